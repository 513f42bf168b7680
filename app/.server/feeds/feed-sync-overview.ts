import type { Database } from "../db/client";
import { feedSyncs, type FeedSyncResult } from "../db/schema/jobs";
import type { Env } from "../env";
import type { SyncSource } from "./feed-sync";
import { readFeedSettings, syncPeriodOf } from "./feed-settings";

/** One scheduled sync as the admin overview shows it (dates as ISO strings, ready for the browser). */
export type FeedSyncOverview = {
  source: SyncSource;
  /** PODCAST_SYNC_EVERY / BLOG_SYNC_EVERY in effect (environment, /admin/settings or default), or null when off. */
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
  const [rows, settings] = await Promise.all([db.select().from(feedSyncs), readFeedSettings(db, env)]);
  const every: Record<SyncSource, string> = {
    podcast: settings.PODCAST_SYNC_EVERY.value,
    blog: settings.BLOG_SYNC_EVERY.value,
  };
  return (["podcast", "blog"] as const).map((source) => {
    const row = rows.find((candidate) => candidate.source === source);
    const on = syncPeriodOf(settings, source) !== null;
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
