import { Worker } from "node:worker_threads";

/**
 * How a worker run ended: its first message, or the reason there was none. `timeout`: it was still
 * working after `timeoutMs` and was stopped; `out-of-memory`: it needed more than `maxHeapMb`;
 * `failed`: it threw outside its own error handling, or exited without answering.
 */
export type WorkerOutcome<T> =
  { kind: "message"; message: T } | { kind: "timeout" } | { kind: "out-of-memory" } | { kind: "failed"; error?: Error };

/**
 * Runs synchronous, input-bound work (parsing what a feed or a page points to) in a worker thread
 * with a wall-time and a heap limit, so a hostile file costs a worker, never the thread that answers
 * requests (docs/security.md, P3, P6 and Q3). The worker answers with one message; whatever
 * happens, it is terminated once the outcome is known. `code` is either the worker's source
 * (CommonJS, `eval: true`) or the URL of its module.
 */
export function runWorker<T>(
  code: string | URL,
  { workerData, timeoutMs, maxHeapMb }: { workerData: unknown; timeoutMs?: number; maxHeapMb: number },
): Promise<WorkerOutcome<T>> {
  return new Promise((resolve) => {
    const worker = new Worker(code, {
      eval: typeof code === "string",
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      // Whatever the worker or its libraries print stays out of the server's log.
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: WorkerOutcome<T>) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => finish({ kind: "timeout" }), timeoutMs);
    worker.once("message", (message: T) => finish({ kind: "message", message }));
    worker.once("error", (error: Error & { code?: string }) =>
      finish(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? { kind: "out-of-memory" } : { kind: "failed", error }),
    );
    worker.once("exit", () => finish({ kind: "failed" }));
  });
}
