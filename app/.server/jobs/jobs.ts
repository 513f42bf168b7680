import type { DatabaseConnection } from "../db/client";
import { getDatabaseConnection } from "../db/database";
import { createJobEngine, type JobDefinition, type JobEngine } from "./job-engine";

/**
 * What the engine runs, handed over at start-up by the composition root (app/.server/site-jobs.ts):
 * the queue knows no domain (docs/decisions/0019-server-layers.md), the domains export their jobs.
 */
export type JobRegistry = {
  /** Every job this site runs, for the engine to create queues and workers for. */
  definitions(connection: DatabaseConnection): readonly JobDefinition<never>[];
  /** Schedules that queue jobs (the feed syncs, the embeddings), once the engine runs; returns their stop. */
  startSchedules(engine: JobEngine, connection: DatabaseConnection): Promise<() => void>;
};

/** The process-wide engine, kept on globalThis like the database connection (development reloads modules). */
const holder = globalThis as typeof globalThis & {
  __jobEngine?: Promise<{ engine: JobEngine; stopSchedules: () => void }>;
  __jobRegistry?: JobRegistry;
};

/** Hands the engine the site's jobs; the composition root calls it before `startJobs`. */
export function registerJobs(registry: JobRegistry): void {
  holder.__jobRegistry = registry;
}

/**
 * Starts the job engine once per process: pg-boss's schema and queues, this instance's workers and
 * the registered schedules. The server calls it after the database is ready; the admin functions call
 * it too, so it also works where nothing started it (development).
 */
function startJobSystem() {
  holder.__jobEngine ??= (async () => {
    const registry = holder.__jobRegistry;
    if (!registry) throw new Error("No jobs are registered: the server registers them at start-up (site-jobs.ts)");
    const connection = await getDatabaseConnection();
    const engine = createJobEngine({ connection, definitions: registry.definitions(connection) });
    await engine.start();
    const stopSchedules = await registry.startSchedules(engine, connection);
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
