import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts, type NewBlogPost } from "../db/schema/blog-posts";
import { toBlogPostRow, type BlogPostDraft } from "./blog-post-draft";
import { urlIdentityKey } from "./canonical-url";

/** Held by every blog import's transaction, so two imports (two admins, two instances) never interleave. */
export const BLOG_IMPORT_LOCK = 7_340_010;

const INSERT_BATCH = 200;

export type AddBlogPostsResult = {
  /** Rows that landed. */
  imported: number;
  /** Drafts the site already had (or that repeat an earlier draft), left untouched. */
  alreadyPresent: number;
};

/**
 * Adds the posts the site does not have yet, in one transaction: an import lands whole or not at
 * all, and running it again reaches the same end.
 *
 * Identity is the canonical address. A draft is skipped, never used to update, when a post already
 * has that address as its `source_url` or its `content_url` (a card the owner made by hand that
 * links to the same post), compared loosely (urlIdentityKey: scheme, `www.`, trailing slash). The
 * unique index on `source_url` backs this up: a row another writer added meanwhile is skipped by
 * the database, and only rows that landed are counted.
 */
export async function addBlogPosts(db: Database, drafts: readonly BlogPostDraft[]): Promise<AddBlogPostsResult> {
  if (drafts.length === 0) return { imported: 0, alreadyPresent: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_IMPORT_LOCK})`);
    const existing = await tx
      .select({ sourceUrl: blogPosts.sourceUrl, contentUrl: blogPosts.contentUrl })
      .from(blogPosts);
    const known = new Set<string>();
    for (const row of existing) {
      for (const url of [row.sourceUrl, row.contentUrl]) {
        if (url && /^https?:\/\//i.test(url)) known.add(urlIdentityKey(url));
      }
    }

    const now = new Date();
    const rows: NewBlogPost[] = [];
    for (const draft of drafts) {
      const key = urlIdentityKey(draft.canonicalUrl);
      if (known.has(key)) continue;
      known.add(key);
      rows.push(toBlogPostRow(draft, now));
    }

    let imported = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const inserted = await tx
        .insert(blogPosts)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ id: blogPosts.id });
      imported += inserted.length;
    }
    return { imported, alreadyPresent: drafts.length - imported };
  });
}
