/**
 * Lighthouse on each route, one after the other, in one Chromium: mobile form factor, default
 * (simulated) throttling, categories performance, accessibility, best practices and SEO.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import lighthouse, { generateReport, type Result as LighthouseReport } from "lighthouse";
import type { CategoryKey, FailingAudit, LighthouseResult } from "./types.ts";

export const categoryKeys: CategoryKey[] = ["performance", "accessibility", "best-practices", "seo"];

/** A run that ends in a Lighthouse runtime error (e.g. NO_NAVSTART, a flaky trace) is tried this often. */
const maxAttempts = 3;
/** Offending items kept per failing audit. */
const itemsPerAudit = 5;

/** Audits that carry no pass/fail meaning. */
const unscoredModes = new Set(["informative", "notApplicable", "manual"]);

export function routeSlug(routePath: string): string {
  const slug = routePath.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9_-]+/g, "_");
  return slug || "home";
}

const clip = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

type DetailItem = {
  node?: { selector?: string; snippet?: string; nodeLabel?: string };
  description?: unknown;
  url?: unknown;
  sourceLocation?: { url?: unknown };
};

/** One line per offending item of an audit's details table, when it has one. */
function auditItems(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const lines: string[] = [];
  for (const raw of items.slice(0, itemsPerAudit) as DetailItem[]) {
    if (!raw || typeof raw !== "object") continue;
    let line = "";
    if (raw.node && (raw.node.selector || raw.node.snippet)) {
      line = [raw.node.selector, raw.node.snippet].filter(Boolean).join("  ");
    } else if (typeof raw.description === "string") {
      const where = raw.sourceLocation?.url ?? raw.url;
      line = typeof where === "string" && where ? `${raw.description} (${where})` : raw.description;
    } else if (typeof raw.url === "string") {
      line = raw.url;
    }
    if (line) lines.push(clip(line));
  }
  return lines;
}

function failingAudits(lhr: LighthouseReport, key: CategoryKey): FailingAudit[] {
  const category = lhr.categories[key];
  if (!category) return [];
  const failing: FailingAudit[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || unscoredModes.has(audit.scoreDisplayMode)) continue;
    const errored = audit.scoreDisplayMode === "error";
    // After a runtime error every metric errors too; the run error alone says it better.
    if (errored && lhr.runtimeError) continue;
    if (!errored && (audit.score === null || audit.score >= 1)) continue;
    const items = auditItems(audit.details);
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(errored && audit.errorMessage ? { errorMessage: audit.errorMessage } : {}),
      ...(items.length > 0 ? { items } : {}),
    });
  }
  // Worst first.
  return failing.sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
}

/** The transfer size of every script in the run's network requests (its `network-requests` audit). */
function scriptBytes(lhr: LighthouseReport): number | null {
  const details = lhr.audits["network-requests"]?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  if (!details?.items) return null;
  return details.items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function numeric(lhr: LighthouseReport, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

function summarize(routePath: string, url: string, lhr: LighthouseReport, attempts: number): LighthouseResult {
  const scores = {} as LighthouseResult["scores"];
  const failing: LighthouseResult["failingAudits"] = {};
  for (const key of categoryKeys) {
    const score = lhr.categories[key]?.score;
    scores[key] = typeof score === "number" ? Math.round(score * 100) : null;
    if (scores[key] !== 100) failing[key] = failingAudits(lhr, key);
  }
  return {
    path: routePath,
    url,
    scores,
    metrics: {
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
    },
    allJsBytes: scriptBytes(lhr),
    mainThreadMs: numeric(lhr, "mainthread-work-breakdown"),
    failingAudits: failing,
    runWarnings: lhr.runWarnings,
    attempts,
    ...(typeof lhr.environment?.benchmarkIndex === "number" ? { benchmarkIndex: lhr.environment.benchmarkIndex } : {}),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

function failedRun(routePath: string, url: string, message: string, attempts: number): LighthouseResult {
  return {
    path: routePath,
    url,
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    metrics: { lcpMs: null, tbtMs: null, cls: null, fcpMs: null },
    allJsBytes: null,
    mainThreadMs: null,
    failingAudits: {},
    runWarnings: [],
    attempts,
    error: message,
  };
}

async function auditRoute(
  routePath: string,
  url: string,
  chromePort: number,
  reportFile: string,
  projectRoot: string,
): Promise<LighthouseResult> {
  let result: LighthouseResult | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1) process.stdout.write(`(retry ${attempt - 1}: ${result?.error ?? "failed"}) ... `);
    try {
      const run = await lighthouse(url, {
        port: chromePort,
        logLevel: "error",
        output: "json",
        formFactor: "mobile",
        onlyCategories: categoryKeys,
      });
      if (!run) throw new Error("Lighthouse returned no result");
      result = summarize(routePath, url, run.lhr, attempt);
      result.reportHtml = generateReport(run.lhr, "html");
      result.reportFile = path.relative(projectRoot, reportFile);
    } catch (error) {
      result = failedRun(routePath, url, error instanceof Error ? error.message : String(error), attempt);
    }
    if (!result.error) break;
  }
  return result ?? failedRun(routePath, url, "not run", 0);
}

export async function runLighthouse(options: {
  origin: string;
  paths: string[];
  chromePort: number;
  /**
   * Audits per route. Lighthouse's simulated FCP swings by ~1.5 s between identical loads here
   * (whether the scripts finished before the observed first paint decides whether they count as
   * render-blocking), so one audit is a coin toss; Lighthouse's own guidance is the median of several.
   */
  runs: number;
  /** Folder for the HTML reports (absolute), and the project root to make their paths relative to. */
  reportDir: string;
  projectRoot: string;
}): Promise<LighthouseResult[]> {
  await mkdir(options.reportDir, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const routePath of options.paths) {
    const url = new URL(routePath, options.origin).href;
    const startedAt = performance.now();
    process.stdout.write(`bench: lighthouse ${routePath} ... `);
    const reportFile = path.join(options.reportDir, `${routeSlug(routePath)}.html`);
    const runs: LighthouseResult[] = [];
    for (let run = 0; run < options.runs; run++) {
      runs.push(await auditRoute(routePath, url, options.chromePort, reportFile, options.projectRoot));
    }
    const result = medianByPerformance(runs);
    if (runs.length > 1) {
      result.performanceRuns = runs.map((run) => run.scores.performance);
      result.benchmarkIndexRuns = runs.map((run) => run.benchmarkIndex);
      // Each figure is the median of its own runs (the budgets are medians), not the
      // figure of the run whose Performance score was the median.
      result.metrics.tbtMs = medianOf(runs.map((run) => run.metrics.tbtMs));
      result.mainThreadMs = medianOf(runs.map((run) => run.mainThreadMs));
      result.allJsBytes = medianOf(runs.map((run) => run.allJsBytes));
    }
    // The HTML report on disk is the last run's; rewrite it from the median run when it is kept.
    if (result.reportHtml) await writeFile(reportFile, result.reportHtml);
    delete result.reportHtml;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const s = result.scores;
    const scores = `perf ${s.performance ?? "-"}, a11y ${s.accessibility ?? "-"}, bp ${s["best-practices"] ?? "-"}, seo ${s.seo ?? "-"}`;
    const cpu = runs.map((run) => run.benchmarkIndex ?? "-").join("/");
    console.log(
      result.error
        ? `failed after ${seconds} s: ${result.error} (${scores})`
        : `${seconds} s (${scores}; CPU benchmark index ${cpu})`,
    );
    results.push(result);
  }
  return results;
}

/** The run whose Performance score is the median; with an even count, the lower middle (failed runs sort last). */
function medianOf(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor((known.length - 1) / 2)]!;
}

function medianByPerformance(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => (b.scores.performance ?? -1) - (a.scores.performance ?? -1));
  return sorted[Math.ceil((sorted.length - 1) / 2)]!;
}
