/**
 * The static yardstick (issue 9): how close the site comes to serving its pages as if they were
 * static files.
 *
 * 1. Each page of `yardstickPaths` (routes.ts) is fetched from the bench server once, as a browser
 *    asks for it (GET, `Accept-Encoding: br, gzip`), with node:http so the body stays as it came over
 *    the wire: status, headers and compressed bytes. When that answer was the page cache's MISS (the
 *    request that filled it), the page is fetched once more, so what is kept is a HIT's headers: what
 *    the site sends under load.
 * 2. A plain node:http server in a child process of its own (static-yardstick-server.ts; like the site,
 *    it does not share a thread with autocannon) answers each path with exactly those bytes and
 *    headers (less the hop-by-hop ones, which Node writes itself) from memory.
 * 3. After 1 s of unrecorded warm-up on each server, route by route, one after the other: autocannon on
 *    the site, on the yardstick, and on the second bench server started with PAGE_CACHE=off, each with
 *    the same connections, duration and headers.
 *
 * Reported per route: site and yardstick req/s, the site's as a percentage of the yardstick's
 * (budget: >= 80 %, aim 90 %), p99, errors and non-2xx of each run, and the site's req/s with the page
 * cache off (cached vs uncached). On a 2-core machine autocannon itself takes most of one core, so the
 * yardstick's figure is also a ceiling of the load generator; compare runs on the same machine only.
 */
import { type ChildProcess, fork } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { yardstickAimPercent, yardstickFloorPercent } from "./budgets.ts";
import { onCleanup } from "./cleanup.ts";
import { runHttpLoad } from "./http-load.ts";
import { findFreePort } from "./ports.ts";
import { yardstickPaths } from "./routes.ts";
import type { YardstickPage, YardstickServerMessage } from "./static-yardstick-server.ts";
import type { HttpLoadResult } from "./types.ts";

export const yardstickAcceptEncoding = "br, gzip";
const requestHeaders = { "accept-encoding": yardstickAcceptEncoding, accept: "text/html" };
/** Node writes these itself for each connection; a copy would contradict them. */
const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);
const captureTimeoutMs = 15_000;
const startTimeoutMs = 15_000;
const warmUpSeconds = 1;

export type CapturedPage = {
  path: string;
  url: string;
  status: number;
  /** Content-Encoding of the captured answer ("" when none). */
  contentEncoding: string;
  /** Body bytes as sent over the wire (compressed). */
  bytes: number;
  /** X-Page-Cache of the captured answer ("none" when absent). */
  pageCache: string;
  /** Headers the yardstick sends, in order (hop-by-hop ones left out). */
  headers: Array<[string, string]>;
};

export type YardstickRouteResult = {
  path: string;
  captured?: CapturedPage;
  /** The bench server, page cache on. */
  site?: HttpLoadResult;
  yardstick?: HttpLoadResult;
  /** The PAGE_CACHE=off server, same requests. */
  siteCacheOff?: HttpLoadResult;
  /** Site req/s as a percentage of the yardstick's (null when either run failed). */
  percentOfYardstick: number | null;
  /** Site req/s with the cache on ÷ with it off (null when either run failed). */
  cachedVsUncached: number | null;
  error?: string;
};

export type StaticYardstickResult = {
  connections: number;
  durationSeconds: number;
  acceptEncoding: string;
  floorPercent: number;
  aimPercent: number;
  yardstickOrigin?: string;
  routes: YardstickRouteResult[];
  /** What the captures found odd (not 200, not compressed, cache-off server answering from a cache). */
  warnings: string[];
  error?: string;
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

type RawAnswer = { status: number; rawHeaders: string[]; body: Buffer };

function getRaw(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: requestHeaders, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
    });
    request.setTimeout(captureTimeoutMs, () =>
      request.destroy(new Error(`timed out after ${captureTimeoutMs / 1000} s`)),
    );
    request.on("error", reject);
  });
}

function headerPairs(rawHeaders: string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) pairs.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return pairs;
}

const headerValue = (pairs: Array<[string, string]>, name: string) =>
  pairs.find(([key]) => key.toLowerCase() === name)?.[1];

/** One page as a browser gets it, for the yardstick to replay. */
export async function capturePage(origin: string, pagePath: string): Promise<{ page: CapturedPage; body: Buffer }> {
  const url = new URL(pagePath, origin).href;
  let answer = await getRaw(url);
  const firstOutcome = headerValue(headerPairs(answer.rawHeaders), "x-page-cache");
  if (firstOutcome === "MISS" || firstOutcome === "COALESCED") answer = await getRaw(url);
  const received = headerPairs(answer.rawHeaders);
  const headers = received.filter(([name]) => !hopByHop.has(name.toLowerCase()));
  // A chunked answer has no length of its own; the replay sends it in one piece.
  if (headerValue(headers, "content-length") === undefined)
    headers.push(["Content-Length", String(answer.body.length)]);
  return {
    page: {
      path: pagePath,
      url,
      status: answer.status,
      contentEncoding: headerValue(received, "content-encoding") ?? "",
      bytes: answer.body.length,
      pageCache: headerValue(received, "x-page-cache") ?? "none",
      headers,
    },
    body: answer.body,
  };
}

type Yardstick = { origin: string; stop: () => Promise<void> };

function listenOnce(child: ChildProcess, port: number, pages: YardstickPage[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the yardstick server did not listen within ${startTimeoutMs / 1000} s`)),
      startTimeoutMs,
    );
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (reply: YardstickServerMessage) =>
      done("error" in reply ? new Error(`the yardstick server could not listen: ${reply.error}`) : undefined);
    const onExit = (code: number | null) => done(new Error(`the yardstick server exited (code ${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
    child.once("error", (error) => done(error));
    child.send({ port, pages });
  });
}

/** Starts static-yardstick-server.ts with the same Node as the site's server, serving `pages`. */
async function startYardstick(projectRoot: string, pages: YardstickPage[]): Promise<Yardstick> {
  const tried: number[] = [];
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort(tried);
    tried.push(port);
    const child = fork(path.join(import.meta.dirname, "static-yardstick-server.ts"), [], {
      execPath: path.join(projectRoot, "node_modules/.bin/node"),
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const stop = onCleanup(`stop the static yardstick on port ${port}`, async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    });
    try {
      await listenOnce(child, port, pages);
      return { origin: `http://localhost:${port}`, stop };
    } catch (error) {
      await stop();
      // Another process may have taken the port between the probe and the listen.
      if (/EADDRINUSE/.test(message(error)) && attempt < 3) continue;
      throw error;
    }
  }
}

function failedLoad(origin: string, routePath: string, connections: number, durationSeconds: number, error: unknown) {
  return {
    path: routePath,
    url: new URL(routePath, origin).href,
    connections,
    durationSeconds,
    requestsPerSecond: 0,
    totalRequests: 0,
    latencyMs: { p50: 0, p99: 0, average: 0, max: 0 },
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    error: message(error),
  } satisfies HttpLoadResult;
}

export async function runStaticYardstick(options: {
  projectRoot: string;
  /** The bench server (page cache on). */
  origin: string;
  /** The PAGE_CACHE=off server. */
  cacheOffOrigin: string;
  connections: number;
  durationSeconds: number;
}): Promise<StaticYardstickResult> {
  const { connections, durationSeconds } = options;
  const result: StaticYardstickResult = {
    connections,
    durationSeconds,
    acceptEncoding: yardstickAcceptEncoding,
    floorPercent: yardstickFloorPercent,
    aimPercent: yardstickAimPercent,
    routes: [],
    warnings: [],
  };

  const pages: YardstickPage[] = [];
  for (const pagePath of yardstickPaths) {
    const route: YardstickRouteResult = { path: pagePath, percentOfYardstick: null, cachedVsUncached: null };
    result.routes.push(route);
    try {
      const { page, body } = await capturePage(options.origin, pagePath);
      route.captured = page;
      pages.push({ path: pagePath, status: page.status, headers: page.headers.flat(), body });
      if (page.status !== 200) result.warnings.push(`${pagePath}: the site answered ${page.status}`);
      if (page.contentEncoding !== "br") {
        result.warnings.push(`${pagePath}: the site answered "${page.contentEncoding || "identity"}", not br`);
      }
      if (page.pageCache !== "HIT") {
        result.warnings.push(`${pagePath}: X-Page-Cache ${page.pageCache}, not HIT, on the cache-on server`);
      }
      // Also warms the cache-off server up, and checks that it really renders every request.
      const off = await getRaw(new URL(pagePath, options.cacheOffOrigin).href);
      const offCache = headerValue(headerPairs(off.rawHeaders), "x-page-cache");
      if (off.status !== 200) result.warnings.push(`${pagePath}: the PAGE_CACHE=off server answered ${off.status}`);
      if (offCache) result.warnings.push(`${pagePath}: the PAGE_CACHE=off server sent X-Page-Cache ${offCache}`);
    } catch (error) {
      route.error = `capture failed: ${message(error)}`;
    }
  }
  for (const warning of result.warnings) console.warn(`bench: static yardstick: ${warning}`);
  if (pages.length === 0) {
    result.error = "no page could be captured";
    return result;
  }

  const yardstick = await startYardstick(options.projectRoot, pages);
  result.yardstickOrigin = yardstick.origin;
  console.log(
    `bench: static yardstick at ${yardstick.origin}: ` +
      pages.map((page) => `${page.path} (${page.body.length} bytes)`).join(", "),
  );

  const load = async (origin: string, routePath: string, label: string) => {
    try {
      return await runHttpLoad({
        origin,
        path: routePath,
        connections,
        durationSeconds,
        headers: requestHeaders,
        label,
      });
    } catch (error) {
      return failedLoad(origin, routePath, connections, durationSeconds, error);
    }
  };
  try {
    // Unrecorded, so the first route measured does not also pay for the servers' (and autocannon's) warm-up.
    const first = result.routes.find((route) => !route.error)!.path;
    for (const origin of [options.origin, yardstick.origin, options.cacheOffOrigin]) {
      await runHttpLoad({
        origin,
        path: first,
        connections,
        durationSeconds: warmUpSeconds,
        headers: requestHeaders,
        label: `static yardstick: warm-up ${origin}`,
      }).catch(() => undefined);
    }
    for (const route of result.routes) {
      if (route.error) continue;
      route.site = await load(options.origin, route.path, "static yardstick: site");
      route.yardstick = await load(yardstick.origin, route.path, "static yardstick: yardstick");
      route.siteCacheOff = await load(options.cacheOffOrigin, route.path, "static yardstick: site, PAGE_CACHE=off");
      const measured = (run: HttpLoadResult | undefined): run is HttpLoadResult =>
        run !== undefined && !run.error && run.requestsPerSecond > 0;
      if (measured(route.site) && measured(route.yardstick)) {
        route.percentOfYardstick = round((100 * route.site.requestsPerSecond) / route.yardstick.requestsPerSecond);
      }
      if (measured(route.site) && measured(route.siteCacheOff)) {
        route.cachedVsUncached = round(route.site.requestsPerSecond / route.siteCacheOff.requestsPerSecond, 2);
      }
    }
  } finally {
    await yardstick.stop();
  }
  return result;
}
