import { Link } from "react-router";
import type { AdminOverview as AdminOverviewData } from "~/lib/admin-console";
import { formatDateTime } from "~/lib/dates";

function Figure({ label, value, detail, to }: { label: string; value: number; detail: string; to: string }) {
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <Link to={to} className="group block">
        <p className="text-sm font-semibold text-ink-700 group-hover:underline">{label}</p>
        <p className="mt-1 font-serif text-3xl font-bold text-ink-900">{value}</p>
        <p className="mt-1 text-sm text-ink-700">{detail}</p>
      </Link>
    </li>
  );
}

/** The owner's first screen: what the site holds, what needs an answer, and when imports last found something. */
export function AdminOverview({ overview }: { overview: AdminOverviewData }) {
  const { episodes, posts, messages } = overview;
  return (
    <div className="mt-8 space-y-8">
      <section aria-labelledby="overview-figures-title">
        <h2 id="overview-figures-title" className="font-serif text-2xl font-bold text-ink-900">
          Overview
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <Figure
            label="Episodes"
            value={episodes.total}
            detail={`${episodes.favorites} listener favorite${episodes.favorites === 1 ? "" : "s"}${episodes.hasLatest ? "" : ", no latest episode set"}`}
            to="/admin/episodes"
          />
          <Figure label="Blog posts" value={posts.total} detail={`${posts.featured} featured`} to="/admin/blog" />
          <Figure
            label="Unread messages"
            value={messages.unread}
            detail={`${messages.total} message${messages.total === 1 ? "" : "s"} in all`}
            to="/admin/messages"
          />
        </ul>
      </section>
      <section
        aria-labelledby="overview-imports-title"
        className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
      >
        <h2 id="overview-imports-title" className="font-serif text-xl font-bold text-ink-900">
          Imports
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-ink-900">Newest episode from the feed</dt>
          <dd className="text-ink-700">
            {overview.lastEpisodeImport ? formatDateTime(overview.lastEpisodeImport) : "None imported yet"}
          </dd>
          <dt className="font-semibold text-ink-900">Newest imported blog post</dt>
          <dd className="text-ink-700">
            {overview.lastBlogImport ? formatDateTime(overview.lastBlogImport) : "None imported yet"}
          </dd>
        </dl>
      </section>
    </div>
  );
}
