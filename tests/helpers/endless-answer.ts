import type http from "node:http";

/** What an endless answer's server saw: how much it got to send, and whether the client hung up first. */
export type EndlessAnswerRecord = { sentBytes: number; finished: boolean; cutEarly: boolean; closed: Promise<void> };

/**
 * Answers with `totalBytes` of `prefix` + filler, streamed in 64 KB chunks with no Content-Length (so
 * only reading shows the size), honouring backpressure: a client that stops reading stops the
 * sending, and one that drops the connection is recorded as having cut it early. A stand-in for a
 * misbehaving or hostile service that answers hundreds of MB (docs/security.md, Q5).
 */
export function sendEndlessAnswer(
  response: http.ServerResponse,
  {
    totalBytes,
    prefix = "",
    contentType = "application/json",
  }: { totalBytes: number; prefix?: string; contentType?: string },
): EndlessAnswerRecord {
  const chunk = Buffer.alloc(64 * 1024, "a");
  let settle!: () => void;
  const record: EndlessAnswerRecord = {
    sentBytes: 0,
    finished: false,
    cutEarly: false,
    closed: new Promise<void>((resolve) => (settle = resolve)),
  };
  response.on("close", () => {
    record.cutEarly = !record.finished;
    settle();
  });
  response.writeHead(200, { "content-type": contentType });
  const send = () => {
    while (!response.destroyed) {
      if (record.sentBytes === 0 && prefix) {
        response.write(prefix);
        record.sentBytes += Buffer.byteLength(prefix);
      }
      if (record.sentBytes >= totalBytes) {
        record.finished = true;
        response.end();
        return;
      }
      record.sentBytes += chunk.length;
      if (!response.write(chunk)) return void response.once("drain", send);
    }
  };
  send();
  return record;
}
