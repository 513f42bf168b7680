import type { Database } from "../db/client";
import { feedSyncs, type FeedSyncResult } from "../db/schema/jobs";
import type { Env } from "../env";
import type { SyncSource } from "./feed-sync";
import { parseSyncInterval } from "./sync-interval";

/** One scheduled sync as the admin overview shows it (dates as ISO strings, ready for the browser). */
export type FeedSyncOverview = {
  source: SyncSource;
  /** PODCAST_SYNC_EVERY / BLOG_SYNC_EVERY as configured, or null when off. */
  every: string | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastResult: FeedSyncResult | null;
  /** Failures in a row (each doubles the wait before the next try). */
  failures: number;
  /** When the next sync is due; null when the schedule is off. */
  nextAt: string | null;
};

/**
 * The Podbean feed's and the blog's scheduled syncs: last run, its result, and the next, for the
 * admin overview (read from the rows, so every instance shows the same).
 */
export async function getFeedSyncOverview(db: Database, env: Env): Promise<FeedSyncOverview[]> {
  const rows = await db.select().from(feedSyncs);
  const every: Record<SyncSource, string> = { podcast: env.PODCAST_SYNC_EVERY, blog: env.BLOG_SYNC_EVERY };
  return (["podcast", "blog"] as const).map((source) => {
    const row = rows.find((candidate) => candidate.source === source);
    const on = parseSyncInterval(every[source]) !== null;
    return {
      source,
      every: on ? every[source] : null,
      lastStartedAt: row?.lastStartedAt?.toISOString() ?? null,
      lastFinishedAt: row?.lastFinishedAt?.toISOString() ?? null,
      lastResult: row?.lastResult ?? null,
      failures: row?.failures ?? 0,
      nextAt: on && row ? row.nextAt.toISOString() : null,
    };
  });
}
