import type { Database } from "../db/client";
import { logger } from "../logger";
import { claimDueSync, ensureSyncRow, type SyncSource } from "./feed-sync";
import type { JobEngine } from "../jobs/job-engine";
import { jobNames } from "./import-jobs";

const queueOf: Record<SyncSource, string> = { podcast: jobNames.importEpisodes, blog: jobNames.importBlogPosts };

/** How often a schedule that is off looks again whether the owner turned it on (app/routes/admin/settings.tsx). */
const OFF_CHECK_MS = 30_000;

type ScheduleOptions = { offCheckMs?: number };

/**
 * Every instance looks, a few times a period, whether a sync is due, and the one that claims it
 * (claimDueSync) queues the sync job; any instance's worker may run it. `periods` is asked at every
 * look (the settings in effect, app/.server/feeds/feed-settings.ts), so a schedule the owner
 * changes, turns on or turns off counts from the next look, with no restart. Returns a stop function.
 */
export async function startFeedSchedules(
  engine: JobEngine,
  db: Database,
  periods: () => Promise<Partial<Record<SyncSource, number | null>>>,
  { offCheckMs = OFF_CHECK_MS }: ScheduleOptions = {},
): Promise<() => void> {
  const timers = new Map<SyncSource, NodeJS.Timeout>();
  let stopped = false;
  const known = new Map<SyncSource, number | null>();

  const look = async (source: SyncSource): Promise<number | null> => {
    const periodMs = (await periods())[source] ?? null;
    if (!periodMs) {
      known.set(source, null);
      return null;
    }
    // First look, or a new period: the row exists and a shorter period brings the next run forward.
    if (known.get(source) !== periodMs) await ensureSyncRow(db, source, periodMs);
    known.set(source, periodMs);
    if (await claimDueSync(db, source, periodMs)) {
      await engine.enqueue(queueOf[source], { trigger: "schedule", periodMs });
    }
    return periodMs;
  };

  const arm = (source: SyncSource, periodMs: number | null) => {
    if (stopped) return;
    // Checked twice a period (at most every 30 s), so a run starts at most half a period late.
    const wait = periodMs ? Math.min(Math.max(periodMs / 2, 250), 30_000) : offCheckMs;
    const timer = setTimeout(() => void tick(source), wait);
    timer.unref();
    timers.set(source, timer);
  };

  const tick = async (source: SyncSource) => {
    let periodMs = known.get(source) ?? null;
    try {
      periodMs = await look(source);
    } catch (error) {
      logger.warn({ err: error, source }, "could not start the scheduled sync");
    }
    arm(source, periodMs);
  };

  const initial = await periods();
  for (const source of ["podcast", "blog"] as const) {
    const periodMs = initial[source] ?? null;
    if (periodMs) await ensureSyncRow(db, source, periodMs);
    known.set(source, periodMs);
    arm(source, periodMs);
  }
  return () => {
    stopped = true;
    timers.forEach((timer) => clearTimeout(timer));
  };
}
