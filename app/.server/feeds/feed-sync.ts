import { eq, sql } from "drizzle-orm";
import { logSecurityEvent } from "../auth/security-events";
import type { ImportBlogPostsResult } from "../blog/blog-post-draft";
import { importBlogPostsFromSite } from "../blog/import-blog-posts";
import type { Database } from "../db/client";
import { feedSyncs, type FeedSyncResult } from "../db/schema/jobs";
import { addEpisodesFromFeed, type ImportEpisodesResult } from "../episodes/import-episodes";
import { MAX_FEED_CHARACTERS, parsePodcastFeedOffThread } from "../episodes/parse-podcast-feed";
import { decodeText } from "../net/decode-text";
import { logger } from "../logger";
import { guardedFetch } from "../net/guarded-fetch";
import type { JobControl } from "../jobs/job-control";
import { backoffMs } from "./sync-interval";

export type SyncSource = "podcast" | "blog";
type Validators = { etag?: string | null; lastModified?: string | null };

const FEED_ACCEPT = "application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1";

/**
 * The most new episodes one scheduled sync adds (docs/security.md, Q11). A show publishes a few a
 * week; fifty at once is a feed that changed its GUIDs (a host move) or one that makes up new items
 * on every read, which would otherwise grow the catalogue without end, unattended. The admin's own
 * "Import from Podbean Feed" has no cap: it adds every episode the site does not have.
 */
export const SYNC_NEW_EPISODES_LIMIT = 50;

export type PodcastSyncResult = ImportEpisodesResult & {
  notModified: boolean;
  /** The sync was held by an earlier capped run and read nothing. */
  held?: boolean;
  /** This run reached the cap: recorded, so later runs hold. */
  capped?: { limit: number; left: number };
};

/**
 * The scheduled Podbean sync: a conditional GET with the validators the feed gave last time, so an
 * unchanged feed costs one 304 and no parsing; otherwise the same import as the admin's button (it
 * adds what is new and never changes or deletes an episode, so a feed that vanishes or breaks
 * deletes nothing), but with at most `maxNew` new episodes. The outcome is recorded for the admin
 * overview; a failure also delays the next run (backoff) and is thrown, so the job reports it.
 *
 * A run that reaches the cap holds the sync: it is logged as a warning event, the overview says so,
 * and later runs read nothing until an admin has looked and imported the feed by hand
 * (releaseSyncHold). Another capped run every period would still grow the catalogue without end.
 */
export async function syncPodcastFeed(
  db: Database,
  {
    feedUrl,
    allowPrivateNetwork,
    periodMs,
    maxNew = SYNC_NEW_EPISODES_LIMIT,
  }: { feedUrl: string; allowPrivateNetwork: boolean; periodMs?: number; maxNew?: number },
  control: JobControl = {},
): Promise<PodcastSyncResult> {
  const [state] = await db.select().from(feedSyncs).where(eq(feedSyncs.source, "podcast"));
  if (state?.lastResult?.capped) {
    logger.warn({ source: "podcast", ...state.lastResult.capped }, "the feed sync is held after a capped run");
    return { imported: 0, errors: 0, alreadyPresent: 0, total: 0, notModified: false, held: true };
  }
  type Outcome = { result: PodcastSyncResult; validators: Validators };
  return recordSync(db, "podcast", periodMs, async (): Promise<Outcome> => {
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
    const result = await addEpisodesFromFeed(db, feed, { ...control, allowPrivateNetwork, maxNew });
    if (!result.notAdded) return { result: { ...result, notModified: false }, validators };
    const capped = { limit: maxNew, left: result.notAdded };
    // The admin learns of it from the log's warning event and the overview (feed-sync-status.tsx).
    logSecurityEvent(
      "warn",
      "feed-sync-capped",
      { source: "podcast", ...capped },
      `The feed sync stopped after ${maxNew} new episodes (${capped.left} more were new) and holds until an admin imports the feed`,
    );
    return { result: { ...result, notModified: false, capped }, validators };
  });
}

/**
 * An admin imported the feed by hand: they have seen what it holds, so a sync held by a capped run
 * (syncPodcastFeed) runs again from its next period.
 */
export async function releaseSyncHold(db: Database, source: SyncSource): Promise<void> {
  const [state] = await db.select().from(feedSyncs).where(eq(feedSyncs.source, source));
  if (!state?.lastResult?.capped) return;
  const { capped: _capped, ...lastResult } = state.lastResult;
  await db.update(feedSyncs).set({ lastResult }).where(eq(feedSyncs.source, source));
  logger.info({ source }, "an admin's import released the held feed sync");
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

async function recordSync<
  T extends { imported: number; errors: number; notModified?: boolean; capped?: FeedSyncResult["capped"] },
>(
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
      ...(result.capped ? { capped: result.capped } : {}),
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
