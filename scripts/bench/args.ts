/** Command-line flags of `npm run bench`. */
import { parseArgs } from "node:util";
import { mixedRoutes } from "./routes.ts";

export type Measurement =
  "lighthouse" | "js" | "load" | "mixed" | "yardstick" | "search" | "jobs" | "memory" | "analytics";
export const allMeasurements: Measurement[] = [
  "lighthouse",
  "js",
  "load",
  "mixed",
  "yardstick",
  "search",
  "jobs",
  "memory",
  "analytics",
];

export type BenchOptions = {
  build: boolean;
  fail: boolean;
  only: Measurement[];
  /** Paths given with --routes, or undefined for every route in routes.ts. */
  routes: string[] | undefined;
  duration: number;
  connections: number;
  /** The mixed-traffic run: connections in all, split over its routes, and seconds. */
  mixedConnections: number;
  mixedDuration: number;
  /** The static yardstick: connections and seconds of each of its autocannon runs. */
  yardstickConnections: number;
  yardstickDuration: number;
  /** Lighthouse audits per route; the median by Performance score is reported. */
  lighthouseRuns: number;
  /** Timed runs of each query in the episode search measurement, after one warm-up run. */
  searchRuns: number;
  help: boolean;
};

export const usage = `Usage: npm run bench -- [options]

  --no-build            use the existing build/ instead of running \`react-router build\`
  --no-fail             exit 0 even when a budget fails
  --only LIST           comma-separated subset of: lighthouse,js,load,mixed,yardstick,search,jobs,memory,analytics (default: all)
  --routes LIST         comma-separated paths, e.g. /,/about (default: all in scripts/bench/routes.ts)
  --duration SECONDS    HTTP load duration (default 10)
  --connections N       HTTP load connections (default 50)
  --mixed-duration SECONDS  mixed-traffic run duration (default 30)
  --mixed-connections N     mixed-traffic connections in all, at least 6 (default 100)
  --yardstick-duration SECONDS  each static-yardstick run (site, yardstick, cache off; per route) (default 8)
  --yardstick-connections N     static-yardstick connections (default 20)
  --lighthouse-runs N   Lighthouse audits per route, the median is reported (default 5)
  --search-runs N       timed runs of each episode search query (default 5)
  -h, --help            show this help
`;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return value;
}

function list(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  return raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowNegative: true,
    options: {
      build: { type: "boolean", default: true },
      fail: { type: "boolean", default: true },
      only: { type: "string" },
      routes: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      "mixed-connections": { type: "string" },
      "mixed-duration": { type: "string" },
      "yardstick-connections": { type: "string" },
      "yardstick-duration": { type: "string" },
      "lighthouse-runs": { type: "string" },
      "search-runs": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });

  const only = list(values.only) ?? allMeasurements;
  for (const item of only) {
    if (!allMeasurements.includes(item as Measurement)) {
      throw new Error(`--only: unknown measurement "${item}" (choose from ${allMeasurements.join(", ")})`);
    }
  }
  if (only.length === 0) throw new Error(`--only: give at least one of ${allMeasurements.join(", ")}`);

  const mixedConnections = positiveInt("mixed-connections", values["mixed-connections"], 100);
  if (mixedConnections < mixedRoutes.length) {
    throw new Error(
      `--mixed-connections must be at least ${mixedRoutes.length} (one per route), got ${mixedConnections}`,
    );
  }

  return {
    build: values.build,
    fail: values.fail,
    only: only as Measurement[],
    routes: list(values.routes),
    duration: positiveInt("duration", values.duration, 10),
    connections: positiveInt("connections", values.connections, 50),
    mixedConnections,
    mixedDuration: positiveInt("mixed-duration", values["mixed-duration"], 30),
    yardstickConnections: positiveInt("yardstick-connections", values["yardstick-connections"], 20),
    yardstickDuration: positiveInt("yardstick-duration", values["yardstick-duration"], 8),
    lighthouseRuns: positiveInt("lighthouse-runs", values["lighthouse-runs"], 5),
    searchRuns: positiveInt("search-runs", values["search-runs"], 5),
    help: values.help,
  };
}
