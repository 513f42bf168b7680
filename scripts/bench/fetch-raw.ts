/** GET a URL asking for gzip, and keep the bytes as they came over the wire. */
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";

export type RawResponse = {
  status: number;
  contentType: string;
  /** The content-encoding the server used ("" when none). */
  encoding: string;
  /** Bytes as sent by the server. */
  wire: Buffer;
  /** Decoded bytes (equal to `wire` when the server did not compress). */
  body: Buffer;
};

function decode(wire: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case "":
    case "identity":
      return wire;
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(wire);
    case "deflate":
      return zlib.inflateSync(wire);
    case "br":
      return zlib.brotliDecompressSync(wire);
    default:
      throw new Error(`unsupported content-encoding "${encoding}"`);
  }
}

export function fetchRaw(url: string, timeoutMs = 15_000): Promise<RawResponse> {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { headers: { "Accept-Encoding": "gzip", "User-Agent": "untangled-bench" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            const wire = Buffer.concat(chunks);
            const encoding = String(response.headers["content-encoding"] ?? "")
              .trim()
              .toLowerCase();
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers["content-type"] ?? ""),
              encoding,
              wire,
              body: decode(wire, encoding),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/** gzip size of some bytes as the harness measures it when the server did not compress: zlib level 9. */
export function gzipSize(bytes: Buffer | string): number {
  return zlib.gzipSync(bytes, { level: 9 }).length;
}
