/**
 * `npm run bench`: builds the site, starts the production server with an empty database, and measures
 * Lighthouse scores, first-load JavaScript, HTTP throughput route by route and under mixed traffic
 * against the budgets of DESIGN.md section 6, the mixed traffic also against a second server with the page cache
 * off, and the static yardstick (the site's req/s as a share of a plain Node server replaying its pages); then
 * times the episode search in-process at 5,000 synthetic episodes. See docs/bench.md.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseBenchArgs, usage, type BenchOptions } from "./args.ts";
import { checkBudgets } from "./budgets.ts";
import { buildSite } from "./build.ts";
import { chromePath, launchChrome } from "./chrome.ts";
import { installSignalHandlers, runCleanups } from "./cleanup.ts";
import { measureFirstLoadJs } from "./first-load-js.ts";
import { runHttpLoad } from "./http-load.ts";
import { runLighthouse } from "./lighthouse.ts";
import { compareMixedRuns, runMixedLoad } from "./mixed-load.ts";
import { printReport, writeReport, type BenchReport } from "./report.ts";
import { benchRoutes, type BenchRoute } from "./routes.ts";
import { measureAnalyticsSpeed } from "./analytics-speed.ts";
import { measureImportSpeed } from "./import-speed.ts";
import { seedBenchData } from "./long-transcript-episode.ts";
import { measureSearchSpeed } from "./search-speed.ts";
import { startServer, type RunningServer } from "./server.ts";
import { measureMemory } from "./memory.ts";
import { runStaticYardstick } from "./static-yardstick.ts";
import type { HttpLoadResult } from "./types.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const resultsDir = path.join(projectRoot, "bench/results");
const resultsFile = path.join(resultsDir, "latest.json");

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function packageVersion(name: string): string {
  try {
    const file = path.join(projectRoot, "node_modules", name, "package.json");
    return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

function selectRoutes(requested: string[] | undefined): BenchRoute[] {
  if (!requested) return benchRoutes;
  return requested.map((routePath) => {
    const normalized = routePath.startsWith("/") ? routePath : `/${routePath}`;
    const known = benchRoutes.find((route) => route.path === normalized);
    if (known) return known;
    console.warn(`bench: ${normalized} is not in scripts/bench/routes.ts; measuring it with every budget`);
    return { path: normalized, name: normalized, budgets: { lighthouse: true, firstLoadJs: true } };
  });
}

/** The routes marked `httpLoad`, or the first selected route when none of the selected ones is. */
function loadTargets(routes: BenchRoute[]): BenchRoute[] {
  const marked = routes.filter((route) => route.httpLoad);
  return marked.length > 0 ? marked : routes.slice(0, 1);
}

async function measure(options: BenchOptions, routes: BenchRoute[], report: BenchReport): Promise<void> {
  const ownServer = ["search", "jobs", "memory", "analytics"];
  if (options.only.some((measurement) => !ownServer.includes(measurement))) await measureSite(options, routes, report);
  // Its own server on a fresh data folder, alone, so nothing else's memory or CPU is in its figures.
  if (options.only.includes("memory")) report.memory = await measureMemory(projectRoot);
  // In-process, after the server has stopped, so the two do not compete for the CPU.
  if (options.only.includes("search")) report.searchSpeed = await measureSearchSpeed({ runs: options.searchRuns });
  if (options.only.includes("jobs")) report.importSpeed = await measureImportSpeed();
  // Its own server (the beacons' burst) and then an in-process database of a million events.
  if (options.only.includes("analytics")) report.analyticsSpeed = await measureAnalyticsSpeed(projectRoot);
}

async function measureSite(options: BenchOptions, routes: BenchRoute[], report: BenchReport): Promise<void> {
  const paths = routes.map((route) => route.path);

  if (options.build) {
    await buildSite(projectRoot);
  } else if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    throw new Error("--no-build was given but there is no build/server/index.js: run without --no-build first");
  } else {
    console.log("bench: --no-build: using the existing build/");
  }

  // PAGE_CACHE=on even when the shell has it off: the budgets are for the server as deployed.
  const server = await startServer(projectRoot, { env: { PAGE_CACHE: "on" }, prepareDataDir: seedBenchData });
  report.origin = server.origin;

  // The second server, page cache off (same build, its own DATA_DIR and port), for the mixed run and the
  // yardstick: started when the first of them needs it, shared, and idle while the other server is measured.
  let cacheOff: Promise<RunningServer> | undefined;
  const cacheOffServer = async () => {
    cacheOff ??= startServer(projectRoot, {
      env: { PAGE_CACHE: "off" },
      label: "PAGE_CACHE=off",
      prepareDataDir: seedBenchData,
    });
    const started = await cacheOff;
    report.cacheOffOrigin = started.origin;
    return started;
  };

  if (options.only.includes("lighthouse")) {
    const chrome = await launchChrome([server.port]);
    report.environment.chromium = chrome.version;
    console.log(`bench: ${chrome.version} on debugging port ${chrome.port}`);
    const reportDir = path.join(resultsDir, "lighthouse");
    await rm(reportDir, { recursive: true, force: true });
    report.lighthouse = await runLighthouse({
      origin: server.origin,
      paths,
      chromePort: chrome.port,
      runs: options.lighthouseRuns,
      reportDir,
      projectRoot,
    });
    await chrome.close();
  }

  if (options.only.includes("js")) {
    report.firstLoadJs = await measureFirstLoadJs(server.origin, paths);
  }

  if (options.only.includes("load")) {
    const results: HttpLoadResult[] = [];
    for (const route of loadTargets(routes)) {
      try {
        results.push(
          await runHttpLoad({
            origin: server.origin,
            path: route.path,
            connections: options.connections,
            durationSeconds: options.duration,
          }),
        );
      } catch (error) {
        results.push({
          path: route.path,
          url: new URL(route.path, server.origin).href,
          connections: options.connections,
          durationSeconds: options.duration,
          requestsPerSecond: 0,
          totalRequests: 0,
          latencyMs: { p50: 0, p99: 0, average: 0, max: 0 },
          non2xx: 0,
          errors: 0,
          timeouts: 0,
          statusCodes: {},
          error: message(error),
        });
      }
    }
    report.httpLoad = results;
  }

  if (options.only.includes("mixed")) {
    const offServer = await cacheOffServer();
    const mixedOptions = { connections: options.mixedConnections, durationSeconds: options.mixedDuration };
    report.mixedLoad = await runMixedLoad({ ...mixedOptions, origin: server.origin, server: "page cache on" });
    report.mixedLoadCacheOff = await runMixedLoad({
      ...mixedOptions,
      origin: offServer.origin,
      server: "page cache off",
    });
    if (!report.mixedLoad.error && !report.mixedLoadCacheOff.error) {
      report.mixedCacheEffect = compareMixedRuns(report.mixedLoad, report.mixedLoadCacheOff);
    }
  }

  if (options.only.includes("yardstick")) {
    const offServer = await cacheOffServer();
    report.staticYardstick = await runStaticYardstick({
      projectRoot,
      origin: server.origin,
      cacheOffOrigin: offServer.origin,
      connections: options.yardstickConnections,
      durationSeconds: options.yardstickDuration,
    });
  }

  console.log("bench: stopping the server...");
  if (cacheOff) await (await cacheOff).stop();
  await server.stop();
}

async function main(): Promise<number> {
  installSignalHandlers();

  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`bench: ${message(error)}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }

  const routes = selectRoutes(options.routes);
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    units: { kilobyte: "1 KB = 1024 bytes; JavaScript sizes are gzip", times: "milliseconds unless a unit is given" },
    environment: {
      commit: gitCommit(),
      node: process.version,
      lighthouse: packageVersion("lighthouse"),
      autocannon: packageVersion("autocannon"),
      pglite: packageVersion("@electric-sql/pglite"),
      cpu: `${os.cpus().length} x ${os.cpus()[0]?.model ?? "unknown"}`,
      platform: `${os.platform()} ${os.release()}`,
    },
    options: { ...options },
    origin: undefined,
    routes,
    lighthouse: undefined,
    firstLoadJs: undefined,
    httpLoad: undefined,
    mixedLoad: undefined,
    mixedLoadCacheOff: undefined,
    mixedCacheEffect: undefined,
    staticYardstick: undefined,
    searchSpeed: undefined,
    importSpeed: undefined,
    analyticsSpeed: undefined,
    memory: undefined,
    budgets: [],
    passed: false,
  };

  const startedAt = performance.now();
  try {
    // Fail before the (slow) build when Lighthouse cannot run anyway.
    if (options.only.includes("lighthouse") && !existsSync(chromePath())) {
      throw new Error(
        `Chromium not found at ${chromePath()}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH; ` +
          "to skip Lighthouse: npm run bench -- --only js,load,search",
      );
    }
    await measure(options, routes, report);
  } catch (error) {
    report.error = message(error);
    console.error(`\nbench: ERROR: ${report.error}`);
  } finally {
    await runCleanups();
  }

  report.budgets = checkBudgets({
    routes,
    lighthouse: report.lighthouse,
    firstLoadJs: report.firstLoadJs,
    httpLoad: report.httpLoad,
    mixedLoad: report.mixedLoad,
    searchSpeed: report.searchSpeed,
    importSpeed: report.importSpeed,
    analyticsSpeed: report.analyticsSpeed,
    memory: report.memory,
    staticYardstick: report.staticYardstick,
  });
  report.passed = !report.error && report.budgets.every((check) => check.pass);

  printReport(report);
  await writeReport(report, resultsFile);
  console.log(
    `Results written to ${path.relative(projectRoot, resultsFile)} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`,
  );

  if (report.error) return 2;
  if (!report.passed && options.fail) return 1;
  return 0;
}

process.exitCode = await main();
// Lighthouse and autocannon may leave timers or sockets behind; do not wait for them.
process.exit();
