/**
 * HTTP load on one route with autocannon (default 50 connections for 10 s). Also used by the static
 * yardstick (static-yardstick.ts), which sends other headers and names its runs.
 */
import autocannon from "autocannon";
import type { HttpLoadResult } from "./types.ts";

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function runHttpLoad(options: {
  origin: string;
  path: string;
  connections: number;
  durationSeconds: number;
  /** Request headers; the default asks for gzip and HTML. */
  headers?: Record<string, string>;
  /** Names the run in the log line (default "HTTP load"). */
  label?: string;
}): Promise<HttpLoadResult> {
  const url = new URL(options.path, options.origin).href;
  console.log(
    `bench: ${options.label ?? "HTTP load"} on ${options.path}: ${options.connections} connections for ${options.durationSeconds} s...`,
  );
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    // Like a browser: ask for compression, so the measurement includes it.
    headers: options.headers ?? { "accept-encoding": "gzip", accept: "text/html" },
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(stats.count);
  return {
    path: options.path,
    url,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requestsPerSecond: round(result.requests.average),
    totalRequests: result.requests.total,
    latencyMs: {
      p50: round(result.latency.p50),
      p99: round(result.latency.p99),
      average: round(result.latency.average),
      max: round(result.latency.max),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}
