import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./preferred-encoding.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; everything else (fonts, images) is already compressed or tiny. */
const compressible: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** A plain file name from the hashed assets folder: no folders, no dots leading out of it. */
const assetName = /^\/[\w~-][\w.~-]*$/;

type Compressed = { type: string; br: Buffer; gzip: Buffer };

/** For addresses that change whenever their content does: browsers and CDNs may keep them a year. */
export const immutableCacheControl = "public, max-age=31536000, immutable";

/**
 * Serves the build's hashed assets (`/assets/*`) compressed once instead of on every request: brotli
 * at its best quality for browsers that take it (about 13% smaller than gzip on the framework file)
 * and gzip at level 9 for the rest. A file is compressed in the background the first time it is
 * asked for, that answer coming from the per-request compression as before; from then on it is sent
 * from memory. The names carry a content hash, so a copy can never go stale. Anything it does not
 * hold (other types, no usable Accept-Encoding, a file that is not there) falls through to
 * `express.static`.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const ready = new Map<string, Compressed>();
  const pending = new Set<string>();

  async function compress(name: string, type: string) {
    const content = await fs.readFile(path.join(assetsDir, name));
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    ready.set(name, { type, br, gzip: gz });
  }

  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !assetName.test(req.path)) return next();
    const type = compressible[path.extname(req.path)];
    if (!type) return next();
    const name = req.path.slice(1);
    const entry = ready.get(name);
    if (!entry) {
      if (!pending.has(name)) {
        pending.add(name);
        // A missing file simply stays uncompressed; express.static answers it (404) as before.
        compress(name, type)
          .catch(() => undefined)
          .finally(() => pending.delete(name));
      }
      return next();
    }
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (!encoding) return next();
    const body = encoding === "br" ? entry.br : entry.gzip;
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.setHeader("Cache-Control", immutableCacheControl);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
