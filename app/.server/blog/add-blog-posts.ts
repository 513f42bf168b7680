import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { giveWayToOtherQueries } from "../db/query-activity";
import { blogPosts, type NewBlogPost } from "../db/schema/blog-posts";
import { batchesOf } from "../db/write-in-batches";
import { toBlogPostRow, type BlogPostDraft } from "./blog-post-draft";
import { urlIdentityKey } from "./canonical-url";

/** Held by each batch of a blog import, so two imports (two admins, two instances) never interleave. */
export const BLOG_IMPORT_LOCK = 7_340_010;

export type AddBlogPostsResult = {
  /** Rows that landed. */
  imported: number;
  /** Drafts the site already had (or that repeat an earlier draft), left untouched. */
  alreadyPresent: number;
};

/**
 * Adds the posts the site does not have yet, in batches, each a short transaction of its own, giving
 * way to other queries between them (write-in-batches.ts, docs/security.md P6). A failure takes back
 * the posts added so far, so an import changes nothing unless it lands; running it again reaches the
 * same end.
 *
 * Identity is the canonical address. A draft is skipped, never used to update, when a post already
 * has that address as its `source_url` or its `content_url` (a card the owner made by hand that
 * links to the same post), compared loosely (urlIdentityKey: scheme, `www.`, trailing slash). Each
 * batch reads the addresses again under the import lock, so a post another writer added meanwhile
 * is skipped, and the unique index on `source_url` backs this up: only rows that landed are counted.
 */
export async function addBlogPosts(db: Database, drafts: readonly BlogPostDraft[]): Promise<AddBlogPostsResult> {
  if (drafts.length === 0) return { imported: 0, alreadyPresent: 0 };
  const now = new Date();
  const added: string[] = [];
  try {
    for (const batch of batchesOf(drafts)) {
      const ids = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_IMPORT_LOCK})`);
        const known = await knownAddresses(tx);
        const rows: NewBlogPost[] = [];
        for (const draft of batch) {
          const key = urlIdentityKey(draft.canonicalUrl);
          if (known.has(key)) continue;
          known.add(key);
          rows.push(toBlogPostRow(draft, now));
        }
        if (rows.length === 0) return [];
        const inserted = await tx.insert(blogPosts).values(rows).onConflictDoNothing().returning({ id: blogPosts.id });
        return inserted.map((row) => row.id);
      });
      added.push(...ids);
      await giveWayToOtherQueries(db);
    }
  } catch (error) {
    // Taking back can fail too (the database went away): what stays is whole batches, and the next
    // import adds the rest. The admin is told why the import failed.
    for (const ids of batchesOf(added)) {
      await db
        .delete(blogPosts)
        .where(inArray(blogPosts.id, ids))
        .catch(() => {});
    }
    throw error;
  }
  return { imported: added.length, alreadyPresent: drafts.length - added.length };
}

/** Every address the site's posts are known by, as identity keys. */
async function knownAddresses(tx: Database): Promise<Set<string>> {
  const existing = await tx
    .select({ sourceUrl: blogPosts.sourceUrl, contentUrl: blogPosts.contentUrl })
    .from(blogPosts);
  const known = new Set<string>();
  for (const row of existing) {
    for (const url of [row.sourceUrl, row.contentUrl]) {
      if (url && /^https?:\/\//i.test(url)) known.add(urlIdentityKey(url));
    }
  }
  return known;
}
