import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendEndlessAnswer, type EndlessAnswerRecord } from "../../../tests/helpers/endless-answer";
import { BodyReadError, readLimitedBody } from "./read-limited-body";

/** A loopback service that answers too much, too slowly, or just right. */
let server: http.Server;
let base: string;
let endless: EndlessAnswerRecord | undefined;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/endless")
      return void (endless = sendEndlessAnswer(response, { totalBytes: 50 * 1024 * 1024 }));
    if (request.url === "/declared") {
      return void response
        .writeHead(200, { "content-length": String(2 * 1024 * 1024) })
        .end(Buffer.alloc(2 * 1024 * 1024));
    }
    if (request.url === "/trickle") {
      response.writeHead(200).write("{");
      const timer = setInterval(() => response.write(" "), 100);
      return void response.on("close", () => clearInterval(timer));
    }
    response.writeHead(200).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the read should have failed"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(BodyReadError);
      return error as BodyReadError;
    },
  );

describe("reading an outside service's answer", () => {
  it("reads an answer within the limits", async () => {
    const body = await readLimitedBody(await fetch(`${base}/small`), { maxBytes: 1024 });
    expect(body.toString()).toBe('{"ok":true}');
  });

  it("cuts a 50 MB answer off at the limit and drops the connection, not reading the rest", async () => {
    const error = await failure(readLimitedBody(await fetch(`${base}/endless`), { maxBytes: 1024 * 1024 }));
    expect(error).toMatchObject({ code: "too-large", message: "The answer is over the 1 MB limit." });
    await endless!.closed;
    expect(endless!.cutEarly).toBe(true);
    // The limit plus what the loopback socket's buffers took before the client hung up.
    expect(endless!.sentBytes).toBeLessThan(12 * 1024 * 1024);
  });

  it("refuses an answer that declares a larger size, unread", async () => {
    const error = await failure(readLimitedBody(await fetch(`${base}/declared`), { maxBytes: 1024 * 1024 }));
    expect(error.code).toBe("too-large");
  });

  it("gives up on an answer that trickles in, at its own time limit or the request's", async () => {
    const started = performance.now();
    expect(
      (await failure(readLimitedBody(await fetch(`${base}/trickle`), { maxBytes: 1024, timeoutMs: 300 }))).code,
    ).toBe("timeout");
    const signal = AbortSignal.timeout(300);
    expect(
      (await failure(readLimitedBody(await fetch(`${base}/trickle`, { signal }), { maxBytes: 1024, signal }))).code,
    ).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
