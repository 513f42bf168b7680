/** Why an answer's body was not read to its end; the caller words it for its own service. */
export type BodyReadErrorCode = "too-large" | "timeout" | "broken";

export class BodyReadError extends Error {
  // Fields declared plainly (no parameter properties), so Node can run this file by stripping types
  // (the import bench loads guarded-fetch.ts, which uses this file, without a build).
  readonly code: BodyReadErrorCode;
  readonly maxBytes: number;
  constructor(message: string, code: BodyReadErrorCode, maxBytes: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BodyReadError";
    this.code = code;
    this.maxBytes = maxBytes;
  }
}

/** The global fetch's Response; undici's is the same at run time (guarded-fetch.ts). */
type ResponseLike = Pick<Response, "headers" | "body">;

export type ReadLimitedOptions = {
  /** Largest body accepted, in bytes; one byte more and the connection is dropped. */
  maxBytes: number;
  /**
   * The request's own signal (its timeout, a cancelled job). Fetch already fails the body when it
   * aborts; it is watched here too so a stalled read ends at once and is told apart from a broken one.
   */
  signal?: AbortSignal;
  /** A limit for reading the body alone, for services whose whole-request limit is long. */
  timeoutMs?: number;
};

/**
 * Reads a response body from a server outside this process (a service the operator configured, or an
 * address from a feed) into one Buffer, with a limit on its size and on the time it takes. An answer
 * that declares a larger Content-Length is refused unread, and one that streams past the limit is cut
 * off there: the stream is cancelled, which closes the connection, so memory never holds more than
 * `maxBytes` of it however much the server sends (docs/security.md, Q5).
 */
export async function readLimitedBody(response: ResponseLike, options: ReadLimitedOptions): Promise<Buffer> {
  const { maxBytes } = options;
  const tooLarge = () =>
    new BodyReadError(`The answer is over the ${describeBytes(maxBytes)} limit.`, "too-large", maxBytes);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);

  const signals = [
    ...(options.signal ? [options.signal] : []),
    ...(options.timeoutMs !== undefined ? [AbortSignal.timeout(options.timeoutMs)] : []),
  ];
  const stop = signals.length > 0 ? AbortSignal.any(signals) : undefined;
  const reader = response.body.getReader();
  // A pending read() waits on the server; cancelling the reader ends it (and the connection) at once.
  const onStop = () => void reader.cancel(stop?.reason).catch(() => {});
  stop?.addEventListener("abort", onStop, { once: true });
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (stop?.aborted) throw stop.reason;
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (error instanceof BodyReadError) throw error;
    if (stop?.aborted) {
      throw new BodyReadError("The answer did not arrive in time.", "timeout", maxBytes, { cause: error });
    }
    throw new BodyReadError(`The answer broke off: ${(error as Error).message}`, "broken", maxBytes, { cause: error });
  } finally {
    stop?.removeEventListener("abort", onStop);
  }
  return Buffer.concat(chunks);
}

/** "16 MB", "512 KB", "100 bytes": limits as people read them. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}
