/** Prints the results as tables and budget lines, and writes them as JSON. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { categoryLabels } from "./budgets.ts";
import type { MixedCacheEffect, MixedLoadResult } from "./mixed-load.ts";
import type { BenchRoute } from "./routes.ts";
import type { MemoryResult } from "./memory.ts";
import type { AnalyticsSpeedResult } from "./analytics-speed.ts";
import type { ImportSpeedResult } from "./import-speed.ts";
import type { SearchSpeedResult } from "./search-speed.ts";
import type { StaticYardstickResult } from "./static-yardstick.ts";
import type { BudgetCheck, CategoryKey, FirstLoadJsResult, HttpLoadResult, LighthouseResult } from "./types.ts";

export type BenchReport = {
  generatedAt: string;
  units: { kilobyte: string; times: string };
  environment: Record<string, string>;
  options: Record<string, unknown>;
  origin: string | undefined;
  /** The second server, PAGE_CACHE=off, when the mixed run or the yardstick started it. */
  cacheOffOrigin?: string | undefined;
  routes: BenchRoute[];
  lighthouse: LighthouseResult[] | undefined;
  firstLoadJs: FirstLoadJsResult[] | undefined;
  httpLoad: HttpLoadResult[] | undefined;
  /** Every route of `mixedRoutes` (routes.ts) under load at the same time, per route. */
  mixedLoad: MixedLoadResult | undefined;
  /** The same mixed run against the PAGE_CACHE=off server (no budgets). */
  mixedLoadCacheOff: MixedLoadResult | undefined;
  /** The two mixed runs side by side: req/s and p99 per route, on, off and on ÷ off. */
  mixedCacheEffect: MixedCacheEffect | undefined;
  /** The site's req/s as a share of a plain node:http server replaying its pages, and with the cache off. */
  staticYardstick: StaticYardstickResult | undefined;
  /** Episode search server time at 5,000 synthetic episodes, per database. */
  searchSpeed: SearchSpeedResult[] | undefined;
  /** A 1,000-item feed import and an unchanged feed's sync, in-process on PGlite. */
  importSpeed: ImportSpeedResult | undefined;
  /** 1,000 beacons/s for 30 s into the server, and the analytics dashboard over 1,000,000 raw events. */
  analyticsSpeed: AnalyticsSpeedResult | undefined;
  /** The server process's RSS while starting, idle, under load and after a 5,000-item import. */
  memory: MemoryResult | undefined;
  budgets: BudgetCheck[];
  passed: boolean;
  /** Set when the run stopped early. */
  error?: string;
};

/** Console lines of failing audits shown per category; latest.json and the HTML reports have them all. */
const auditsShownPerCategory = 8;
const itemsShownPerAudit = 3;

function table(headers: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        rightAligned.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const firstLine = (text: string) => text.split("\n")[0] ?? text;
const ms = (value: number | null) =>
  value === null ? "-" : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
const score = (value: number | null | undefined) => (value === null || value === undefined ? "-" : String(value));

export function printReport(report: BenchReport): void {
  const paths = report.routes.map((route) => route.path);
  const lighthouseByPath = new Map(report.lighthouse?.map((result) => [result.path, result]));
  const jsByPath = new Map(report.firstLoadJs?.map((result) => [result.path, result]));

  const measuredSomething = Boolean(
    report.lighthouse ||
    report.firstLoadJs ||
    report.httpLoad ||
    report.mixedLoad ||
    report.staticYardstick ||
    report.searchSpeed ||
    report.importSpeed ||
    report.analyticsSpeed ||
    report.memory,
  );
  if (!measuredSomething) {
    console.log("\nNothing was measured: the benchmark stopped early (see the error above).");
    return;
  }

  const rows = paths.map((routePath) => {
    const lh = lighthouseByPath.get(routePath);
    const js = jsByPath.get(routePath);
    return [
      routePath,
      score(lh?.scores.performance) + (lh?.performanceRuns ? ` (${lh.performanceRuns.map(score).join("/")})` : ""),
      score(lh?.scores.accessibility),
      score(lh?.scores["best-practices"]),
      score(lh?.scores.seo),
      lh ? ms(lh.metrics.lcpMs) : "-",
      lh ? ms(lh.metrics.tbtMs) : "-",
      lh?.metrics.cls === null || lh?.metrics.cls === undefined ? "-" : lh.metrics.cls.toFixed(3),
      js ? `${(js.totalGzipBytes / 1024).toFixed(1)}${js.error ? " !" : ""}` : "-",
      lh?.allJsBytes === null || lh?.allJsBytes === undefined ? "-" : (lh.allJsBytes / 1024).toFixed(1),
      lh ? ms(lh.mainThreadMs) : "-",
      lh?.benchmarkIndexRuns
        ? lh.benchmarkIndexRuns.map((index) => index ?? "-").join("/")
        : String(lh?.benchmarkIndex ?? "-"),
    ];
  });
  // The route table has nothing to show when only the episode search was measured.
  if (report.lighthouse || report.firstLoadJs || report.httpLoad) {
    console.log(
      "\n=== Results (Lighthouse: mobile, simulated throttling, median of the runs in brackets; JS: gzip, 1 KB = 1024 bytes) ===\n",
    );
    console.log(
      table(
        [
          "Route",
          "Perf",
          "A11y",
          "Best Pr.",
          "SEO",
          "LCP",
          "TBT",
          "CLS",
          "First-load JS (KB gzip)",
          "All JS (KB)",
          "Main thread",
          "CPU index",
        ],
        rows,
        new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
      ),
    );
  }

  for (const load of report.httpLoad ?? []) {
    console.log(
      `\nHTTP load ${load.path} (autocannon, ${load.connections} connections, ${load.durationSeconds} s): ` +
        (load.error
          ? `failed: ${load.error}`
          : `${load.requestsPerSecond} req/s average, ${load.totalRequests} requests, latency p50 ${load.latencyMs.p50} ms / ` +
            `p99 ${load.latencyMs.p99} ms, ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts`),
    );
  }

  for (const mixed of [report.mixedLoad, report.mixedLoadCacheOff]) {
    if (!mixed) continue;
    console.log(
      `\nMixed traffic, ${mixed.server} (autocannon, ${mixed.connections} connections in all for ${mixed.durationSeconds} s, ` +
        "one instance per route, all at once): " +
        (mixed.error
          ? `failed: ${mixed.error}`
          : `${mixed.requestsPerSecond} req/s, ${mixed.totalRequests} requests in all\n`),
    );
    if (!mixed.error) {
      console.log(
        table(
          ["Route", "Conns", "Requests", "req/s", "p50", "p99", "Errors", "Timeouts", "429", "Other non-2xx", "Cache"],
          mixed.routes.map((route) => [
            `${route.method} ${route.path}${route.error ? ` (failed: ${route.error})` : ""}`,
            String(route.connections),
            String(route.totalRequests),
            String(route.requestsPerSecond),
            `${route.latencyMs.p50} ms`,
            `${route.latencyMs.p99} ms`,
            String(route.errors),
            String(route.timeouts),
            String(route.rateLimited),
            String(route.otherNon2xx),
            route.pageCache ?? "-",
          ]),
          new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
        ),
      );
      console.log(`429 on the search endpoint are the expected rate-limit answers (${mixed.searchClients}).`);
      for (const warning of mixed.warnings) console.log(`Check before the run: ${warning}`);
    }
  }
  if (report.mixedLoad && report.mixedLoadCacheOff) printMixedCacheEffect(report.mixedCacheEffect);
  if (report.staticYardstick) printStaticYardstick(report.staticYardstick);

  for (const search of report.searchSpeed ?? []) {
    console.log(
      `\nEpisode search on ${search.database} (${search.episodes} synthetic episodes with ${search.cuesPerEpisode}-cue ` +
        `transcripts, ${search.queries} queries x ` +
        `${search.runsPerQuery} runs, in-process): ` +
        (search.error
          ? `failed: ${search.error}`
          : `p50 ${search.latencyMs.p50} ms, p95 ${search.latencyMs.p95} ms, max ${search.latencyMs.max} ms; slowest: ` +
            search.slowest.map((slow) => `"${slow.query}" ${slow.medianMs} ms`).join(", ")),
    );
  }

  if (report.importSpeed) {
    const jobs = report.importSpeed;
    console.log(
      `\nImports (in-process, embedded database): ` +
        (jobs.error
          ? `failed: ${jobs.error}`
          : `${jobs.feedItems}-item feed imported in ${jobs.importMs.median} ms (median of ${jobs.importMs.runs.join(", ")} ms); ` +
            `unchanged feed synced in p50 ${jobs.unchangedSyncMs.p50} ms, p95 ${jobs.unchangedSyncMs.p95} ms, max ${jobs.unchangedSyncMs.max} ms`),
    );
  }

  if (report.analyticsSpeed) {
    const { ingest, dashboard, error } = report.analyticsSpeed;
    const page = (load: HttpLoadResult) => `${load.requestsPerSecond} req/s, p99 ${load.latencyMs.p99} ms`;
    console.log(
      `\nAnalytics: ` +
        (ingest
          ? `${ingest.targetPerSecond} beacons/s asked for ${ingest.durationSeconds} s: ${ingest.sent} sent, ` +
            `${ingest.answered} answered (${ingest.acceptedPerSecond}/s), ${ingest.stored} stored, ${ingest.errors} errors; ` +
            `${ingest.pageAlone.path} alone ${page(ingest.pageAlone)}, during the ingest ${page(ingest.pageDuringIngest)}. `
          : "") +
        (dashboard
          ? `Dashboard over ${dashboard.rawEvents} raw events (seeded in ${dashboard.seedSeconds} s, rolled up in ` +
            `${dashboard.rollUpSeconds} s, today counted in ${dashboard.todayCountMs} ms): ${dashboard.runs} reports, p50 ${dashboard.p50} ms, p95 ${dashboard.p95} ms, max ${dashboard.max} ms`
          : "") +
        (error ? ` Stopped early: ${error}` : ""),
    );
  }

  if (report.memory) {
    const memory = report.memory;
    console.log(
      `\nServer memory (RSS of the server process, MB; fresh data folder, sample content): ` +
        `peak while starting ${memory.startPeakMb}, idle ${memory.idleMb}, ` +
        `under load peak ${memory.loadPeakMb} (after ${memory.afterLoadMb}), ` +
        `import of ${memory.importedEpisodes} episodes in ${memory.importSeconds} s: peak ${memory.importPeakMb}, after ${memory.afterImportMb}` +
        (memory.error ? `; stopped early: ${memory.error}` : ""),
    );
  }

  const withFailures = (report.lighthouse ?? []).filter(
    (result) => result.error || Object.values(result.failingAudits).some((audits) => audits.length > 0),
  );
  if (withFailures.length > 0) {
    console.log("\nWhat Lighthouse flagged (audits scoring below 1):");
    for (const result of withFailures) {
      console.log(`  ${result.path}${result.reportFile ? `  (full report: ${result.reportFile})` : ""}`);
      if (result.error) console.log(`    error: ${result.error}`);
      for (const [key, audits] of Object.entries(result.failingAudits) as Array<
        [CategoryKey, LighthouseResult["failingAudits"][CategoryKey]]
      >) {
        if (!audits || audits.length === 0) continue;
        console.log(`    ${categoryLabels[key]} ${score(result.scores[key])}:`);
        for (const audit of audits.slice(0, auditsShownPerCategory)) {
          const value = audit.displayValue ? ` [${audit.displayValue}]` : "";
          const scoreText = audit.score === null ? "error" : audit.score.toFixed(2);
          console.log(`      - ${audit.id} (${scoreText}): ${audit.title}${value}`);
          // Performance audits list resources at length; the other categories name the exact culprits.
          if (key !== "performance") {
            for (const item of audit.items?.slice(0, itemsShownPerAudit) ?? []) console.log(`          ${item}`);
          }
        }
        if (audits.length > auditsShownPerCategory) {
          console.log(`      ... and ${audits.length - auditsShownPerCategory} more (see latest.json)`);
        }
      }
    }
  }

  const brokenJs = (report.firstLoadJs ?? []).filter((result) => result.error);
  for (const result of brokenJs) console.log(`\nFirst-load JS ${result.path}: ${result.error}`);

  console.log("\nBudgets (DESIGN.md section 6):");
  if (report.budgets.length === 0) console.log("  (no budget was measured in this run)");
  const nameWidth = Math.max(0, ...report.budgets.map((check) => check.name.length));
  for (const check of report.budgets) {
    console.log(
      `  ${check.pass ? "PASS" : "FAIL"}  ${check.name.padEnd(nameWidth)}  ${check.actual} (budget ${check.limit})`,
    );
  }
  const failed = report.budgets.filter((check) => !check.pass).length;
  console.log(
    report.error
      ? `\nThe benchmark stopped early, so some results are missing: ${firstLine(report.error)}`
      : `\n${failed === 0 ? "All budgets pass" : `${failed} of ${report.budgets.length} budgets fail`}.`,
  );
}

const times = (value: number | null) => (value === null ? "-" : `${value}×`);

function printMixedCacheEffect(effect: MixedCacheEffect | undefined): void {
  if (!effect) {
    console.log("\nPage cache on vs off: not compared (one of the two mixed runs failed).");
    return;
  }
  const total = effect.requestsPerSecond;
  console.log(
    `\nPage cache on vs off, mixed traffic (same run settings, two servers of the same build; budgets apply to "on" only): ` +
      `${total.on} vs ${total.off} req/s in all, ${times(total.ratio)}\n`,
  );
  console.log(
    table(
      ["Route", "req/s on", "req/s off", "on/off", "p99 on", "p99 off", "on/off", "Off: errors", "Off: other non-2xx"],
      effect.routes.map((row) => [
        `${row.method} ${row.path}${row.on.error || row.off.error ? ` (failed: ${row.on.error ?? row.off.error})` : ""}`,
        String(row.on.requestsPerSecond),
        String(row.off.requestsPerSecond),
        times(row.requestsPerSecondRatio),
        `${row.on.p99Ms} ms`,
        `${row.off.p99Ms} ms`,
        times(row.p99Ratio),
        String(row.off.errors),
        String(row.off.otherNon2xx),
      ]),
      new Set([1, 2, 3, 4, 5, 6, 7, 8]),
    ),
  );
  console.log("req/s on/off above 1: the cache lets more through; p99 on/off under 1: it shortens the tail.");
}

function printStaticYardstick(result: StaticYardstickResult): void {
  console.log(
    `\nStatic yardstick (autocannon, ${result.connections} connections for ${result.durationSeconds} s per run, ` +
      `Accept-Encoding: ${result.acceptEncoding}; per route in turn: site, yardstick, site with PAGE_CACHE=off)` +
      (result.error ? `: failed: ${result.error}` : ":\n"),
  );
  if (result.error) return;
  const failures = (run: HttpLoadResult | undefined) =>
    !run ? "-" : run.error ? "failed" : `${run.errors + run.timeouts}/${run.non2xx}`;
  const rps = (run: HttpLoadResult | undefined) => (!run || run.error ? "-" : String(run.requestsPerSecond));
  const p99 = (run: HttpLoadResult | undefined) => (!run || run.error ? "-" : `${run.latencyMs.p99} ms`);
  console.log(
    table(
      [
        "Route",
        "Site req/s",
        "Yardstick req/s",
        "Site/yardstick",
        "Site p99",
        "Yardstick p99",
        "Cache off req/s",
        "Cached/uncached",
        "Site err/non-2xx",
        "Yardstick err/non-2xx",
        "Cache off err/non-2xx",
      ],
      result.routes.map((route) => [
        `${route.path}${route.error ? ` (${route.error})` : ""}`,
        rps(route.site),
        rps(route.yardstick),
        route.percentOfYardstick === null ? "-" : `${route.percentOfYardstick}%`,
        p99(route.site),
        p99(route.yardstick),
        rps(route.siteCacheOff),
        times(route.cachedVsUncached),
        failures(route.site),
        failures(route.yardstick),
        failures(route.siteCacheOff),
      ]),
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    ),
  );
  for (const route of result.routes) {
    for (const [who, run] of [
      ["site", route.site],
      ["yardstick", route.yardstick],
      ["site, cache off", route.siteCacheOff],
    ] as const) {
      if (run?.error) console.log(`${route.path} (${who}): failed: ${run.error}`);
    }
  }
  console.log(
    `Site/yardstick: the site's req/s as a share of a plain node:http server answering the captured bytes and headers ` +
      `from memory. Budget: >= ${result.floorPercent}% per route (floor); aim: ${result.aimPercent}%.`,
  );
  console.log(
    "Captured: " +
      result.routes
        .filter((route) => route.captured)
        .map(
          (route) =>
            `${route.path} ${route.captured!.status} ${route.captured!.contentEncoding || "identity"} ` +
            `${(route.captured!.bytes / 1024).toFixed(1)} KB (X-Page-Cache ${route.captured!.pageCache})`,
        )
        .join("; "),
  );
  for (const warning of result.warnings) console.log(`Check before the runs: ${warning}`);
}

export async function writeReport(report: BenchReport, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
