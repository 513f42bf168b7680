import { Link } from "react-router";
import { insightPeriods, type InsightsView } from "~/lib/listener-insights";

function percent(share: number | null): string {
  return share === null ? "—" : `${Math.round(share * 100)}%`;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink-900">{value}</dd>
    </div>
  );
}

/**
 * Listener insights: what listeners asked the assistant and the archive search, which questions no
 * episode answered (grouped, as topics to record next) and how often a result was opened.
 */
export function InsightsPage({ insights }: { insights: InsightsView }) {
  const { days, totals, openedShare, topQuestions, unansweredGroups } = insights;
  return (
    <section className="mt-8" aria-labelledby="insights-heading">
      <h2 id="insights-heading" className="font-serif text-2xl font-bold text-ink-900">
        Listener Insights
      </h2>
      <p className="mt-3 text-ink-700">
        What listeners asked the episode assistant and searched in the archive. Questions are kept 180 days, without any
        address, cookie or account.
      </p>

      <nav aria-label="Period" className="mt-6 flex flex-wrap items-center gap-2">
        {insightPeriods.map((period) => (
          <Link
            key={period}
            to={`/admin/insights?days=${period}`}
            aria-current={period === days ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm font-semibold ${
              period === days ? "border-brand-700 bg-brand-700 text-white" : "border-sand-200 text-ink-900"
            }`}
          >
            Last {period} days
          </Link>
        ))}
        <a
          href={`/admin/insights.csv?days=${days}`}
          download
          className="ml-auto rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          Export CSV
        </a>
      </nav>

      <dl className="mt-6 grid gap-4 sm:grid-cols-4">
        <Stat label="Questions" value={String(totals.questions)} />
        <Stat label="Answered with episodes" value={String(totals.answered)} />
        <Stat label="No episode found" value={String(totals.unanswered)} />
        <Stat label="Results opened" value={percent(openedShare)} />
      </dl>

      <h3 className="mt-10 font-serif text-xl font-bold text-ink-900">Top questions</h3>
      {topQuestions.length === 0 ? (
        <p className="mt-3 text-ink-700">No questions in this period yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-sand-200 text-ink-700">
              <th scope="col" className="py-2">
                Question
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Asked
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Answered
              </th>
              <th scope="col" className="py-2 pl-3 text-right">
                Opened
              </th>
            </tr>
          </thead>
          <tbody>
            {topQuestions.map((row) => (
              <tr key={row.question} className="border-b border-sand-100">
                <td className="py-2 pr-1 break-words text-ink-900">{row.question}</td>
                <td className="py-2 pl-3 text-right tabular-nums">{row.count}</td>
                <td className="py-2 pl-3 text-right tabular-nums">{row.answered}</td>
                <td className="py-2 pl-3 text-right tabular-nums">{row.opened}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3 className="mt-10 font-serif text-xl font-bold text-ink-900">Questions no episode answered</h3>
      <p className="mt-1 text-sm text-ink-700">Grouped by topic: ideas for the next episodes.</p>
      {unansweredGroups.length === 0 ? (
        <p className="mt-3 text-ink-700">Every question in this period found an episode.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {unansweredGroups.map((group) => (
            <li key={group.label} className="rounded-2xl border border-sand-200 bg-white p-4">
              <p className="font-semibold text-ink-900">
                {group.guest ? `More with ${group.guest}` : group.topic || group.label}{" "}
                <span className="font-normal text-ink-700">({group.count} asked)</span>
              </p>
              {group.guest ? (
                <p className="mt-1 text-sm text-ink-700">Already a guest on the show: listeners asked for more.</p>
              ) : null}
              {group.guest || group.topic ? (
                <p className="mt-1 text-sm text-ink-700">Asked most as: {group.label}</p>
              ) : null}
              {group.nearest ? (
                <p className="mt-1 text-sm text-ink-700">
                  Nearest episode:{" "}
                  <Link to={`/episodes/${group.nearest.slug}`} className="font-medium text-brand-700 underline">
                    {group.nearest.title}
                  </Link>
                </p>
              ) : (
                <p className="mt-1 text-sm text-ink-700">No episode is near it yet.</p>
              )}
              {group.examples.length > 0 ? (
                <>
                  <p className="mt-1 text-sm text-ink-700">Also asked as:</p>
                  <ul className="mt-1 list-disc pl-5 text-sm text-ink-700">
                    {group.examples.map((example) => (
                      <li key={example}>{example}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
