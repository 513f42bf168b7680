import type { DatabaseConnection } from "../db/client";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { JobDefinition, JobEngine } from "../jobs/job-engine";
import { logger } from "../logger";
import { maintainAnalytics, type MaintenanceResult } from "./analytics-rollups";

export const analyticsMaintenanceJobName = "analytics-maintenance";

/** The roll-ups and deletions of analytics-rollups.ts as a job: one at a time on any number of instances. */
export function analyticsMaintenanceJob(db: Database): JobDefinition<Record<string, never>, MaintenanceResult> {
  return {
    name: analyticsMaintenanceJobName,
    key: () => "analytics",
    run: () => maintainAnalytics(db),
    expireInSeconds: 10 * 60,
  };
}

/**
 * Queues the upkeep at start and every `everyMs` (an hour); a run already queued or running on any
 * instance makes the others' no-ops (the job's one key). Off with ANALYTICS=off. Returns its stop.
 */
export function startAnalyticsSchedule(
  engine: JobEngine,
  _connection: DatabaseConnection,
  env: Env,
  { everyMs = 60 * 60_000 }: { everyMs?: number } = {},
): () => void {
  if (env.ANALYTICS === "off") return () => {};
  const queue = () =>
    void engine.enqueue(analyticsMaintenanceJobName, {}).catch((error: unknown) => {
      logger.warn({ err: error }, "could not queue the analytics upkeep");
    });
  queue();
  const timer = setInterval(queue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
