/** GET /api/functions/jobs/<id>, as the browser reads it (app/.server/jobs/job-engine.ts JobReport). */
export type JobReport = {
  id: string;
  kind: string;
  state: "queued" | "running" | "completed" | "failed" | "cancelled";
  progress: { done: number; total: number | null; currentItem: string | null; errors: number };
  result: Record<string, unknown> | null;
  error: string | null;
};

export const isActive = (job: JobReport | null | undefined): boolean =>
  job?.state === "queued" || job?.state === "running";
