import { desc, eq, lt, sql } from "drizzle-orm";
import { PgBoss, fromPglite, type JobWithMetadata } from "pg-boss";
import type { DatabaseConnection } from "../db/client";
import { jobProgress } from "../db/schema/jobs";
import { logger } from "../logger";
import { JobCancelledError, type JobControl } from "./job-control";
import { createProgressRow, JobProgressWriter, resetProgressRow } from "./job-progress";

/** A failure the job's own code expects (a feed that cannot be read): the message is for the admin. */
export type ExpectedFailure = { message: string; status: number };

export type JobDefinition<Data extends object = Record<string, unknown>, Result extends object = object> = {
  name: string;
  /** Jobs with the same key run one at a time; starting another while one is queued or running answers with that one. */
  key(data: Data): string;
  run(data: Data, control: Required<JobControl>): Promise<Result>;
  /** Recognizes an expected failure: the job ends failed with its message at once, without a retry. */
  expectedFailure?(error: unknown): ExpectedFailure | undefined;
  /** How long one run may take before pg-boss gives up on it; default 30 minutes. */
  expireInSeconds?: number;
  /** Jobs of this kind one instance runs at once (of different keys); default 1. */
  concurrency?: number;
  /**
   * Retries after an unexpected failure (default RETRY_LIMIT), waiting `delaySeconds` doubled per
   * retry up to `maxDelaySeconds`: for jobs that talk to a server that may be down for a while.
   */
  retry?: { limit: number; delaySeconds: number; maxDelaySeconds?: number };
};

export type JobState = "queued" | "running" | "completed" | "failed" | "cancelled";

/** What GET /api/functions/jobs/<id> answers, read from the rows, so any instance can tell. */
export type JobReport = {
  id: string;
  kind: string;
  state: JobState;
  progress: { done: number; total: number | null; currentItem: string | null; errors: number };
  /** The import's answer (`imported`, `errors`, …) once completed; what was done before a cancel. */
  result: Record<string, unknown> | null;
  /** Why it failed, for the admin. */
  error: string | null;
  /** The HTTP status the JSON functions answer a failure with (422 expected, 500 otherwise). */
  errorStatus: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

/** What a job hands back to pg-boss as its output. */
type JobOutput = { result?: Record<string, unknown>; failure?: ExpectedFailure; cancelled?: boolean };

export type JobEngineOptions = {
  connection: DatabaseConnection;
  definitions: readonly JobDefinition<never>[];
  /** Whether this process runs jobs (false: it only queues and reports). */
  work?: boolean;
  /**
   * How often an idle worker looks for jobs queued elsewhere (another instance, a retry); default
   * 2 s. A job queued by this process wakes this process's worker at once.
   */
  pollingIntervalSeconds?: number;
  /**
   * How often pg-boss looks for jobs whose worker vanished (no heartbeat for HEARTBEAT_SECONDS) and
   * retries or fails them; default 10 s.
   */
  superviseIntervalSeconds?: number;
};

/** A worker beats every 5 s; a job silent for this long belonged to a process that died. */
const HEARTBEAT_SECONDS = 10;
/** One retry: a job whose process died (SIGKILL) runs once more, then fails with pg-boss's reason. */
const RETRY_LIMIT = 1;
const UNEXPECTED_FAILURE = "The job stopped because of an unexpected error; see the server log.";

/**
 * The site's background jobs on pg-boss (docs/decisions/0010-background-jobs.md): on PostgreSQL
 * through its own small pool, on the embedded database through the same PGlite instance the site
 * uses, so the job definitions, the queue and the reports are the same either way.
 */
export function createJobEngine(options: JobEngineOptions) {
  const { connection } = options;
  const db = connection.db;
  const definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const boss = new PgBoss(
    connection.pglite
      ? {
          db: fromPglite(connection.pglite),
          backend: "pglite",
          superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
          monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
        }
      : {
          connectionString: connection.url,
          max: 3,
          application_name: "untangled-jobs",
          superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
          monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
        },
  );
  boss.on("error", (error) => logger.warn({ err: error }, "job queue error"));
  let started: Promise<void> | undefined;
  const workerIds = new Map<string, string>();
  let stopping = false;

  async function start(): Promise<void> {
    await boss.start();
    for (const definition of definitions.values()) {
      await boss.createQueue(definition.name, {
        policy: "exclusive",
        heartbeatSeconds: HEARTBEAT_SECONDS,
        retryLimit: definition.retry?.limit ?? RETRY_LIMIT,
        ...(definition.retry
          ? {
              retryDelay: definition.retry.delaySeconds,
              retryBackoff: true,
              ...(definition.retry.maxDelaySeconds ? { retryDelayMax: definition.retry.maxDelaySeconds } : {}),
            }
          : {}),
        expireInSeconds: definition.expireInSeconds ?? 30 * 60,
      });
    }
    // On the embedded database this process is the only one: a job still marked active was cut off
    // when the process died, so it is handed back (retried, or failed past its retries) at once
    // instead of after the heartbeat timeout.
    if (connection.kind === "pglite") await reclaimOrphans();
    // pg-boss deletes finished jobs after 7 days; their progress rows go a while later.
    await db.delete(jobProgress).where(lt(jobProgress.createdAt, sql`now() - interval '30 days'`));
    if (options.work === false) return;
    for (const definition of definitions.values()) {
      const workerId = await boss.work(
        definition.name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          batchSize: 1,
          localConcurrency: definition.concurrency ?? 1,
        },
        async ([job]) => runJob(definition, job!),
      );
      workerIds.set(definition.name, workerId);
    }
  }

  async function reclaimOrphans(): Promise<void> {
    for (const name of definitions.keys()) {
      const active = (await boss.findJobs(name)).filter((job) => job.state === "active");
      if (active.length === 0) continue;
      logger.warn({ queue: name, jobs: active.map((job) => job.id) }, "job cut off by a restart: retrying it");
      await boss.fail(
        name,
        active.map((job) => job.id),
        { message: "The server stopped while the job was running." },
      );
    }
  }

  async function runJob(
    definition: JobDefinition<never>,
    job: { id: string; data: unknown; signal: AbortSignal },
  ): Promise<JobOutput> {
    await resetProgressRow(db, job.id, definition.name);
    const progress = new JobProgressWriter(db, job.id, [job.signal]);
    try {
      const result = await definition.run(job.data as never, { progress: progress.update, signal: progress.signal });
      return { result: result as Record<string, unknown> };
    } catch (error) {
      if (progress.cancelled || error instanceof JobCancelledError) return { cancelled: true };
      const failure = definition.expectedFailure?.(error);
      if (failure) return { failure };
      logger.error({ err: error, job: job.id, queue: definition.name }, "job failed");
      throw new Error(UNEXPECTED_FAILURE, { cause: error });
    } finally {
      await progress.close();
    }
  }

  async function findJob(id: string): Promise<JobWithMetadata<unknown> | undefined> {
    const [row] = await db.select({ queue: jobProgress.queue }).from(jobProgress).where(eq(jobProgress.jobId, id));
    if (!row) return undefined;
    const [job] = await boss.findJobs(row.queue, { id });
    return job;
  }

  async function report(id: string): Promise<JobReport | undefined> {
    const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, id));
    if (!row) return undefined;
    const [job] = await boss.findJobs(row.queue, { id });
    if (!job) return undefined;
    const output = (job.output ?? {}) as JobOutput & { message?: string };
    let state: JobState;
    let error: string | null = null;
    let errorStatus: number | null = null;
    switch (job.state) {
      case "created":
      case "retry":
        state = row.cancelRequested ? "cancelled" : "queued";
        break;
      case "active":
        state = "running";
        break;
      case "cancelled":
        state = "cancelled";
        break;
      case "failed":
        state = "failed";
        // pg-boss's own reasons (a vanished worker, a timeout) are about the job, not a secret.
        error = output.message === UNEXPECTED_FAILURE || !output.message ? UNEXPECTED_FAILURE : output.message;
        errorStatus = 500;
        break;
      default:
        if (output.cancelled) state = "cancelled";
        else if (output.failure) {
          state = "failed";
          error = output.failure.message;
          errorStatus = output.failure.status;
        } else state = "completed";
    }
    return {
      id,
      kind: row.queue,
      state,
      progress: { done: row.done, total: row.total, currentItem: row.currentItem, errors: row.errors },
      result: output.result ?? null,
      error,
      errorStatus,
      createdAt: job.createdOn.toISOString(),
      startedAt: job.startedOn?.toISOString() ?? null,
      finishedAt: job.completedOn?.toISOString() ?? null,
    };
  }

  return {
    /** Creates pg-boss's schema and the queues, and starts this process's workers. */
    start(): Promise<void> {
      started ??= start();
      return started;
    },

    /** Stops taking jobs and waits (up to `timeoutMs`) for the ones running here to finish. */
    async stop(timeoutMs = 8000): Promise<void> {
      if (!started || stopping) return;
      stopping = true;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },

    /**
     * Queues a job, or finds the one of the same kind and key already queued or running (the admin
     * pressing Import twice sees the first import's progress).
     */
    async enqueue<Data extends object>(name: string, data: Data): Promise<{ id: string; alreadyRunning: boolean }> {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`Unknown job ${name}`);
      const key = definition.key(data as never);
      for (let attempt = 0; attempt < 3; attempt++) {
        const id = await boss.send(name, data, { singletonKey: key });
        if (id) {
          await createProgressRow(db, id, name);
          const workerId = workerIds.get(name);
          if (workerId && !stopping) boss.notifyWorker(workerId);
          return { id, alreadyRunning: false };
        }
        const running = (await boss.findJobs(name, { key })).find((job) =>
          ["created", "retry", "active"].includes(job.state),
        );
        if (running) {
          await createProgressRow(db, running.id, name);
          return { id: running.id, alreadyRunning: true };
        }
        // It finished between the two statements: queue a new one.
      }
      throw new Error(`Could not queue ${name}`);
    },

    report,

    /** The newest job of a kind (the admin's progress bar finds a running import after a reload). */
    async latest(name: string): Promise<JobReport | undefined> {
      const [row] = await db
        .select({ jobId: jobProgress.jobId })
        .from(jobProgress)
        .where(eq(jobProgress.queue, name))
        .orderBy(desc(jobProgress.createdAt))
        .limit(1);
      return row ? report(row.jobId) : undefined;
    },

    /**
     * Asks a job to stop. A queued job is cancelled at once; a running one stops at its next item
     * (an import then takes back what it had written, so it changes nothing).
     */
    async cancel(id: string): Promise<JobReport | undefined> {
      const job = await findJob(id);
      if (!job) return undefined;
      await db.update(jobProgress).set({ cancelRequested: true }).where(eq(jobProgress.jobId, id));
      if (job.state === "created" || job.state === "retry") await boss.cancel(job.name, id);
      return report(id);
    },

    /** Resolves with the job's report once it has finished (or after `timeoutMs`, still running). */
    async waitFor(id: string, { timeoutMs = 10 * 60_000, pollMs = 100 } = {}): Promise<JobReport | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = await report(id);
        if (!current || !["queued", "running"].includes(current.state) || Date.now() > deadline) return current;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },

    /** pg-boss itself, for the feed scheduler's sends and for tests. */
    boss,
  };
}

export type JobEngine = ReturnType<typeof createJobEngine>;
