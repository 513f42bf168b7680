import { Link } from "react-router";
import type { LegalReviews } from "~/lib/admin-console";
import { formatLongDate } from "~/lib/dates";
import { reviewAgeMonths } from "~/lib/legal-review";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * On /admin: the episodes and posts whose "law reviewed on" date is more than 18 months old, each
 * linked to its edit form, and how many were never reviewed (issue 32).
 */
export function LegalReviewsDue({ reviews }: { reviews: LegalReviews }) {
  const { due, neverReviewed } = reviews;
  return (
    <section
      aria-labelledby="legal-reviews-title"
      className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="legal-reviews-title" className="font-serif text-xl font-bold text-ink-900">
        Legal reviews due
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Episodes and posts whose law was last reviewed more than {reviewAgeMonths} months ago (before{" "}
        {formatLongDate(reviews.cutoff)}).
      </p>
      {due.length > 0 ? (
        <ul className="mt-3 divide-y divide-sand-200 text-sm">
          {due.map((item) => (
            <li key={item.editHref} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <Link to={item.editHref} className="font-semibold text-ink-900 hover:underline">
                {item.title}
              </Link>
              <span className="text-ink-700">
                {item.kind === "episode" ? "Episode" : "Blog post"}, reviewed {formatLongDate(item.lawReviewedOn)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm font-medium text-ink-900">None due.</p>
      )}
      <p className="mt-3 text-sm text-ink-700">
        Never reviewed: {plural(neverReviewed.episodes, "episode")} and {plural(neverReviewed.posts, "blog post")}.
      </p>
    </section>
  );
}
