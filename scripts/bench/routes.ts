import { publicPagePatterns, publicPages } from "../../app/content/public-pages.ts";
import { longTranscriptPath } from "./long-transcript-episode.ts";

/**
 * The public routes the benchmark visits: every page of app/content/public-pages.ts.
 *
 * `budgets` says which budgets (DESIGN.md section 6) are checked for the route:
 * - lighthouse:  Performance >= 98, Accessibility / Best Practices / SEO = 100 (mobile), TBT <= 100 ms,
 *                main-thread work <= 1.5 s, all JavaScript until the network is idle <= 90 KB (110 KB
 *                on a page that plays an episode)
 * - firstLoadJs: JavaScript on first load <= 120 KB gzip
 * `httpLoad: true` marks the route(s) the HTTP load test (autocannon) hammers.
 */
export type BenchRoute = {
  /** URL path, e.g. "/about". */
  path: string;
  /** Human name for the table. */
  name: string;
  budgets: { lighthouse: boolean; firstLoadJs: boolean };
  httpLoad?: boolean;
};

const allBudgets = { lighthouse: true, firstLoadJs: true };

/** The busiest pages, which the HTTP load test hammers. */
const loadTested = new Set(["/", "/latest-episode", "/blog", "/episodes/:slug"]);

/**
 * Every public page (app/content/public-pages.ts), and one of each kind made from content (a sample
 * episode and post: the bench server starts on a fresh embedded database with the sample content).
 */
export const benchRoutes: BenchRoute[] = [
  ...publicPages.map((page) => ({
    path: page.path,
    name: page.name,
    budgets: allBudgets,
    httpLoad: loadTested.has(page.path),
  })),
  ...publicPagePatterns.map((page) => ({
    path: page.example,
    name: page.name,
    budgets: allBudgets,
    httpLoad: loadTested.has(page.pattern),
  })),
  // The same page with a one-hour transcript (1,000 cues, about 10,000 words) from the bench's own data
  // (long-transcript-episode.ts): the whole transcript is in its HTML, its behaviour loads with it.
  { path: longTranscriptPath, name: "Episode, 1-hour transcript", budgets: allBudgets },
];

/**
 * The mixed-traffic run (scripts/bench/mixed-load.ts): these requests all at once, each route with
 * `share` percent of the connections. `/blog?q=parenting` finds three sample posts (a search for
 * "custody" finds none: that word is only a category of the samples, and the search reads titles and
 * excerpts); the POST asks the chat assistant's endpoint, with rotating questions and client addresses.
 */
export type MixedRoute = {
  name: string;
  method: "GET" | "POST";
  path: string;
  /** Percent of the connections. */
  share: number;
  /** Text the answer must contain, checked once before the run. */
  expect?: string;
};

export const mixedRoutes: MixedRoute[] = [
  { name: "Home", method: "GET", path: "/", share: 25 },
  { name: "Latest episode", method: "GET", path: "/latest-episode", share: 15 },
  {
    name: "Blog search",
    method: "GET",
    path: "/blog?q=parenting",
    share: 15,
    expect: "Parenting Plans That Actually Work",
  },
  { name: "Blog post", method: "GET", path: "/blog/5a3b1e00-0000-4000-8000-000000000001", share: 15 },
  { name: "Episode page", method: "GET", path: "/episodes/spousal-support-myths-busted", share: 15 },
  { name: "search-episodes", method: "POST", path: "/api/functions/search-episodes", share: 15 },
];

/**
 * The static yardstick (scripts/bench/static-yardstick.ts, issue 9): each of these pages is captured
 * once from the bench server and served from memory by a plain node:http server, and the site's req/s
 * is compared with that server's.
 */
export const yardstickPaths = ["/", "/episodes/spousal-support-myths-busted", "/blog"];
