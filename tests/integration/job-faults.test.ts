import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { startJobFixtureSite } from "../helpers/job-fixture-site";
import {
  exitCodeOf,
  freePort,
  newServerDataDir,
  signUpAndSignIn,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

/**
 * A server killed (SIGKILL) while an import job runs, on the embedded database: on restart the job
 * runs again and lands whole; killed again, it is marked failed with the reason. Never "running"
 * forever, never half an import.
 */
const ADMIN = { email: "owner@job-faults.test", password: "owner-password-123" };
const FEED_ITEMS = 50;

type JobReport = { id: string; state: string; error: string | null; result: Record<string, unknown> | null };

describe("import jobs when the server is killed", () => {
  let site: Awaited<ReturnType<typeof startJobFixtureSite>>;
  const dataDir = newServerDataDir("job-faults-");
  let cookie = "";

  beforeAll(async () => {
    ensureBuild();
    site = await startJobFixtureSite({ feedItems: FEED_ITEMS });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: {
        ADMIN_EMAILS: ADMIN.email,
        PODCAST_FEED_URL: site.feedUrl,
        IMPORT_ALLOW_PRIVATE_NETWORK: "true",
        SAMPLE_CONTENT: "off",
        PODCAST_SYNC_EVERY: "off",
      },
    });
    expect((await waitForUrl(`${server.base}/readyz`)).status, server.output()).toBe(200);
    cookie ||= await signUpAndSignIn(server.base, ADMIN);
    return server;
  }

  async function report(base: string, id: string): Promise<JobReport> {
    return (await (await fetch(`${base}/api/functions/jobs/${id}`, { headers: { cookie } })).json()) as JobReport;
  }

  async function until(base: string, id: string, accept: (job: JobReport) => boolean, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await report(base, id);
      if (accept(job)) return job;
      if (Date.now() > deadline) throw new Error(`job never got there: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function episodeCount(base: string): Promise<number> {
    return (await (await fetch(`${base}/episodes/rss.xml`)).text()).match(/<item>/g)?.length ?? 0;
  }

  it("retries a job cut off by SIGKILL, then fails it with the reason when it is cut off again", async () => {
    site.state.feedMs = 60_000;
    const first = await start();
    const started = await fetch(`${first.base}/api/functions/import-episodes`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: first.base, cookie },
      body: JSON.stringify({ wait: false }),
    });
    const { jobId } = (await started.json()) as { jobId: string };
    await until(first.base, jobId, (job) => job.state === "running");
    first.child.kill("SIGKILL");
    expect(await exitCodeOf(first.child)).toBeNull();

    // Restarted: the job runs again (the feed is still slow) and nothing of it was written.
    const second = await start();
    await until(second.base, jobId, (job) => job.state === "running");
    expect(await episodeCount(second.base)).toBe(0);
    second.child.kill("SIGKILL");
    await exitCodeOf(second.child);

    // Cut off twice: failed, with the reason, and still nothing half-written.
    site.state.feedMs = 0;
    const third = await start();
    try {
      const failed = await until(third.base, jobId, (job) => job.state !== "running" && job.state !== "queued");
      expect(failed).toMatchObject({ state: "failed", error: "The server stopped while the job was running." });
      expect(await episodeCount(third.base)).toBe(0);

      // A new import runs to the end.
      const again = await fetch(`${third.base}/api/functions/import-episodes`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: third.base, cookie },
        body: "{}",
      });
      expect(await again.json()).toMatchObject({ imported: FEED_ITEMS, errors: 0 });
      expect(await episodeCount(third.base)).toBe(FEED_ITEMS);
    } finally {
      third.child.kill("SIGTERM");
    }
    expect(await exitCodeOf(third.child), third.output()).toBe(0);
  }, 240_000);

  it("a job cut off once is retried on restart and lands whole", async () => {
    site.state.feedMs = 60_000;
    site.publish(FEED_ITEMS + 5, "v2");
    const first = await start();
    const started = await fetch(`${first.base}/api/functions/import-episodes`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: first.base, cookie },
      body: JSON.stringify({ wait: false }),
    });
    const { jobId } = (await started.json()) as { jobId: string };
    await until(first.base, jobId, (job) => job.state === "running");
    first.child.kill("SIGKILL");
    await exitCodeOf(first.child);

    site.state.feedMs = 0;
    const second = await start();
    try {
      const done = await until(second.base, jobId, (job) => job.state === "completed");
      expect(done.result).toMatchObject({ imported: 5, alreadyPresent: FEED_ITEMS });
      expect(await episodeCount(second.base)).toBe(50);
    } finally {
      second.child.kill("SIGTERM");
    }
    expect(await exitCodeOf(second.child), second.output()).toBe(0);
  }, 240_000);
});
