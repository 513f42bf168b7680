/** How far a job has got; every field optional so a step reports only what changed. */
export type ProgressUpdate = {
  done?: number;
  /** Items the job will handle, once known. */
  total?: number | null;
  /** What it is working on now (a page address, an episode title, "Reading the feed"). */
  currentItem?: string | null;
  /** Items that failed so far. */
  errors?: number;
};

/**
 * What a long import is given when it runs as a job (app/.server/jobs/job-engine.ts): where to report
 * progress (cheap and synchronous: the engine writes it to the database in the background) and a
 * signal that is aborted when an admin cancels. Both optional, so the import functions keep working
 * when called directly.
 */
export type JobControl = {
  progress?: (update: ProgressUpdate) => void;
  signal?: AbortSignal;
};

/** Thrown (as the signal's reason) when an admin cancels a job. */
export class JobCancelledError extends Error {
  constructor() {
    super("The job was cancelled.");
    this.name = "JobCancelledError";
  }
}
