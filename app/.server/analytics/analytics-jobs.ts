import { TODAY_COUNT_MINUTES } from "~/lib/analytics-report";
import type { DatabaseConnection } from "../db/client";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { JobDefinition, JobEngine } from "../jobs/job-engine";
import { logger } from "../logger";
import { maintainAnalytics, rollUpDay, type MaintenanceResult } from "./analytics-rollups";
import { utcDay } from "./visitor-hash";

export const analyticsMaintenanceJobName = "analytics-maintenance";
export const analyticsTodayJobName = "analytics-today";

/** The roll-ups and deletions of analytics-rollups.ts as a job: one at a time on any number of instances. */
export function analyticsMaintenanceJob(db: Database): JobDefinition<Record<string, never>, MaintenanceResult> {
  return {
    name: analyticsMaintenanceJobName,
    key: () => "analytics",
    run: () => maintainAnalytics(db),
    expireInSeconds: 10 * 60,
  };
}

/** Today's roll-up, counted again from its raw events (rollUpDay replaces the day's rows). */
export function analyticsTodayJob(db: Database): JobDefinition<Record<string, never>, { day: string }> {
  return {
    name: analyticsTodayJobName,
    key: () => "analytics-today",
    run: async () => {
      const now = new Date();
      const day = utcDay(now);
      await rollUpDay(db, day, now);
      return { day };
    },
    expireInSeconds: 5 * 60,
  };
}

function queueEvery(engine: JobEngine, name: string, everyMs: number): () => void {
  const queue = () =>
    void engine.enqueue(name, {}).catch((error: unknown) => {
      logger.warn({ err: error, job: name }, "could not queue an analytics job");
    });
  queue();
  const timer = setInterval(queue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Queues the upkeep at start and every `everyMs` (an hour), and today's count every
 * TODAY_COUNT_MINUTES; a run already queued or running on any instance makes the others' no-ops (each
 * job's one key). Off with ANALYTICS=off. Returns their stop.
 */
export function startAnalyticsSchedule(
  engine: JobEngine,
  _connection: DatabaseConnection,
  env: Env,
  { everyMs = 60 * 60_000, todayEveryMs = TODAY_COUNT_MINUTES * 60_000 } = {},
): () => void {
  if (env.ANALYTICS === "off") return () => {};
  const stops = [
    queueEvery(engine, analyticsMaintenanceJobName, everyMs),
    queueEvery(engine, analyticsTodayJobName, todayEveryMs),
  ];
  return () => stops.forEach((stop) => stop());
}
