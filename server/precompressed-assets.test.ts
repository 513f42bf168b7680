import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets.ts";

// The same stack as server/app.ts: per-request compression, then this, then express.static.
const script = `export const words = ${JSON.stringify("listen to the episode ".repeat(400))};\n`;
let dir: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  fs.writeFileSync(path.join(dir, "page-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "font-abc123.woff2"), Buffer.alloc(4000, 7));
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y", index: false }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One request, with the body exactly as it came over the wire (fetch would decode it). */
function get(file: string, acceptEncoding = "identity", method = "GET") {
  return new Promise<{ response: { status: number; headers: Map<string, string> }; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        `${origin}/assets/${file}`,
        { method, headers: { "accept-encoding": acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const headers = new Map(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
            resolve({ response: { status: response.statusCode!, headers }, body: Buffer.concat(chunks) });
          });
        },
      );
      request.on("error", reject);
      request.end();
    },
  );
}

async function untilPrecompressed(file: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { response } = await get(file, "br");
    if (response.headers.get("cache-control")?.includes("immutable") && !response.headers.get("etag")) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${file} was never served precompressed`);
}

describe("precompressed assets", () => {
  it("answers the first request as before, then sends brotli or gzip made once, which decode to the file", async () => {
    const first = await get("page-abc123.js", "gzip");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("etag")).toBeTruthy(); // express.static answered
    await untilPrecompressed("page-abc123.js");

    const br = await get("page-abc123.js", "gzip, deflate, br");
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(br.response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(Number(br.response.headers.get("content-length"))).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get("page-abc123.js", "gzip");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(gz.body.length);
  });

  it("sends the plain file to a client that takes no compression, and nothing but headers to HEAD", async () => {
    await untilPrecompressed("page-abc123.js");
    const plain = await get("page-abc123.js");
    expect(plain.response.headers.get("content-encoding")).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const head = await get("page-abc123.js", "br", "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get("content-encoding")).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves other types, missing files and paths out of the folder to express.static", async () => {
    const font = await get("font-abc123.woff2", "br");
    expect(font.response.status).toBe(200);
    expect(font.response.headers.get("content-encoding")).toBeUndefined();

    expect((await get("missing-abc123.js", "br")).response.status).toBe(404);
    expect((await get("missing-abc123.js", "br")).response.status).toBe(404);
    expect((await get("..%2Fpasswd.js", "br")).response.status).toBe(404);
  });
});
