import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "~/.server/db/client";
import { createJobEngine, type JobDefinition, type JobEngine } from "~/.server/jobs/job-engine";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { until } from "../helpers/until";

/** A job that handles `items` one by one, waiting for the test's go-ahead between items when gated. */
type CountJob = { items: number; key?: string; failWith?: "expected" | "unexpected"; gated?: boolean };

/** Go-aheads per key: one lets one item through, whether the job is waiting yet or not. */
const permits = new Map<string, number>();
const waiting = new Map<string, () => void>();
function openGate(key: string) {
  permits.set(key, (permits.get(key) ?? 0) + 1);
  waiting.get(key)?.();
}
async function passGate(key: string, signal: AbortSignal) {
  while (!permits.get(key) && !signal.aborted) {
    await new Promise<void>((resolve) => {
      waiting.set(key, resolve);
      signal.addEventListener("abort", () => resolve(), { once: true });
    });
  }
  if (permits.get(key)) permits.set(key, permits.get(key)! - 1);
}

const countJob: JobDefinition<CountJob, { counted: number }> = {
  name: "count",
  key: (data) => data.key ?? "count",
  async run(data, { progress, signal }) {
    progress({ total: data.items, done: 0 });
    for (let item = 1; item <= data.items; item++) {
      // Waits for the test's go-ahead, or for a cancel, whichever comes first.
      if (data.gated) await passGate(data.key ?? "count", signal);
      signal.throwIfAborted();
      progress({ done: item, currentItem: `item ${item}` });
    }
    if (data.failWith === "expected") throw new Error("The feed could not be read.");
    if (data.failWith === "unexpected") throw new TypeError("secret internals");
    return { counted: data.items };
  },
  expectedFailure: (error) =>
    error instanceof Error && error.message === "The feed could not be read."
      ? { message: error.message, status: 422 }
      : undefined,
};

describe.each(testDatabaseKinds)("the job queue on %s", (kind) => {
  const database = useTestDatabase(kind);
  let engine: JobEngine;

  beforeAll(async () => {
    engine = createJobEngine({
      connection: database.connection,
      definitions: [countJob] as unknown as JobDefinition<never>[],
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
  });

  it("runs a job and keeps its result as a row", async () => {
    const { id, alreadyRunning } = await engine.enqueue("count", { items: 3, key: "plain" });
    expect(alreadyRunning).toBe(false);
    const report = await engine.waitFor(id, { timeoutMs: 15_000 });
    expect(report).toMatchObject({
      id,
      kind: "count",
      state: "completed",
      result: { counted: 3 },
      progress: { done: 3, total: 3, errors: 0 },
      error: null,
    });
    expect(report!.finishedAt).not.toBeNull();
  });

  it("reports progress while the job runs, and a second start answers with the running job", async () => {
    const { id } = await engine.enqueue("count", { items: 3, key: "gated", gated: true });
    const second = await engine.enqueue("count", { items: 3, key: "gated", gated: true });
    expect(second).toEqual({ id, alreadyRunning: true });

    await until(
      () => engine.report(id),
      (report) => report?.state === "running",
    );
    openGate("gated");
    const partway = await until(
      () => engine.report(id),
      (report) => report?.progress.done === 1,
    );
    expect(partway).toMatchObject({ state: "running", progress: { done: 1, total: 3, currentItem: "item 1" } });
    expect(await engine.enqueue("count", { items: 3, key: "gated", gated: true })).toEqual({
      id,
      alreadyRunning: true,
    });

    openGate("gated");
    await until(
      () => engine.report(id),
      (report) => report?.progress.done === 2,
    );
    openGate("gated");
    expect(await engine.waitFor(id)).toMatchObject({ state: "completed", result: { counted: 3 } });
  });

  it("cancels a running job at its next item", async () => {
    const { id } = await engine.enqueue("count", { items: 5, key: "cancel", gated: true });
    await until(
      () => engine.report(id),
      (report) => report?.state === "running",
    );
    openGate("cancel");
    await until(
      () => engine.report(id),
      (report) => report?.progress.done === 1,
    );
    // The cancel request is read back with the job's next progress write, which aborts its signal.
    await engine.cancel(id);
    const report = await engine.waitFor(id);
    expect(report).toMatchObject({ state: "cancelled", result: null });
    expect(report!.progress.done).toBeLessThan(5);
  });

  it("fails an expected failure at once with its message, and hides an unexpected one", async () => {
    const expected = await engine.enqueue("count", { items: 1, key: "bad", failWith: "expected" });
    expect(await engine.waitFor(expected.id)).toMatchObject({
      state: "failed",
      error: "The feed could not be read.",
      errorStatus: 422,
    });
    const unexpected = await engine.enqueue("count", { items: 1, key: "worse", failWith: "unexpected" });
    const report = await engine.waitFor(unexpected.id, { timeoutMs: 20_000 });
    expect(report).toMatchObject({ state: "failed", errorStatus: 500 });
    expect(report!.error).not.toContain("secret");
  }, 30_000);

  it.runIf(kind === "postgres")("lets another instance report on and cancel a job", async () => {
    const other: DatabaseConnection = await openDatabase({
      kind: "postgres",
      url: database.connection.url!,
      maxConnections: 2,
    });
    const reporter = createJobEngine({
      connection: other,
      definitions: [countJob] as unknown as JobDefinition<never>[],
      work: false,
    });
    try {
      await reporter.start();
      const { id } = await engine.enqueue("count", { items: 4, key: "shared", gated: true });
      await until(
        () => reporter.report(id),
        (report) => report?.state === "running",
      );
      openGate("shared");
      await until(
        () => reporter.report(id),
        (report) => report?.progress.done === 1,
      );
      expect(await reporter.enqueue("count", { items: 4, key: "shared" })).toEqual({ id, alreadyRunning: true });
      await reporter.cancel(id);
      expect(await reporter.waitFor(id)).toMatchObject({ state: "cancelled" });
    } finally {
      await reporter.stop();
      await other.close();
    }
  });
});
