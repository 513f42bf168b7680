import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { asJobBookkeeping } from "../db/query-activity";
import { jobProgress } from "../db/schema/jobs";
import { JobCancelledError, type ProgressUpdate } from "./job-control";

/** How often progress reaches the database while a job runs (and a cancel request is noticed). */
const FLUSH_EVERY_MS = 250;

/**
 * The progress of one running job: updates land in memory at once (an import reports each item
 * without waiting) and are written in the background, at most every FLUSH_EVERY_MS, one write at a
 * time. Each write reads back the row's cancel request, which aborts `signal`.
 *
 * Never awaited by the job: on the embedded database a write waits while an import's batch holds
 * the one connection, and awaiting it from inside that transaction would deadlock.
 */
export class JobProgressWriter {
  readonly #db: Database;
  readonly #jobId: string;
  readonly #abort = new AbortController();
  readonly #timer: NodeJS.Timeout;
  #state: Required<ProgressUpdate> = { done: 0, total: null, currentItem: null, errors: 0 };
  #dirty = false;
  #writing: Promise<void> | undefined;

  constructor(db: Database, jobId: string, signals: AbortSignal[] = []) {
    this.#db = db;
    this.#jobId = jobId;
    for (const other of signals) {
      if (other.aborted) this.#abort.abort(other.reason);
      else other.addEventListener("abort", () => this.#abort.abort(other.reason), { once: true });
    }
    this.#timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.#timer.unref();
  }

  /** Aborted when an admin cancels the job (or pg-boss takes it away). */
  get signal(): AbortSignal {
    return this.#abort.signal;
  }

  get cancelled(): boolean {
    return this.#abort.signal.aborted && this.#abort.signal.reason instanceof JobCancelledError;
  }

  readonly update = (update: ProgressUpdate): void => {
    this.#state = { ...this.#state, ...update };
    this.#dirty = true;
  };

  /** Writes what changed (or only checks for a cancel request); one write at a time. */
  flush(): Promise<void> {
    this.#writing ??= asJobBookkeeping(() => this.#write()).finally(() => (this.#writing = undefined));
    return this.#writing;
  }

  /** Stops the background writes after writing the last state. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#writing;
    await this.flush();
  }

  async #write(): Promise<void> {
    const dirty = this.#dirty;
    this.#dirty = false;
    const state = this.#state;
    try {
      const rows = dirty
        ? await this.#db
            .update(jobProgress)
            .set({ ...state, updatedAt: sql`now()` })
            .where(eq(jobProgress.jobId, this.#jobId))
            .returning({ cancelRequested: jobProgress.cancelRequested })
        : await this.#db
            .select({ cancelRequested: jobProgress.cancelRequested })
            .from(jobProgress)
            .where(eq(jobProgress.jobId, this.#jobId));
      if (rows[0]?.cancelRequested && !this.#abort.signal.aborted) this.#abort.abort(new JobCancelledError());
    } catch {
      // Progress is advisory: a failed write (database briefly away) is retried with the next flush.
      this.#dirty ||= dirty;
    }
  }
}

/** The row a job's progress is written to, made when the job is queued so a poll finds it at once. */
export async function createProgressRow(db: Database, jobId: string, queue: string): Promise<void> {
  await db.insert(jobProgress).values({ jobId, queue }).onConflictDoNothing();
}

/** Resets the counters when a job starts (again, after a retry). */
export async function resetProgressRow(db: Database, jobId: string, queue: string): Promise<void> {
  await db
    .insert(jobProgress)
    .values({ jobId, queue })
    .onConflictDoUpdate({
      target: jobProgress.jobId,
      set: { done: 0, total: null, currentItem: null, errors: 0, updatedAt: sql`now()` },
    });
}
