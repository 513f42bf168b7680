/** Shapes of the results written to bench/results/latest.json. */

export type CategoryKey = "performance" | "accessibility" | "best-practices" | "seo";

export type FailingAudit = {
  id: string;
  title: string;
  /** 0-1 as Lighthouse reports it (null when the audit itself errored). */
  score: number | null;
  displayValue?: string;
  /** Why the audit errored, when it did. */
  errorMessage?: string;
  /** A few of the offending items (element, console message, URL), to know where to look. */
  items?: string[];
};

export type LighthouseResult = {
  path: string;
  url: string;
  /** 0-100, or null when Lighthouse could not compute the category. */
  scores: Record<CategoryKey, number | null>;
  metrics: { lcpMs: number | null; tbtMs: number | null; cls: number | null; fcpMs: number | null };
  /**
   * Every script the page downloaded until the network was idle (Lighthouse waits for that), as sent
   * (gzip or brotli), in bytes: what a listener's phone pays, not only the first chunk.
   */
  allJsBytes: number | null;
  /** Main-thread work under Lighthouse's 4x CPU slowdown, in ms (its mainthread-work-breakdown). */
  mainThreadMs: number | null;
  /** For every category under 100: the audits that did not pass. */
  failingAudits: Partial<Record<CategoryKey, FailingAudit[]>>;
  runWarnings: string[];
  /** Set when the run failed outright (page did not load, Lighthouse crashed...) on every attempt. */
  error?: string;
  /** Lighthouse runs needed (a flaky run, e.g. NO_NAVSTART, is retried). */
  attempts: number;
  /** Full HTML report, relative to the project root. */
  reportFile?: string;
  /** The report's HTML, held in memory until the median run is chosen. */
  reportHtml?: string;
  /** Performance score of every audit of this route, when it was audited more than once. */
  performanceRuns?: (number | null)[];
  /**
   * Lighthouse's CPU benchmark index of the machine during the run (its \`environment.benchmarkIndex\`):
   * scores from machines or moments of different speed are compared through it.
   */
  benchmarkIndex?: number;
  /** The benchmark index of every audit of this route, in the order of \`performanceRuns\`. */
  benchmarkIndexRuns?: (number | undefined)[];
};

export type ScriptAsset = {
  url: string;
  /** How the page pulls it in on first load. */
  via: "script" | "modulepreload" | "inline-import" | "static-import" | "manifest";
  rawBytes: number;
  gzipBytes: number;
  /** True when the server sent it gzip-compressed; false when the harness gzipped it (level 9). */
  serverCompressed: boolean;
  /** Set when the asset could not be fetched (its sizes are then 0). */
  error?: string;
};

export type FirstLoadJsResult = {
  path: string;
  url: string;
  status: number;
  /** Sum over `assets`, in bytes. This is what the budget checks. */
  totalGzipBytes: number;
  totalRawBytes: number;
  /** JavaScript inline in the HTML (bootstrap, route manifest), gzipped on its own; not part of the budget. */
  inlineGzipBytes: number;
  assets: ScriptAsset[];
  error?: string;
};

export type HttpLoadResult = {
  path: string;
  url: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  error?: string;
};

export type BudgetCheck = {
  name: string;
  /** Human-readable actual value and limit, e.g. "97" and ">= 95". */
  actual: string;
  limit: string;
  pass: boolean;
};
