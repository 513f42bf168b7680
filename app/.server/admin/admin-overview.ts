import { count, isNotNull, max, sql } from "drizzle-orm";
import type { AdminOverview } from "~/lib/admin-console";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema/blog-posts";
import { contactMessages } from "../db/schema/contact-messages";
import { episodes } from "../db/schema/episodes";

/** The figures on /admin: four small aggregate queries, whatever the size of the archive. */
export async function loadAdminOverview(db: Database): Promise<AdminOverview> {
  const [[episodeRow], [postRow], [messageRow]] = await Promise.all([
    db
      .select({
        total: count(),
        favorites: sql<number>`count(*) filter (where ${episodes.isFavorite})`.mapWith(Number),
        hasLatest: sql<boolean>`coalesce(bool_or(${episodes.isLatest}), false)`,
        // Episodes from the feed carry its GUID; the sample episodes and hand-made ones do not.
        lastImport: max(sql`case when ${isNotNull(episodes.sourceGuid)} then ${episodes.createdAt} end`),
      })
      .from(episodes),
    db
      .select({
        total: count(),
        featured: sql<number>`count(*) filter (where ${blogPosts.isFeatured})`.mapWith(Number),
        lastImport: max(sql`case when ${isNotNull(blogPosts.sourceUrl)} then ${blogPosts.createdAt} end`),
      })
      .from(blogPosts),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(Number),
      })
      .from(contactMessages),
  ]);
  return {
    episodes: { total: episodeRow!.total, favorites: episodeRow!.favorites, hasLatest: Boolean(episodeRow!.hasLatest) },
    posts: { total: postRow!.total, featured: postRow!.featured },
    messages: { total: messageRow!.total, unread: messageRow!.unread },
    lastEpisodeImport: isoOrNull(episodeRow!.lastImport),
    lastBlogImport: isoOrNull(postRow!.lastImport),
  };
}

function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}
