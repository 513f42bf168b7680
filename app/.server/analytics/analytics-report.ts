import {
  analyticsColumnLabels,
  analyticsTables,
  type AnalyticsPeriod,
  type AnalyticsReport,
  type AnalyticsTableName,
  type AnalyticsTableRow,
  type AnalyticsTotals,
} from "~/lib/analytics-report";
import type { Database } from "../db/client";
import { periodDays } from "./analytics-live-days";
import { addDays, periodFigures, type DailyFigures } from "./analytics-rollups";
import { utcDay } from "./visitor-hash";

/** Rows per table on the page and in its CSV. */
const TABLE_ROWS = 50;

const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

function totalsOf(figures: DailyFigures[]): AnalyticsTotals {
  const total = figures.find((row) => row.dimension === "total");
  return {
    visitors: total?.visitors ?? 0,
    pageViews: total?.pageViews ?? 0,
    plays: total?.plays ?? 0,
    listeningHours: hours(total?.listenedSeconds ?? 0),
  };
}

function tableOf(figures: DailyFigures[], name: AnalyticsTableName): AnalyticsTableRow[] {
  const { dimension } = analyticsTables[name];
  const sortKey = name === "episodes" ? "plays" : "pageViews";
  return figures
    .filter((row) => row.dimension === dimension)
    .map((row) => ({
      value: row.value,
      visitors: row.visitors,
      pageViews: row.pageViews,
      plays: row.plays,
      listeningHours: hours(row.listenedSeconds),
      completions: row.completions,
    }))
    .sort((a, b) => b[sortKey] - a[sortKey] || b.visitors - a.visitors || a.value.localeCompare(b.value))
    .slice(0, TABLE_ROWS);
}

/** The last `days` days (today included) against the `days` before them. */
export async function loadAnalyticsReport(
  db: Database,
  days: AnalyticsPeriod,
  now: Date = new Date(),
): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = addDays(to, 1 - days);
  const currentDays = await periodDays(db, from, to);
  const [current, previous] = await Promise.all([
    periodFigures(db, from, to, currentDays),
    periodFigures(db, addDays(from, -days), addDays(from, -1)),
  ]);
  const { partial } = currentDays;
  const latest = partial.at(-1);
  const countedAsOf = latest ? { day: latest.day, time: latest.countedAt.toISOString().slice(11, 16) } : null;
  const tables = Object.fromEntries(
    (Object.keys(analyticsTables) as AnalyticsTableName[]).map((name) => [name, tableOf(current, name)]),
  ) as AnalyticsReport["tables"];
  return { days, from, to, countedAsOf, current: totalsOf(current), previous: totalsOf(previous), tables };
}

/**
 * A spreadsheet cell: quoted, and a value a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a return) gets a leading apostrophe, so a crafted path or campaign stays text.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One of the report's tables as CSV (what its Export CSV link downloads). */
export function analyticsTableCsv(report: AnalyticsReport, name: AnalyticsTableName): string {
  const table = analyticsTables[name];
  const lines = [
    [table.label, ...table.columns.map((column) => analyticsColumnLabels[column])].map(csvCell).join(","),
    ...report.tables[name].map((row) =>
      [row.value, ...table.columns.map((column) => row[column])].map(csvCell).join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
