/** The budgets of DESIGN.md section 6 that `npm run bench` checks, and how results compare with them. */
import type { BenchRoute } from "./routes.ts";
import type { SearchSpeedResult } from "./search-speed.ts";
import type { BudgetCheck, CategoryKey, FirstLoadJsResult, HttpLoadResult, LighthouseResult } from "./types.ts";

/** Minimum Lighthouse score (0-100) per category, mobile. */
export const lighthouseBudgets: Record<CategoryKey, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** JavaScript on a public page's first load, gzip. 1 KB = 1024 bytes. */
export const firstLoadJsBudgetBytes = 150 * 1024;

/** Episode search (the chat assistant's retrieval), server time p95 at 5,000 episodes. */
export const searchSpeedBudgetMs = 50;

export const categoryLabels: Record<CategoryKey, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkBudgets(input: {
  routes: BenchRoute[];
  lighthouse: LighthouseResult[] | undefined;
  firstLoadJs: FirstLoadJsResult[] | undefined;
  httpLoad: HttpLoadResult[] | undefined;
  searchSpeed?: SearchSpeedResult[] | undefined;
}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const budgetsFor = (path: string) => input.routes.find((route) => route.path === path)?.budgets;

  for (const result of input.lighthouse ?? []) {
    if (!budgetsFor(result.path)?.lighthouse) continue;
    for (const [key, minimum] of Object.entries(lighthouseBudgets) as Array<[CategoryKey, number]>) {
      const score = result.scores[key];
      checks.push({
        name: `Lighthouse ${categoryLabels[key]} ${result.path}`,
        actual: score === null ? `n/a${result.error ? ` (${result.error})` : ""}` : String(score),
        limit: minimum === 100 ? "= 100" : `>= ${minimum}`,
        pass: score !== null && score >= minimum,
      });
    }
  }

  for (const result of input.firstLoadJs ?? []) {
    if (!budgetsFor(result.path)?.firstLoadJs) continue;
    checks.push({
      name: `First-load JS ${result.path}`,
      actual: `${kb(result.totalGzipBytes)} gzip${result.error ? ` (incomplete: ${result.error})` : ""}`,
      limit: `<= ${kb(firstLoadJsBudgetBytes)}`,
      pass: !result.error && result.totalGzipBytes <= firstLoadJsBudgetBytes,
    });
  }

  // Not a speed budget: a run with failed requests measures the wrong thing.
  for (const result of input.httpLoad ?? []) {
    const failures = result.non2xx + result.errors + result.timeouts;
    checks.push({
      name: `HTTP load ${result.path}: every response 2xx`,
      actual: result.error
        ? `n/a (${result.error})`
        : `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      limit: "0 failures",
      pass: !result.error && failures === 0,
    });
  }

  for (const result of input.searchSpeed ?? []) {
    checks.push({
      name: `Episode search p95, ${result.episodes} episodes (${result.database})`,
      actual: result.error ? `n/a (${result.error})` : `${result.latencyMs.p95} ms`,
      limit: `<= ${searchSpeedBudgetMs} ms`,
      pass: !result.error && result.latencyMs.p95 <= searchSpeedBudgetMs,
    });
  }
  return checks;
}
