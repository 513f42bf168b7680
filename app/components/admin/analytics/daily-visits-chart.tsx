import type { DailyVisits } from "~/lib/analytics-listening";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * Visitors and page views per day of the period: an SVG drawn with the page (no charting library),
 * one sentence for screen readers (its role="img" label, written by the loader), and the same
 * figures in a table under a disclosure and in a CSV. Its shapes stretch with the page's width
 * (`preserveAspectRatio="none"`); the words around it are HTML, so they keep their size.
 */
export function DailyVisitsChart({ daily, summary, days }: { daily: DailyVisits[]; summary: string; days: number }) {
  const top = Math.max(1, ...daily.map((day) => Math.max(day.visitors, day.pageViews)));
  const step = 10;
  const height = (value: number) => (value / top) * 100;
  return (
    <section aria-labelledby="analytics-daily" className="mt-10">
      <div className="flex flex-wrap items-baseline gap-3">
        <h3 id="analytics-daily" className="font-serif text-xl font-bold text-ink-900">
          Visitors and page views per day
        </h3>
        <a
          href={`/admin/analytics.csv?days=${days}&table=daily`}
          download
          className="ml-auto rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          Export CSV<span className="sr-only">: visitors and page views per day</span>
        </a>
      </div>
      <figure className="mt-3">
        <div className="flex gap-2">
          <div
            aria-hidden="true"
            className="flex h-40 flex-col justify-between text-right text-xs text-ink-700 tabular-nums"
          >
            <span>{numberFormat.format(top)}</span>
            <span>0</span>
          </div>
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${daily.length * step} 100`}
            preserveAspectRatio="none"
            className="h-40 min-w-0 flex-1 border-b border-l border-sand-300 bg-white"
            data-chart="daily"
          >
            {daily.map((day, index) => (
              <g key={day.day}>
                <rect
                  x={index * step + 1}
                  y={100 - height(day.pageViews)}
                  width={step - 2}
                  height={height(day.pageViews)}
                  className="fill-brand-200"
                />
                <rect
                  x={index * step + 3}
                  y={100 - height(day.visitors)}
                  width={step - 6}
                  height={height(day.visitors)}
                  className="fill-brand-700"
                />
              </g>
            ))}
          </svg>
        </div>
        <div aria-hidden="true" className="mt-1 flex justify-between pl-8 text-xs text-ink-700">
          <span>{daily[0]?.day}</span>
          <span>{daily.at(-1)?.day}</span>
        </div>
        <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-ink-700">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-3 bg-brand-700" />
            Visitors
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-3 bg-brand-200" />
            Page views
          </span>
        </figcaption>
      </figure>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          Table: visitors and page views per day
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visitors and page views per day</caption>
            <thead>
              <tr className="border-b border-sand-200 text-ink-700">
                <th scope="col" className="py-2">
                  Day
                </th>
                <th scope="col" className="py-2 pl-3 text-right">
                  Visitors
                </th>
                <th scope="col" className="py-2 pl-3 text-right">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.day} className="border-b border-sand-100">
                  <th scope="row" className="py-2 font-normal text-ink-900">
                    {day.day}
                  </th>
                  <td className="py-2 pl-3 text-right tabular-nums">{numberFormat.format(day.visitors)}</td>
                  <td className="py-2 pl-3 text-right tabular-nums">{numberFormat.format(day.pageViews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
