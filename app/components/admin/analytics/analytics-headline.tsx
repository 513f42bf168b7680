import { Link } from "react-router";
import type { AnalyticsHeadline } from "~/lib/analytics-conversions";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * This week's headline figures on the overview (/admin): the last 7 days of /admin/analytics, with
 * a link there. The route renders nothing with ANALYTICS=off (the loader answers null).
 */
export function AnalyticsHeadlineFigures({ headline }: { headline: AnalyticsHeadline }) {
  const figures = [
    ["Visitors", headline.visitors],
    ["Page views", headline.pageViews],
    ["Plays", headline.plays],
    ["Listening hours", headline.listeningHours],
    ["Messages", headline.messages],
  ] as const;
  return (
    <section
      aria-labelledby="overview-analytics-title"
      className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="overview-analytics-title" className="font-serif text-xl font-bold text-ink-900">
          This week
        </h2>
        <p className="text-sm text-ink-700">
          {headline.from} to {headline.to} (UTC)
        </p>
        <Link to="/admin/analytics" className="ml-auto text-sm font-semibold text-brand-800 underline">
          Open analytics
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-700">{label}</dt>
            <dd className="font-serif text-2xl font-bold text-ink-900 tabular-nums">{numberFormat.format(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
