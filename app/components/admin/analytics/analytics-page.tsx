import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ListeningReport } from "~/lib/analytics-listening";
import {
  analyticsColumnLabels,
  analyticsPeriods,
  analyticsTables,
  TODAY_COUNT_MINUTES,
  type AnalyticsReport,
  type AnalyticsTableName,
  type AnalyticsTotals,
} from "~/lib/analytics-report";
import { DailyVisitsChart } from "./daily-visits-chart";
import { EpisodeListening } from "./episode-listening";
import { FiguresTable } from "./figures-table";

const numberFormat = new Intl.NumberFormat("en-US");

/** The change from the previous period, in words a screen reader reads as they are. */
function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new";
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent === 0 ? "no change" : `${percent > 0 ? "+" : ""}${percent}%`;
}

function Stat({ label, name, totals }: { label: string; name: keyof AnalyticsTotals; totals: AnalyticsReport }) {
  const current = totals.current[name];
  const previous = totals.previous[name];
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">{numberFormat.format(current)}</dd>
      <dd className="mt-1 text-sm text-ink-700">
        {change(current, previous)} <span className="sr-only">against</span>
        <span aria-hidden="true">vs</span> {numberFormat.format(previous)} before
      </dd>
    </div>
  );
}

function ReportTable({ report, name }: { report: AnalyticsReport; name: AnalyticsTableName }) {
  const table = analyticsTables[name];
  return (
    <FiguresTable
      name={name}
      days={report.days}
      title={table.title}
      label={table.label}
      columns={table.columns.map((key) => ({ key, label: analyticsColumnLabels[key] }))}
      rows={report.tables[name]}
    />
  );
}

/**
 * Visits and listening for the last 7 or 30 days against the period before: headline figures and
 * the tables behind them, each with its CSV. Every value is text React escapes.
 */
export function AnalyticsPage({
  report,
  listening,
  children,
}: {
  report: AnalyticsReport;
  listening?: ListeningReport;
  children?: ReactNode;
}) {
  return (
    <section className="mt-8" aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="font-serif text-2xl font-bold text-ink-900">
        Analytics
      </h2>
      <p className="mt-3 text-ink-700">
        Page views and plays on this site, counted without cookies or IP addresses. A visitor counts once a day. From{" "}
        {report.from} to {report.to} (UTC).
        {report.countedAsOf
          ? ` Figures for ${report.countedAsOf.day} are as of ${report.countedAsOf.time} UTC: a busy day is counted again every ${TODAY_COUNT_MINUTES} minutes.`
          : null}
      </p>
      <nav aria-label="Period" className="mt-6 flex flex-wrap items-center gap-2">
        {analyticsPeriods.map((period) => (
          <Link
            key={period}
            to={`/admin/analytics?days=${period}`}
            aria-current={period === report.days ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm font-semibold ${
              period === report.days ? "border-brand-700 bg-brand-700 text-white" : "border-sand-200 text-ink-900"
            }`}
          >
            Last {period} days
          </Link>
        ))}
      </nav>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Visitors" name="visitors" totals={report} />
        <Stat label="Page views" name="pageViews" totals={report} />
        <Stat label="Plays" name="plays" totals={report} />
        <Stat label="Listening hours" name="listeningHours" totals={report} />
      </dl>
      {listening ? (
        <DailyVisitsChart daily={listening.daily} summary={listening.dailySummary} days={report.days} />
      ) : null}
      {(Object.keys(analyticsTables) as AnalyticsTableName[]).map((name) => (
        <ReportTable key={name} report={report} name={name} />
      ))}
      {listening ? <EpisodeListening listening={listening} days={report.days} /> : null}
      {/* More sections from the route (conversions, the delete-all button), each in its own file. */}
      {children}
    </section>
  );
}
