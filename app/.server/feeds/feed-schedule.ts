import type { Database } from "../db/client";
import { logger } from "../logger";
import { claimDueSync, ensureSyncRow, type SyncSource } from "./feed-sync";
import type { JobEngine } from "../jobs/job-engine";
import { jobNames } from "./import-jobs";

const queueOf: Record<SyncSource, string> = { podcast: jobNames.importEpisodes, blog: jobNames.importBlogPosts };

/**
 * Every instance looks, a few times a period, whether a sync is due, and the one that claims it
 * (claimDueSync) queues the sync job; any instance's worker may run it. Returns a stop function.
 */
export async function startFeedSchedules(
  engine: JobEngine,
  db: Database,
  periods: Partial<Record<SyncSource, number | null>>,
): Promise<() => void> {
  const timers: NodeJS.Timeout[] = [];
  for (const [source, periodMs] of Object.entries(periods) as [SyncSource, number | null][]) {
    if (!periodMs) continue;
    await ensureSyncRow(db, source, periodMs);
    let busy = false;
    const tick = async () => {
      if (busy) return;
      busy = true;
      try {
        if (await claimDueSync(db, source, periodMs)) {
          await engine.enqueue(queueOf[source], { trigger: "schedule", periodMs });
        }
      } catch (error) {
        logger.warn({ err: error, source }, "could not start the scheduled sync");
      } finally {
        busy = false;
      }
    };
    // Checked twice a period (at most every 30 s), so a run starts at most half a period late.
    const timer = setInterval(() => void tick(), Math.min(Math.max(periodMs / 2, 250), 30_000));
    timer.unref();
    timers.push(timer);
  }
  return () => timers.forEach((timer) => clearInterval(timer));
}
