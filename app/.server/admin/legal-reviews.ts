import { and, asc, count, isNotNull, isNull, lt } from "drizzle-orm";
import type { LegalReviews } from "~/lib/admin-console";
import { reviewCutoff } from "~/lib/legal-review";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema/blog-posts";
import { episodes } from "../db/schema/episodes";

/** At most this many of each kind on the overview, oldest review first. */
const LIMIT = 25;

/**
 * Legal content due for review (issue 32), for /admin: episodes and posts whose "law reviewed on"
 * date is more than 18 months old, oldest first, and how many were never reviewed. Content with no
 * date is only counted: the sample archive (and an imported one) has none, and a list of every
 * episode would hide the few whose review has lapsed.
 */
export async function loadLegalReviews(db: Database, now = new Date()): Promise<LegalReviews> {
  const cutoff = reviewCutoff(now);
  const [dueEpisodes, duePosts, [neverEpisodes], [neverPosts]] = await Promise.all([
    db
      .select({ id: episodes.id, title: episodes.title, lawReviewedOn: episodes.lawReviewedOn })
      .from(episodes)
      .where(and(isNotNull(episodes.lawReviewedOn), lt(episodes.lawReviewedOn, cutoff)))
      .orderBy(asc(episodes.lawReviewedOn), asc(episodes.title))
      .limit(LIMIT),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, lawReviewedOn: blogPosts.lawReviewedOn })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.lawReviewedOn), lt(blogPosts.lawReviewedOn, cutoff)))
      .orderBy(asc(blogPosts.lawReviewedOn), asc(blogPosts.title))
      .limit(LIMIT),
    db.select({ total: count() }).from(episodes).where(isNull(episodes.lawReviewedOn)),
    db.select({ total: count() }).from(blogPosts).where(isNull(blogPosts.lawReviewedOn)),
  ]);
  const due = [
    ...dueEpisodes.map((row) => ({
      kind: "episode" as const,
      title: row.title,
      lawReviewedOn: row.lawReviewedOn!,
      editHref: `/admin/episodes?edit=${row.id}#episode-form`,
    })),
    ...duePosts.map((row) => ({
      kind: "post" as const,
      title: row.title,
      lawReviewedOn: row.lawReviewedOn!,
      editHref: `/admin/blog?edit=${row.id}#blog-form`,
    })),
  ].sort((a, b) => a.lawReviewedOn.localeCompare(b.lawReviewedOn) || a.title.localeCompare(b.title));
  return { cutoff, due, neverReviewed: { episodes: neverEpisodes!.total, posts: neverPosts!.total } };
}
