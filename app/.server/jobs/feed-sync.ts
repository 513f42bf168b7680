import { eq, sql } from "drizzle-orm";
import type { ImportBlogPostsResult } from "../blog/blog-post-draft";
import { importBlogPostsFromSite } from "../blog/import-blog-posts";
import type { Database } from "../db/client";
import { feedSyncs, type FeedSyncResult } from "../db/schema/jobs";
import { addEpisodesFromFeed, type ImportEpisodesResult } from "../episodes/import-episodes";
import { MAX_FEED_CHARACTERS, parsePodcastFeedOffThread } from "../episodes/parse-podcast-feed";
import { decodeText } from "../net/decode-text";
import { guardedFetch } from "../net/guarded-fetch";
import type { JobControl } from "./job-control";
import { backoffMs } from "./sync-interval";

export type SyncSource = "podcast" | "blog";
type Validators = { etag?: string | null; lastModified?: string | null };

const FEED_ACCEPT = "application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1";

/**
 * The scheduled Podbean sync: a conditional GET with the validators the feed gave last time, so an
 * unchanged feed costs one 304 and no parsing; otherwise the same import as the admin's button (it
 * adds what is new and never changes or deletes an episode, so a feed that vanishes or breaks
 * deletes nothing). The outcome is recorded for the admin overview; a failure also delays the next
 * run (backoff) and is thrown, so the job reports it.
 */
export async function syncPodcastFeed(
  db: Database,
  { feedUrl, allowPrivateNetwork, periodMs }: { feedUrl: string; allowPrivateNetwork: boolean; periodMs?: number },
  control: JobControl = {},
): Promise<ImportEpisodesResult & { notModified: boolean }> {
  type Outcome = { result: ImportEpisodesResult & { notModified: boolean }; validators: Validators };
  return recordSync(db, "podcast", periodMs, async (): Promise<Outcome> => {
    const [state] = await db.select().from(feedSyncs).where(eq(feedSyncs.source, "podcast"));
    control.progress?.({ currentItem: "Reading the feed" });
    const response = await guardedFetch(feedUrl, {
      maxBytes: MAX_FEED_CHARACTERS,
      timeoutMs: 30_000,
      accept: FEED_ACCEPT,
      allowPrivateNetwork,
      validators: { etag: state?.etag, lastModified: state?.lastModified },
      signal: control.signal,
    });
    const validators = { etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
    if (response.status === 304) {
      return { result: { imported: 0, errors: 0, alreadyPresent: 0, total: 0, notModified: true }, validators: {} };
    }
    const feed = await parsePodcastFeedOffThread(decodeText(response.body, response.contentType));
    const result = await addEpisodesFromFeed(db, feed, { ...control, allowPrivateNetwork });
    return { result: { ...result, notModified: false }, validators };
  });
}

/** The scheduled blog sync (BLOG_SYNC_EVERY): the website import, recorded like the feed sync. */
export async function syncBlog(
  db: Database,
  options: { sourceUrl: string; allowPrivateNetwork: boolean; periodMs?: number },
  control: JobControl = {},
): Promise<ImportBlogPostsResult> {
  return recordSync(db, "blog", options.periodMs, async () => ({
    result: await importBlogPostsFromSite(db, options, control),
    validators: {},
  }));
}

async function recordSync<T extends { imported: number; errors: number; notModified?: boolean }>(
  db: Database,
  source: SyncSource,
  periodMs: number | undefined,
  sync: () => Promise<{ result: T; validators: Validators }>,
): Promise<T> {
  try {
    const { result, validators } = await sync();
    const lastResult: FeedSyncResult = {
      ok: true,
      imported: result.imported,
      errors: result.errors,
      ...(result.notModified ? { notModified: true } : {}),
    };
    await db
      .insert(feedSyncs)
      .values({ source, ...validators, lastFinishedAt: new Date(), lastResult, failures: 0 })
      .onConflictDoUpdate({
        target: feedSyncs.source,
        set: { ...validators, lastFinishedAt: sql`now()`, lastResult, failures: 0 },
      });
    return result;
  } catch (error) {
    const lastResult: FeedSyncResult = { ok: false, message: error instanceof Error ? error.message : String(error) };
    const [row] = await db
      .update(feedSyncs)
      .set({ lastFinishedAt: sql`now()`, lastResult, failures: sql`${feedSyncs.failures} + 1` })
      .where(eq(feedSyncs.source, source))
      .returning({ failures: feedSyncs.failures });
    if (row && periodMs) {
      const wait = backoffMs(periodMs, row.failures);
      await db
        .update(feedSyncs)
        .set({ nextAt: sql`now() + ${wait} * interval '1 millisecond'` })
        .where(eq(feedSyncs.source, source));
    }
    throw error;
  }
}

/**
 * Whether this instance should start the sync now: one UPDATE moves the due time a period on, and
 * only the instance whose UPDATE did it gets a row back, so of any number of instances on one
 * database exactly one runs each period.
 */
export async function claimDueSync(db: Database, source: SyncSource, periodMs: number): Promise<boolean> {
  const claimed = await db
    .update(feedSyncs)
    .set({ nextAt: sql`now() + ${periodMs} * interval '1 millisecond'`, lastStartedAt: sql`now()` })
    .where(sql`${feedSyncs.source} = ${source} and ${feedSyncs.nextAt} <= now()`)
    .returning({ source: feedSyncs.source });
  return claimed.length > 0;
}

/**
 * The source's row: first due one period after the site first runs with the schedule on (a new
 * install imports when the admin asks, not behind their back at once); a shorter period set since
 * brings the next run forward.
 */
export async function ensureSyncRow(db: Database, source: SyncSource, periodMs: number): Promise<void> {
  const due = sql`now() + ${periodMs} * interval '1 millisecond'`;
  await db
    .insert(feedSyncs)
    .values({ source, nextAt: due })
    .onConflictDoUpdate({ target: feedSyncs.source, set: { nextAt: sql`least(${feedSyncs.nextAt}, ${due})` } });
}
