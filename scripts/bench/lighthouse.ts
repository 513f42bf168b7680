/**
 * Lighthouse on each route, one after the other, in one Chromium: mobile form factor, default
 * (simulated) throttling, categories performance, accessibility, best practices and SEO.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import lighthouse, { generateReport, type Result as LighthouseReport } from "lighthouse";
import type { CategoryKey, FailingAudit, LighthouseResult } from "./types.ts";

export const categoryKeys: CategoryKey[] = ["performance", "accessibility", "best-practices", "seo"];

/** Audits that carry no pass/fail meaning. */
const unscoredModes = new Set(["informative", "notApplicable", "manual"]);

export function routeSlug(routePath: string): string {
  const slug = routePath.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9_-]+/g, "_");
  return slug || "home";
}

function failingAudits(lhr: LighthouseReport, key: CategoryKey): FailingAudit[] {
  const category = lhr.categories[key];
  if (!category) return [];
  const failing: FailingAudit[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || unscoredModes.has(audit.scoreDisplayMode)) continue;
    const errored = audit.scoreDisplayMode === "error";
    if (!errored && (audit.score === null || audit.score >= 1)) continue;
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(errored && audit.errorMessage ? { errorMessage: audit.errorMessage } : {}),
    });
  }
  // Worst first.
  return failing.sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
}

function numeric(lhr: LighthouseReport, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

function summarize(routePath: string, url: string, lhr: LighthouseReport): LighthouseResult {
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
    failingAudits: failing,
    runWarnings: lhr.runWarnings,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

function failedRun(routePath: string, url: string, message: string): LighthouseResult {
  return {
    path: routePath,
    url,
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    metrics: { lcpMs: null, tbtMs: null, cls: null, fcpMs: null },
    failingAudits: {},
    runWarnings: [],
    error: message,
  };
}

export async function runLighthouse(options: {
  origin: string;
  paths: string[];
  chromePort: number;
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
    let result: LighthouseResult;
    try {
      const run = await lighthouse(url, {
        port: options.chromePort,
        logLevel: "error",
        output: "json",
        formFactor: "mobile",
        onlyCategories: categoryKeys,
      });
      if (!run) throw new Error("Lighthouse returned no result");
      result = summarize(routePath, url, run.lhr);
      const reportFile = path.join(options.reportDir, `${routeSlug(routePath)}.html`);
      await writeFile(reportFile, generateReport(run.lhr, "html"));
      result.reportFile = path.relative(options.projectRoot, reportFile);
    } catch (error) {
      result = failedRun(routePath, url, error instanceof Error ? error.message : String(error));
    }
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const s = result.scores;
    console.log(
      result.error && s.performance === null
        ? `failed after ${seconds} s: ${result.error}`
        : `${seconds} s (perf ${s.performance ?? "-"}, a11y ${s.accessibility ?? "-"}, bp ${s["best-practices"] ?? "-"}, seo ${s.seo ?? "-"})`,
    );
    results.push(result);
  }
  return results;
}
