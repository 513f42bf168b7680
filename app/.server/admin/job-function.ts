import { z } from "zod";
import type { JobEngine, JobReport } from "../jobs/job-engine";
import { jsonError, noStore } from "../json-request";
import { functionResult } from "./function-results";

/**
 * How long a JSON function waits for its job before answering 202 with the job id instead: under
 * the 60 s a reverse proxy gives a request (docs/deploy.md), so a long import is never a 504.
 */
export const WAIT_FOR_JOB_MS = 50_000;

/** Where a job's progress is read. */
export const jobStatusPath = (id: string) => `/api/functions/jobs/${id}`;

/**
 * The import functions' contract on top of the job queue: the job is started (or the running one
 * found) and waited for, and the answer is the import's own (`imported`, `errors`, …) or its
 * `{ error }`, as before. With `{"wait": false}` the answer is at once: 202 with `jobId`.
 */
export async function runJobFunction(
  name: string,
  data: object,
  {
    wait = true,
    fallback,
    jobEngine,
  }: {
    wait?: boolean;
    fallback: string;
    /** The request context's (`appServicesOf(context).jobEngine`). */ jobEngine: () => Promise<JobEngine>;
  },
): Promise<Response> {
  const engine = await jobEngine();
  const { id, alreadyRunning } = await engine.enqueue(name, data);
  if (!wait) return accepted(id, alreadyRunning);
  const report = await engine.waitFor(id, { timeoutMs: WAIT_FOR_JOB_MS });
  if (!report || report.state === "queued" || report.state === "running") return accepted(id, alreadyRunning);
  return finishedJobAnswer(report, fallback);
}

/** A finished job as the JSON functions answer it. */
export function finishedJobAnswer(report: JobReport, fallback: string): Response {
  if (report.state === "completed") return functionResult({ ...report.result, jobId: report.id });
  if (report.state === "cancelled") return jsonError("The import was cancelled; nothing was changed.", 409);
  // Unexpected failures keep the spec's fallback text and leak nothing (the log has the error).
  if (report.errorStatus === 422 && report.error) return jsonError(report.error, 422);
  return jsonError(fallback, 500);
}

function accepted(id: string, alreadyRunning: boolean): Response {
  return Response.json(
    { jobId: id, alreadyRunning, status: jobStatusPath(id) },
    { status: 202, headers: { ...noStore, Location: jobStatusPath(id) } },
  );
}

/** The JSON body every job function reads: `wait` is true unless it says `false`. */
export const jobFunctionBody = z.object({
  wait: z
    .unknown()
    .optional()
    .transform((wait) => wait !== false),
});
