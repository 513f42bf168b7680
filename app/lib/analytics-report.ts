/**
 * What /admin/analytics shows (docs/decisions/0028-privacy-first-analytics.md), shared by the
 * loader (app/.server/analytics/analytics-report.ts) and the page: the periods, the tables, the row
 * and figure types. Browser-safe.
 */
export const analyticsPeriods = [7, 30] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export function analyticsPeriodOf(url: URL): AnalyticsPeriod {
  const days = Number(url.searchParams.get("days"));
  return (analyticsPeriods as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : 7;
}

export type AnalyticsTotals = { visitors: number; pageViews: number; plays: number; listeningHours: number };

export const analyticsTables = {
  pages: { title: "Top pages", dimension: "path", label: "Page", columns: ["visitors", "pageViews"] },
  episodes: {
    title: "Top episodes",
    dimension: "episode",
    label: "Episode",
    columns: ["plays", "listeningHours", "completions"],
  },
  referrers: { title: "Referrers", dimension: "referrer", label: "Website", columns: ["visitors", "pageViews"] },
  campaigns: {
    title: "Campaigns",
    dimension: "campaign",
    label: "Source / medium / campaign",
    columns: ["visitors", "pageViews"],
  },
  devices: { title: "Devices", dimension: "device", label: "Device", columns: ["visitors", "pageViews"] },
} as const;
export type AnalyticsTableName = keyof typeof analyticsTables;
export type AnalyticsColumn = "visitors" | "pageViews" | "plays" | "listeningHours" | "completions";

export const analyticsColumnLabels: Record<AnalyticsColumn, string> = {
  visitors: "Visitors",
  pageViews: "Page views",
  plays: "Plays",
  listeningHours: "Listening hours",
  completions: "Completed",
};

export type AnalyticsTableRow = { value: string } & Record<AnalyticsColumn, number>;

/**
 * How often a day under way is counted again; past a few thousand events the dashboard shows it as of
 * its last count (app/.server/analytics/analytics-live-days.ts).
 */
export const TODAY_COUNT_MINUTES = 5;

export type AnalyticsReport = {
  days: AnalyticsPeriod;
  /** A busy day under way read from its last count: the day and the count's time (`HH:MM`, UTC). */
  countedAsOf: { day: string; time: string } | null;
  /** First and last day of the period, UTC (`YYYY-MM-DD`). */
  from: string;
  to: string;
  current: AnalyticsTotals;
  previous: AnalyticsTotals;
  tables: Record<AnalyticsTableName, AnalyticsTableRow[]>;
};
