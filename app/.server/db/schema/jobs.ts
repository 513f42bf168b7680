import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * What a background job has done so far, one row per pg-boss job (its id). The job's state and
 * result are pg-boss's own row; this is the part pg-boss has no column for: items done of total,
 * the current item, errors so far, and an admin's request to stop. Rows, so any instance can
 * report on (or cancel) a job another instance runs.
 */
export const jobProgress = pgTable(
  "job_progress",
  {
    jobId: uuid("job_id").primaryKey(),
    queue: text("queue").notNull(),
    done: integer("done").notNull().default(0),
    total: integer("total"),
    currentItem: text("current_item"),
    errors: integer("errors").notNull().default(0),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_progress_created_at_idx").on(table.createdAt)],
);

export type FeedSyncResult = {
  ok: boolean;
  /** The source answered 304 Not Modified: nothing was read. */
  notModified?: boolean;
  imported?: number;
  errors?: number;
  /** Why the sync failed, written for the admin. */
  message?: string;
  /**
   * The sync stopped at `limit` new episodes with `left` more new ones in the feed, and holds: later
   * scheduled runs add nothing until an admin imports the feed by hand (feed-sync.ts).
   */
  capped?: { limit: number; left: number };
};

/**
 * The scheduled syncs (PODCAST_SYNC_EVERY, BLOG_SYNC_EVERY), one row per source: the validators
 * for the next conditional GET, the last run and its result, consecutive failures (for backoff)
 * and when the next run is due. An instance runs a sync only after moving `next_at` forward in one
 * UPDATE, so of several instances exactly one runs each period.
 */
export const feedSyncs = pgTable("feed_syncs", {
  source: text("source").primaryKey(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastResult: jsonb("last_result").$type<FeedSyncResult>(),
  failures: integer("failures").notNull().default(0),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull().defaultNow(),
});
