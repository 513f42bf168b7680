/**
 * Mixed traffic (DESIGN.md / issue 7, load): the pages of `mixedRoutes` (routes.ts) and the chat
 * assistant's search endpoint, all hammered at the same time for `durationSeconds` with
 * `connections` in all (default 100 for 30 s), reported per route.
 *
 * How: one autocannon instance per route, all started together in this process, the connections
 * split by each route's `share`. autocannon keeps its latency histogram, error, timeout and status
 * counters per instance, so every route gets exact figures of its own while the server sees all of
 * them interleaved. One instance cycling a `requests` array would mix them in a single histogram:
 * per-route latency would have to be timed by hand from `setupRequest` to `onResponse` (and
 * `setupRequest` also runs when a connection is set up, not only just before a send), and socket
 * errors and timeouts could not be told apart by route. The cost: each route runs a closed loop on
 * its own connections, so the mix is one of concurrent visitors, not of requests (a slow route gets
 * fewer requests); the per-route request counts show the mix that resulted.
 *
 * The search endpoint is rate limited to 30 questions a minute per client address. The bench server
 * trusts one proxy (TRUST_PROXY=1, server.ts), and every question carries an X-Forwarded-For of its
 * own: most come from listeners who ask three questions each and never get near the limit, and one
 * in ten comes from one of three heavy users, who run into it once the endpoint answers more than a
 * few dozen questions a minute. Their 429 answers are expected and counted apart from other non-2xx.
 *
 * run.ts runs this twice in one bench run (issue 7): against the bench server (page cache on, the
 * budgets apply) and then against a second server started with PAGE_CACHE=off (same build, its own
 * empty DATA_DIR and port), and `compareMixedRuns` sets the two side by side, route by route.
 */
import autocannon from "autocannon";
import { mixedRoutes, type MixedRoute } from "./routes.ts";

export type MixedRouteResult = {
  name: string;
  method: MixedRoute["method"];
  path: string;
  url: string;
  connections: number;
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  /** Socket errors (autocannon counts timeouts among them too; `timeouts` says how many). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 429 answers: the expected rate-limit answers of the search endpoint. */
  rateLimited: number;
  /** non-2xx other than 429. */
  otherNon2xx: number;
  statusCodes: Record<string, number>;
  /**
   * X-Page-Cache of a second GET before the run (the first one fills the cache): "HIT" when the page
   * cache answers the route, "none" when the header is absent (cache off, or a route it does not serve).
   */
  pageCache?: string;
  error?: string;
};

export type MixedLoadResult = {
  /** Which server this run measured, e.g. "page cache on". */
  server: string;
  connections: number;
  durationSeconds: number;
  /** Sum over the routes. */
  requestsPerSecond: number;
  totalRequests: number;
  routes: MixedRouteResult[];
  /** How the search endpoint's clients were simulated. */
  searchClients: string;
  /** What the check of every route before the run found wrong (a route that errors, a search that finds nothing). */
  warnings: string[];
  error?: string;
};

/** A few questions listeners ask the assistant, sent in turn. */
const listenerQuestions = [
  "How do I tell my kids we are getting divorced?",
  "Do I have to pay spousal support forever?",
  "mediation or court",
  "My ex keeps missing parenting time, what can I do?",
  "Will I lose the house?",
  "How is a retirement account split in a divorce?",
];

const heavyClients = 3;
/** One question in this many comes from a heavy user. */
const heavyEvery = 10;
const questionsPerListener = 3;
const searchClients =
  `one X-Forwarded-For per question: 1 in ${heavyEvery} from one of ${heavyClients} heavy users (192.0.2.x), ` +
  `the rest from listeners asking ${questionsPerListener} questions each (10.x.x.x)`;

/** The client address of the `sequence`th question. */
export function searchClientAddress(sequence: number): string {
  if (sequence % heavyEvery === 0) return `192.0.2.${1 + ((sequence / heavyEvery) % heavyClients)}`;
  const listener = Math.floor(sequence / questionsPerListener);
  return `10.${(listener >> 16) & 255}.${(listener >> 8) & 255}.${listener & 255}`;
}

/**
 * `total` connections split by share (largest remainder), at least one per route.
 * Throws when there are fewer connections than routes.
 */
export function splitConnections(total: number, shares: number[]): number[] {
  if (total < shares.length) {
    throw new Error(`the mixed run needs at least ${shares.length} connections (one per route), got ${total}`);
  }
  const spare = total - shares.length;
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (spare * share) / sum);
  const counts = exact.map((value) => 1 + Math.floor(value));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    counts[index]! += 1;
  }
  return counts;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pageHeaders = { "accept-encoding": "gzip", accept: "text/html" };
const searchHeaders = { "content-type": "application/json", accept: "application/json", "accept-encoding": "gzip" };

/**
 * Each route once, before the run: it must answer 2xx (and contain `expect`); also warms the server up
 * (fills the page cache). Each GET route is then fetched a second time to see whether the page cache
 * answers it.
 */
async function checkRoutes(origin: string): Promise<{ warnings: string[]; pageCache: Map<string, string> }> {
  const warnings: string[] = [];
  const pageCache = new Map<string, string>();
  for (const route of mixedRoutes) {
    try {
      const post = route.method === "POST";
      const response = await fetch(new URL(route.path, origin), {
        method: route.method,
        headers: post ? { ...searchHeaders, "x-forwarded-for": "198.51.100.1" } : pageHeaders,
        body: post ? JSON.stringify({ message: listenerQuestions[0] }) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (!response.ok) warnings.push(`${route.method} ${route.path} answered ${response.status}`);
      else if (route.expect && !text.includes(route.expect)) {
        warnings.push(`${route.method} ${route.path}: the answer does not contain "${route.expect}"`);
      }
      if (route.method === "GET") {
        const again = await fetch(new URL(route.path, origin), {
          headers: pageHeaders,
          signal: AbortSignal.timeout(10_000),
        });
        await again.arrayBuffer();
        pageCache.set(route.path, again.headers.get("x-page-cache") ?? "none");
      }
    } catch (error) {
      warnings.push(`${route.method} ${route.path}: ${message(error)}`);
    }
  }
  return { warnings, pageCache };
}

async function loadRoute(
  origin: string,
  route: MixedRoute,
  connections: number,
  durationSeconds: number,
  nextQuestion: () => number,
): Promise<MixedRouteResult> {
  const url = new URL(route.path, origin).href;
  const base = { name: route.name, method: route.method, path: route.path, url, connections };
  try {
    const result = await autocannon(
      route.method === "POST"
        ? {
            url,
            connections,
            duration: durationSeconds,
            requests: [
              {
                method: "POST",
                headers: searchHeaders,
                setupRequest: (request) => {
                  const sequence = nextQuestion();
                  return {
                    ...request,
                    headers: { ...request.headers, "x-forwarded-for": searchClientAddress(sequence) },
                    body: JSON.stringify({ message: listenerQuestions[sequence % listenerQuestions.length] }),
                  };
                },
              },
            ],
          }
        : { url, connections, duration: durationSeconds, headers: pageHeaders },
    );
    const statusCodes: Record<string, number> = {};
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(stats.count);
    const rateLimited = statusCodes["429"] ?? 0;
    return {
      ...base,
      requestsPerSecond: round(result.requests.average),
      totalRequests: result.requests.total,
      latencyMs: {
        p50: round(result.latency.p50),
        p99: round(result.latency.p99),
        average: round(result.latency.average),
        max: round(result.latency.max),
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      rateLimited,
      otherNon2xx: result.non2xx - rateLimited,
      statusCodes,
    };
  } catch (error) {
    return {
      ...base,
      requestsPerSecond: 0,
      totalRequests: 0,
      latencyMs: { p50: 0, p99: 0, average: 0, max: 0 },
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      rateLimited: 0,
      otherNon2xx: 0,
      statusCodes: {},
      error: message(error),
    };
  }
}

export async function runMixedLoad(options: {
  origin: string;
  connections: number;
  durationSeconds: number;
  /** Names the server in the result and the log lines, e.g. "page cache on". */
  server: string;
}): Promise<MixedLoadResult> {
  const base = {
    server: options.server,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    searchClients,
  };
  let split: number[];
  try {
    split = splitConnections(
      options.connections,
      mixedRoutes.map((route) => route.share),
    );
  } catch (error) {
    return { ...base, requestsPerSecond: 0, totalRequests: 0, routes: [], warnings: [], error: message(error) };
  }

  const { warnings, pageCache } = await checkRoutes(options.origin);
  for (const warning of warnings) console.warn(`bench: mixed traffic (${options.server}): ${warning}`);
  console.log(
    `bench: mixed traffic (${options.server}): ${options.connections} connections for ${options.durationSeconds} s over ` +
      mixedRoutes.map((route, index) => `${route.method} ${route.path} (${split[index]})`).join(", ") +
      "...",
  );

  let questions = 0;
  const routes = await Promise.all(
    mixedRoutes.map(async (route, index) => ({
      ...(await loadRoute(options.origin, route, split[index]!, options.durationSeconds, () => questions++)),
      ...(pageCache.has(route.path) ? { pageCache: pageCache.get(route.path) } : {}),
    })),
  );
  return {
    ...base,
    requestsPerSecond: round(routes.reduce((sum, route) => sum + route.requestsPerSecond, 0)),
    totalRequests: routes.reduce((sum, route) => sum + route.totalRequests, 0),
    routes,
    warnings,
  };
}

/** One route of the mixed run with the page cache on and off, and how they compare. */
export type MixedCacheEffectRow = {
  name: string;
  method: MixedRoute["method"];
  path: string;
  on: { requestsPerSecond: number; p99Ms: number; pageCache?: string; error?: string };
  off: {
    requestsPerSecond: number;
    p99Ms: number;
    pageCache?: string;
    errors: number;
    /** non-2xx other than the search endpoint's expected 429. */
    otherNon2xx: number;
    error?: string;
  };
  /** req/s on ÷ req/s off: how many times more requests the cache lets through (null when off is 0). */
  requestsPerSecondRatio: number | null;
  /** p99 on ÷ p99 off: under 1 means the cache shortens the tail (null when off is 0). */
  p99Ratio: number | null;
};

export type MixedCacheEffect = {
  /** Sum over the routes, on and off, and their ratio. */
  requestsPerSecond: { on: number; off: number; ratio: number | null };
  routes: MixedCacheEffectRow[];
};

const ratio = (numerator: number, denominator: number, digits = 2) =>
  denominator > 0 ? round(numerator / denominator, digits) : null;

/** The two mixed runs side by side, route by route (matched by method and path). */
export function compareMixedRuns(on: MixedLoadResult, off: MixedLoadResult): MixedCacheEffect {
  const routes = on.routes.map((onRoute): MixedCacheEffectRow => {
    const offRoute = off.routes.find((route) => route.method === onRoute.method && route.path === onRoute.path);
    return {
      name: onRoute.name,
      method: onRoute.method,
      path: onRoute.path,
      on: {
        requestsPerSecond: onRoute.requestsPerSecond,
        p99Ms: onRoute.latencyMs.p99,
        ...(onRoute.pageCache ? { pageCache: onRoute.pageCache } : {}),
        ...(onRoute.error ? { error: onRoute.error } : {}),
      },
      off: {
        requestsPerSecond: offRoute?.requestsPerSecond ?? 0,
        p99Ms: offRoute?.latencyMs.p99 ?? 0,
        ...(offRoute?.pageCache ? { pageCache: offRoute.pageCache } : {}),
        errors: offRoute?.errors ?? 0,
        otherNon2xx: offRoute?.otherNon2xx ?? 0,
        ...(offRoute?.error || !offRoute ? { error: offRoute?.error ?? "not measured" } : {}),
      },
      requestsPerSecondRatio:
        onRoute.error || offRoute?.error ? null : ratio(onRoute.requestsPerSecond, offRoute?.requestsPerSecond ?? 0),
      p99Ratio: onRoute.error || offRoute?.error ? null : ratio(onRoute.latencyMs.p99, offRoute?.latencyMs.p99 ?? 0, 3),
    };
  });
  return {
    requestsPerSecond: {
      on: on.requestsPerSecond,
      off: off.requestsPerSecond,
      ratio: ratio(on.requestsPerSecond, off.requestsPerSecond),
    },
    routes,
  };
}
