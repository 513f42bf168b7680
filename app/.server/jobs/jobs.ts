import { getDatabaseConnection } from "../db/database";
import { getEnv } from "../env";
import { startEmbeddingSchedule } from "../search/embeddings/embedding-schedule";
import { startFeedSchedules } from "./feed-schedule";
import { createJobEngine, type JobEngine } from "./job-engine";
import { siteJobDefinitions } from "./site-jobs";
import { parseSyncInterval } from "./sync-interval";

/** The process-wide engine, kept on globalThis like the database connection (development reloads modules). */
const holder = globalThis as typeof globalThis & {
  __jobEngine?: Promise<{ engine: JobEngine; stopSchedules: () => void }>;
};

/**
 * Starts the job engine once per process: pg-boss's schema and queues, this instance's workers and
 * the feed schedules. The server calls it after the database is ready; the admin functions call it
 * too, so it also works where nothing started it (development).
 */
function startJobSystem() {
  holder.__jobEngine ??= (async () => {
    const env = getEnv();
    const connection = await getDatabaseConnection();
    const engine = createJobEngine({ connection, definitions: siteJobDefinitions(connection.db, env) });
    await engine.start();
    const stopFeedSchedules = await startFeedSchedules(engine, connection.db, {
      podcast: parseSyncInterval(env.PODCAST_SYNC_EVERY),
      blog: parseSyncInterval(env.BLOG_SYNC_EVERY),
    });
    const stopEmbeddingSchedule = await startEmbeddingSchedule(engine, connection, env);
    const stopSchedules = () => {
      stopFeedSchedules();
      stopEmbeddingSchedule();
    };
    return { engine, stopSchedules };
  })().catch((error: unknown) => {
    holder.__jobEngine = undefined;
    throw error;
  });
  return holder.__jobEngine;
}

export async function getJobEngine(): Promise<JobEngine> {
  return (await startJobSystem()).engine;
}

export async function startJobs(): Promise<void> {
  await startJobSystem();
}

/** Graceful shutdown: no new jobs or syncs; running jobs get `timeoutMs` to finish before the database closes. */
export async function stopJobs(timeoutMs?: number): Promise<void> {
  const pending = holder.__jobEngine;
  holder.__jobEngine = undefined;
  if (!pending) return;
  const { engine, stopSchedules } = await pending.catch(() => ({ engine: undefined, stopSchedules: () => {} }));
  stopSchedules();
  await engine?.stop(timeoutMs);
}
