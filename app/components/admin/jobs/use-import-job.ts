import { useCallback, useEffect, useRef, useState } from "react";
import { isActive, type JobReport } from "./job-report";

/** How often a running job's progress is read. */
const POLL_MS = 500;

export type ImportJobHandlers<Result> = {
  /** The import finished; `result` is what the JSON function answers (`imported`, `errors`, …). */
  onCompleted(result: Result): void | Promise<void>;
  /** It failed: the message for the admin (empty when the server gave none). */
  onFailed(message: string): void;
  onCancelled(): void;
};

async function readJson<T>(response: Response): Promise<T & { error?: string }> {
  return (await response.json().catch(() => ({}))) as T & { error?: string };
}

/**
 * An import that runs as a background job (`POST /api/functions/<kind>` with `wait: false`), followed
 * by polling its report. On mount it looks for a running import of the same kind, so the progress
 * bar is back after the admin leaves the page and returns (or reloads it); the handlers then run
 * when that import ends, as if it had been started here.
 */
export function useImportJob<Result>(kind: string, handlers: ImportJobHandlers<Result>) {
  const [job, setJob] = useState<JobReport | null>(null);
  const [starting, setStarting] = useState(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const followed = useRef<string | null>(null);

  const follow = useCallback(async (id: string) => {
    followed.current = id;
    let report: JobReport | undefined;
    for (;;) {
      try {
        const response = await fetch(`/api/functions/jobs/${id}`, { headers: { Accept: "application/json" } });
        if (response.ok) report = (await response.json()) as JobReport;
      } catch {
        // A dropped connection (a deploy, the network): keep polling; the job goes on on the server.
      }
      if (followed.current !== id) return;
      if (report) {
        setJob(report);
        if (!isActive(report)) break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    followed.current = null;
    if (report.state === "completed") await handlersRef.current.onCompleted(report.result as Result);
    else if (report.state === "cancelled") handlersRef.current.onCancelled();
    else handlersRef.current.onFailed(report.error ?? "");
    setJob(null);
  }, []);

  useEffect(() => {
    let ignore = false;
    void (async () => {
      try {
        const response = await fetch(`/api/functions/jobs?kind=${encodeURIComponent(kind)}`);
        const { job: latest } = await readJson<{ job: JobReport | null }>(response);
        if (!ignore && latest && isActive(latest)) {
          setJob(latest);
          void follow(latest.id);
        }
      } catch {
        // No running import to show.
      }
    })();
    return () => {
      ignore = true;
      followed.current = null;
    };
  }, [kind, follow]);

  /** Starts the import (or joins the one already running) and follows it to the end. */
  const start = useCallback(
    async (body: Record<string, unknown> = {}) => {
      setStarting(true);
      try {
        const response = await fetch(`/api/functions/${kind}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ ...body, wait: false }),
        });
        const payload = await readJson<{ jobId?: string }>(response);
        if (!response.ok || !payload.jobId) {
          handlersRef.current.onFailed(payload.error ?? "");
          return;
        }
        if (followed.current !== payload.jobId) void follow(payload.jobId);
      } catch {
        handlersRef.current.onFailed("");
      } finally {
        setStarting(false);
      }
    },
    [kind, follow],
  );

  const cancel = useCallback(async () => {
    if (!job) return;
    await fetch(`/api/functions/jobs/${job.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ action: "cancel" }),
    }).catch(() => undefined);
  }, [job]);

  return { job, running: starting || job !== null, start, cancel };
}
