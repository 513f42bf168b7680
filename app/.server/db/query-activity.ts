import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import type { Database } from "./client";

type Activity = {
  /** Queries, scripts and transactions asked of the connection so far. */
  started: number;
  /** Those not settled yet. */
  running: number;
  /** Those asked for while another was running, so had to wait. */
  waited: number;
  /** `waited` when an import last gave way. */
  waitedWhenLastGaveWay: number;
  /** When an import last gave way (performance.now()); the time since is how long its batch took. */
  lastGaveWayAt: number;
};

const activities = new WeakMap<Database, Activity>();
const bookkeeping = new AsyncLocalStorage<true>();

/**
 * Runs a job's own bookkeeping (its progress row) without it counting as someone waiting for the
 * job's import: otherwise every progress write would make the import pause.
 */
export function asJobBookkeeping<T>(work: () => Promise<T>): Promise<T> {
  return bookkeeping.run(true, work);
}

/**
 * Watches what is asked of the embedded database's one connection (the pages', the job queue's,
 * an import's), so a long import can tell whether anyone waited for it (giveWayToOtherQueries).
 * A transaction's own statements run through the transaction and are not counted.
 */
export function countQueries(db: Database, client: PGlite): void {
  const activity: Activity = {
    started: 0,
    running: 0,
    waited: 0,
    waitedWhenLastGaveWay: 0,
    lastGaveWayAt: performance.now(),
  };
  const methods = client as unknown as Record<"query" | "exec" | "transaction", (...args: unknown[]) => unknown>;
  for (const method of ["query", "exec", "transaction"] as const) {
    const original = methods[method].bind(client);
    methods[method] = (...args: unknown[]) => {
      if (bookkeeping.getStore()) return original(...args);
      activity.started++;
      if (activity.running > 0) activity.waited++;
      activity.running++;
      return Promise.resolve(original(...args)).finally(() => activity.running--);
    };
  }
  activities.set(db, activity);
}

/**
 * Called by a long import between its batches. On the embedded database every query runs in the
 * server's own thread, one at a time, and a page asks for several in turn: yielding once would let
 * its first query through and hold the next one behind the import's next batch. So when someone
 * waited for the last batch, or is using the database now, this pauses the import until no one has
 * started a query for half as long as the batch took (time for a request mid-way through its
 * queries to finish them), but at most as long as the batch took: under steady traffic the import
 * runs half the time, at any load (the batch's own duration is the measure of how busy the machine
 * is). When no one waited, and on PostgreSQL (whose queries run elsewhere, on connections of their
 * own), one turn of the event loop.
 */
export async function giveWayToOtherQueries(db: Database): Promise<void> {
  const activity = activities.get(db);
  const startedBefore = activity?.started;
  await nextTurn();
  if (!activity) return;
  const busy = activity.waited !== activity.waitedWhenLastGaveWay || activity.started !== startedBefore;
  if (busy) {
    const batchMs = Math.min(2000, Math.max(50, performance.now() - activity.lastGaveWayAt));
    const deadline = performance.now() + batchMs;
    for (;;) {
      const before = activity.started;
      await sleep(batchMs / 2);
      if ((activity.started === before && activity.running === 0) || performance.now() >= deadline) break;
    }
  }
  activity.waitedWhenLastGaveWay = activity.waited;
  activity.lastGaveWayAt = performance.now();
}
