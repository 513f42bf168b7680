import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerApi } from "../app/.server/server-api.ts";
import os from "node:os";
import { isPublicPagePath, publicPages } from "../app/content/public-pages.ts";
import { calendarYear } from "../app/lib/copyright.ts";
import { canonicalPagePath } from "./canonical-path.ts";
import { pageCacheKey } from "./page-cache-key.ts";
import { PageStore, type StoreLimits } from "./page-store.ts";
import { preferredEncoding } from "./preferred-encoding.ts";
import { RenderSlots } from "./render-slots.ts";
import { requestIdOf } from "./request-id.ts";
import { sessionCookie } from "./request-guards.ts";
import { strictTransportSecurity } from "./security-headers.ts";

/**
 * The anonymous page cache: public pages for visitors who are not signed in are rendered once per
 * content version, compressed once (brotli and gzip), and then answered from memory without running
 * React. See docs/decisions/0006-page-cache.md.
 *
 * - Only GET/HEAD of page paths (no extension; not /admin, /auth, /account, /setup, /api) from requests with
 *   no session or toast cookie are eligible; everything else goes to the normal handler.
 * - A cached page cannot carry a per-request nonce, so it is rendered without one and sent with a
 *   hash-based CSP: the same policy as every other page, `'nonce-…'` replaced by the SHA-256 of each
 *   inline script in it. No `'unsafe-inline'` for scripts, ever.
 * - Entries are valid for one content version (migration 0007; every instance hears of a new one
 *   through LISTEN/NOTIFY) and one calendar year (the footer's copyright runs to the year of the
 *   render): the first request after New Year renders the page again. A miss renders once however
 *   many requests wait for it (single flight).
 * - Only a public page (app/content/public-pages.ts) answered with 200 HTML without Set-Cookie is
 *   kept; any other answer of such a render (404, 503, redirect) is sent as it is, to that request
 *   and those waiting with it.
 * - Keyed on the path and the query parameters the page reads (page-cache-key.ts): junk in the query
 *   string is the same page. Another spelling of a page's path was sent to the canonical one before
 *   (canonical-redirect.ts), and only a canonical path is kept.
 * - Bounded in bytes (PAGE_CACHE_MAX_MB), in two stores (page-store.ts): the site's pages (a path
 *   alone: one per real page, the fixed ones never evicted) and the variants made with a query (every
 *   new search, page number or moment a new one), so nothing made up in a query evicts a page. In
 *   each, pages asked for once can only push out each other.
 * - A miss is compressed quickly (brotli 4, gzip 6: a millisecond or two); a page asked for again is
 *   recompressed at the best settings in the background, one page at a time.
 * - At most a few renders run at once (render-slots.ts); past a queue, a miss answers 503 at once.
 * - A page's first hit walks the whole middleware chain and keeps the headers it ends with; later
 *   hits are answered with them by the first middleware (`answerHitsFirst`, ADR 0006's addendum).
 */

const CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
/** The variants' share of the memory (searches, page numbers, moments); the rest is the site's pages. */
const VARIANT_SHARE = 0.25;
/** Within each store, what pages asked for only once may hold. */
const PROBATION_SHARE = 0.25;
const fixedPagePaths = new Set(publicPages.map((page) => page.path));
/** Renders are CPU work: a couple per core keeps the cores busy while one waits for the database. */
const RENDER_CONCURRENCY = Math.max(2, os.availableParallelism());
const RENDER_QUEUE_LIMIT = 64;
const FAST_BROTLI_QUALITY = 4;
const FAST_GZIP_LEVEL = 6;

/** The flash toast cookie: a page that shows a toast is for one visitor. */
const toastCookie = /(?:^|;\s*)toast=/;
const privatePrefixes = ["/admin", "/auth", "/account", "/setup", "/api/"];
/** Pages whose answer depends on query parameters the page cache's key leaves out (see isEligible). */
const uncachedPaths = new Set(["/__manifest", "/oembed", "/subscribe", "/subscribe/confirm", "/unsubscribe"]);

type Rendered = {
  status: number;
  headers: [string, string][];
  /** Uncompressed body. */
  body: Buffer;
  /** The CSP script sources that allow this page's inline scripts. */
  scriptHashes: string[];
  cacheable: boolean;
  etag?: string;
  brotli?: Buffer;
  gzip?: Buffer;
};

type Entry = Rendered & {
  version: number;
  /** The calendar year (lib/copyright.ts) when its render began: the page shows it in the footer. */
  year: number;
  /** Compressed at the best settings. */
  optimized?: boolean;
  /**
   * The headers a hit sends, as the full middleware chain set them on this page's first hit
   * (security headers with the CSP's script hashes, cache headers, ETag), less those that differ by
   * request (see `perRequestHeaders`): what lets later hits skip that chain (`answerHitsFirst`).
   */
  hitHeaders?: [string, string | number | string[]][];
};

/**
 * Headers a hit sets for itself: the request's id, the negotiated encoding and length, HSTS (only
 * over HTTPS, which the trusted proxy reports per request), and whatever the page cache sets per hit.
 */
const perRequestHeaders = new Set([
  "x-request-id",
  "content-encoding",
  "content-length",
  "strict-transport-security",
  "x-page-cache",
  "set-cookie",
]);

/**
 * Whether a kept page may still be sent: rendered at the current content version and in the current
 * calendar year (its footer names the year; lib/copyright.ts).
 */
function isFresh(entry: Entry, version: number, year: number): boolean {
  return entry.version === version && entry.year === year;
}

/** Memory an entry holds: the page in all three encodings. */
function bytesOf(page: Rendered): number {
  return page.body.length + (page.brotli?.length ?? 0) + (page.gzip?.length ?? 0);
}

function compress(body: Buffer, { brotliQuality, gzipLevel }: { brotliQuality: number; gzipLevel: number }) {
  return Promise.all([
    new Promise<Buffer>((resolve, reject) =>
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    ),
    new Promise<Buffer>((resolve, reject) =>
      zlib.gzip(body, { level: gzipLevel }, (error, result) => (error ? reject(error) : resolve(result))),
    ),
  ]).then(([brotli, gzip]) => ({ brotli, gzip }));
}

/** What a miss answers when every render slot and the queue are taken: try again shortly. */
const busyPage: Rendered = {
  status: 503,
  headers: [
    ["content-type", "text/plain; charset=utf-8"],
    ["retry-after", "5"],
    ["cache-control", "no-store"],
  ],
  body: Buffer.from("The site is very busy right now. Please try again in a few seconds.\n"),
  scriptHashes: [],
  cacheable: false,
};

function isEligible(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (privatePrefixes.some((prefix) => req.path === prefix.replace(/\/$/, "") || req.path.startsWith(prefix))) {
    return false;
  }
  // Files, feeds and React Router's `.data` requests are not pages.
  if (/\.[a-z0-9]+$/i.test(req.path)) return false;
  // Nor is React Router's route discovery, whose answer depends on its `paths` and `version`
  // parameters: keyed without them, every client-side navigation became a full page load. The same
  // for the oEmbed endpoint, which reads `url` (routes/api/oembed.ts), and the subscribers' pages,
  // whose links carry a signed `token` (docs/decisions/0033-email-subscribers.md).
  if (uncachedPaths.has(req.path)) return false;
  if (req.headers.authorization) return false;
  const cookies = req.headers.cookie ?? "";
  return !sessionCookie.test(cookies) && !toastCookie.test(cookies);
}

/** `'sha256-…'` for every inline script the browser will run (JSON-LD data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || /\btype\s*=\s*"application\/ld\+json"/i.test(attributes!)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function pageCache({
  build,
  serverApi,
}: {
  build: ServerBuild;
  serverApi: Pick<ServerApi, "getEnv" | "requestInfoContext" | "watchContentVersion" | "logger">;
}): { answerHitsFirst: RequestHandler; serveHits: RequestHandler; renderMisses: RequestHandler } {
  const handle = createRequestHandler(build, "production");
  const maxBytes = serverApi.getEnv().PAGE_CACHE_MAX_MB * 1024 * 1024;
  const limits = (share: number): StoreLimits => ({ maxBytes: maxBytes * share, probationShare: PROBATION_SHARE });
  const pages = new PageStore<Entry>({
    limits: limits(1 - VARIANT_SHARE),
    sizeOf: bytesOf,
    isPinned: (url) => fixedPagePaths.has(url),
  });
  const variants = new PageStore<Entry>({ limits: limits(VARIANT_SHARE), sizeOf: bytesOf });
  const storeFor = (key: { url: string }) => (key.url.includes("?") ? variants : pages);
  const inFlight = new Map<string, Promise<Rendered>>();
  const slots = new RenderSlots(RENDER_CONCURRENCY, RENDER_QUEUE_LIMIT);
  let recompressing = false;
  let contentVersion: ReturnType<ServerApi["watchContentVersion"]> | undefined;
  /** The watcher once it is running, for the synchronous hit path (`answerHitsFirst`). */
  let versionWatcher: Awaited<ReturnType<ServerApi["watchContentVersion"]>> | undefined;

  function currentVersion(): Promise<number> {
    contentVersion ??= serverApi.watchContentVersion().then(
      (watcher) => (versionWatcher = watcher),
      (error: unknown) => {
        contentVersion = undefined;
        throw error;
      },
    );
    return contentVersion.then((watcher) => watcher.current());
  }

  /** A page asked for again earns the best compression, in the background, one page at a time. */
  function recompressInBackground(store: PageStore<Entry>, key: string, entry: Entry) {
    if (entry.optimized || recompressing) return;
    recompressing = true;
    compress(entry.body, { brotliQuality: 11, gzipLevel: 9 })
      .then((forms) => {
        // Swapped in place only while it is still the page stored under that key.
        if (store.get(key) !== entry) return;
        Object.assign(entry, forms, { optimized: true });
        store.resized(key, entry);
      })
      .catch((error: unknown) => serverApi.logger.warn({ err: error, url: key }, "page cache: recompression failed"))
      .finally(() => (recompressing = false));
  }

  async function render(req: ExpressRequest, url: string): Promise<Rendered> {
    const { publicUrl } = serverApi.getEnv();
    // The same request for every visitor: no cookies, no client-specific headers, and the canonical
    // URL (page-cache-key.ts), so every address that shares the key gets the page rendered for it.
    const request = new Request(`${new URL(publicUrl).origin}${url}`, {
      headers: { Accept: "text/html", "User-Agent": "page-cache" },
    });
    const context = new RouterContextProvider();
    context.set(serverApi.requestInfoContext, {
      requestId: String(req.id),
      clientIp: req.ip ?? "unknown",
      cspNonce: "",
      forPageCache: true,
    });
    const response = await handle(request, context);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(
      ([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name),
    );
    const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
    const scriptHashes = isHtml ? inlineScriptHashes(body.toString("utf8")) : [];
    const cacheable =
      isPublicPagePath(req.path) &&
      // Belt and braces behind the redirect: one spelling per page in memory.
      canonicalPagePath(req.path) === req.path &&
      response.status === 200 &&
      isHtml &&
      !response.headers.has("set-cookie") &&
      !/no-store|private/.test(response.headers.get("cache-control") ?? "");
    if (!cacheable) return { status: response.status, headers, body, scriptHashes, cacheable };
    const { brotli, gzip } = await compress(body, { brotliQuality: FAST_BROTLI_QUALITY, gzipLevel: FAST_GZIP_LEVEL });
    const etag = `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return { status: 200, headers, body, scriptHashes, cacheable, etag, brotli, gzip };
  }

  function send(req: ExpressRequest, res: ExpressResponse, page: Rendered, outcome: "HIT" | "MISS" | "COALESCED") {
    res.status(page.status);
    for (const [name, value] of page.headers) {
      if (name === "set-cookie") res.append(name, value);
      else res.setHeader(name, value);
    }
    // Every header of the normal page is already on `res` (helmet ran first); the CSP swaps its
    // nonce for the hashes of this page's scripts.
    const policy = String(res.getHeader("Content-Security-Policy") ?? "");
    if (policy) {
      res.setHeader(
        "Content-Security-Policy",
        policy.replace(/'nonce-[^']*'/, page.scriptHashes.join(" ")).replace(/ {2,}/g, " "),
      );
    }
    if (!page.cacheable) return res.send(req.method === "HEAD" ? undefined : page.body);

    res.setHeader("X-Page-Cache", outcome);
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("ETag", page.etag!);
    sendBody(req, res, page);
  }

  /** The cacheable page's body in the encoding the client prefers, or 304 when it has this version. */
  function sendBody(req: ExpressRequest, res: ExpressResponse, page: Rendered) {
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === page.etag!.slice(2))) {
      return res.status(304).end();
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const bytes = encoding === "br" ? page.brotli! : encoding === "gzip" ? page.gzip! : page.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(bytes.length));
    return req.method === "HEAD" ? res.end() : res.end(bytes);
  }

  /** Whether a fresh copy is in memory; false (render) when the version cannot be known yet. */
  async function freshEntry(key: {
    url: string;
    isSearch: boolean;
  }): Promise<{ entry?: Entry; version: number; year: number }> {
    const version = await currentVersion();
    const year = calendarYear();
    const entry = storeFor(key).get(key.url);
    return { entry: entry && isFresh(entry, version, year) ? entry : undefined, version, year };
  }

  function sendHit(req: ExpressRequest, res: ExpressResponse, key: { url: string; isSearch: boolean }, entry: Entry) {
    const store = storeFor(key);
    store.touch(key.url);
    recompressInBackground(store, key.url, entry);
    send(req, res, entry, "HIT");
    // What the whole chain set on this hit is what later hits send (answerHitsFirst).
    entry.hitHeaders ??= Object.entries(res.getHeaders()).flatMap(([name, value]) =>
      value === undefined || perRequestHeaders.has(name) ? [] : [[name, value] as [string, string | number | string[]]],
    );
  }

  /**
   * The first middleware (server/app.ts): a hit whose headers are known is answered here, before
   * request logging, the security headers, static files and routing run for it, which cost more than
   * sending the page itself (docs/bench.md, the static yardstick). Everything else, and every page's
   * first hit, goes down the full chain; a page another spelling of which is asked for is left to the
   * canonical redirect. Request logging writes the line pino-http would.
   */
  const answerHitsFirst: RequestHandler = (req, res, next) => {
    if (!versionWatcher || !isEligible(req) || canonicalPagePath(req.path) !== req.path) return next();
    const key = pageCacheKey(req.originalUrl);
    const store = storeFor(key);
    const entry = store.get(key.url);
    if (!entry?.hitHeaders || !isFresh(entry, versionWatcher.current(), calendarYear())) return next();
    const startedAt = performance.now();
    store.touch(key.url);
    recompressInBackground(store, key.url, entry);
    const requestId = requestIdOf(req);
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of entry.hitHeaders) res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
    res.setHeader("X-Page-Cache", "HIT");
    sendBody(req, res, entry);
    if (serverApi.logger.isLevelEnabled("info")) {
      serverApi.logger.info(
        {
          req: { id: requestId, method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - startedAt),
        },
        "request completed",
      );
    }
  };

  /**
   * Answers from memory when the page is there for the current content version. Placed before the
   * database outage gate: a page in memory needs no database, so it stays up through an outage.
   */
  const serveHits: RequestHandler = async (req, res, next) => {
    if (!isEligible(req)) return next();
    try {
      const key = pageCacheKey(req.originalUrl);
      const { entry } = await freshEntry(key);
      if (!entry) return next();
      return sendHit(req, res, key, entry);
    } catch {
      return next();
    }
  };

  /** Renders a missed page once for all who wait for it, keeps it when it may be kept, and sends it. */
  const renderMisses: RequestHandler = async (req, res, next) => {
    if (!isEligible(req)) return next();
    try {
      const key = pageCacheKey(req.originalUrl);
      const { entry, version, year } = await freshEntry(key);
      if (entry) return sendHit(req, res, key, entry);
      const flightKey = `${version} ${year} ${key.url}`;
      let flight = inFlight.get(flightKey);
      // Requests arriving while the page renders wait for that render rather than starting their own.
      const outcome = flight ? "COALESCED" : "MISS";
      if (!flight) {
        flight = slots
          .run(() => render(req, key.url))
          .then((page) => page ?? busyPage)
          .finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
        void flight.then(
          (page) => {
            // A newer version (or year) may have arrived during the render: the entry stays tagged with the
            // old one, read before the render began, so it is rendered again rather than kept too long.
            if (page.cacheable) storeFor(key).set(key.url, { ...page, version, year });
          },
          () => {},
        );
      }
      return send(req, res, await flight, outcome);
    } catch (error) {
      serverApi.logger.error({ err: error, url: req.originalUrl }, "page cache: render failed; rendering normally");
      return next();
    }
  };

  return { answerHitsFirst, serveHits, renderMisses };
}
