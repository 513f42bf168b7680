import { describe, expect, it } from "vitest";
import { useImportJobServer } from "../helpers/import-job-server";
import { signUpAndSignIn } from "../helpers/server-process";

/**
 * The imports as background jobs, through the production server on its embedded database: the JSON
 * functions' contract when waiting and with `{"wait": false}`, progress while a slow loopback feed
 * and slow pages are read, a second start, cancel, and failures that change nothing.
 */
const ADMIN = { email: "owner@jobs.test", password: "owner-password-123" };
const FEED_ITEMS = 40;

type JobReport = {
  id: string;
  state: string;
  progress: { done: number; total: number | null; currentItem: string | null; errors: number };
  result: Record<string, unknown> | null;
  error: string | null;
};

describe("imports as jobs", () => {
  const world = useImportJobServer({ feedItems: FEED_ITEMS, admin: ADMIN });

  function call(name: string, body: unknown = {}) {
    return fetch(`${world.server.base}/api/functions/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: world.server.base, cookie: world.cookie },
      body: JSON.stringify(body),
    });
  }

  async function job(id: string, as = world.cookie): Promise<{ status: number; body: JobReport }> {
    const response = await fetch(`${world.server.base}/api/functions/jobs/${id}`, {
      headers: as ? { cookie: as } : {},
    });
    return { status: response.status, body: (await response.json()) as JobReport };
  }

  /** Polls the job until `accept` holds, keeping every report seen. */
  async function watch(id: string, accept: (report: JobReport) => boolean, timeoutMs = 30_000) {
    const seen: JobReport[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await job(id);
      seen.push(body);
      if (accept(body)) return seen;
      if (Date.now() > deadline) throw new Error(`job ${id} never got there: ${JSON.stringify(body)}`);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  }

  /** Episodes in the public feed (the newest 50; these tests stay under that). */
  async function episodeCount(): Promise<number> {
    const rss = await (await fetch(`${world.server.base}/episodes/rss.xml`)).text();
    return rss.match(/<item>/g)?.length ?? 0;
  }

  it("a failed import answers the reason and changes nothing", async () => {
    world.site.state.feedStatus = 404;
    const response = await call("import-episodes");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: expect.stringContaining("HTTP 404") });
    world.site.state.feedStatus = 200;
    expect(await episodeCount()).toBe(0);
  });

  it("with {wait: false} answers at once with a job id, whose progress is reported while the slow feed is read", async () => {
    // The feed stalls until the test lets it go, so "at once" means before the feed is read (which the
    // job needs), whatever the machine's load, instead of a time on the clock.
    let releaseFeed!: () => void;
    world.site.state.feedHeld = new Promise<void>((resolve) => (releaseFeed = resolve));
    const response = await call("import-episodes", { wait: false });
    expect(response.status).toBe(202);
    const { jobId, alreadyRunning } = (await response.json()) as { jobId: string; alreadyRunning: boolean };
    expect(alreadyRunning).toBe(false);

    const reading = await watch(jobId, (report) => report.progress.currentItem === "Reading the feed");
    expect(reading.at(-1)!.state).toBe("running");

    // A second start (the admin pressing Import again, or a script) gets the running job.
    const again = await call("import-episodes", { wait: false });
    expect(await again.json()).toMatchObject({ jobId, alreadyRunning: true });

    world.site.state.feedHeld = undefined;
    releaseFeed();
    const seen = await watch(jobId, (report) => report.state === "completed");
    expect(seen.at(-1)).toMatchObject({
      state: "completed",
      progress: { done: FEED_ITEMS, total: FEED_ITEMS, errors: 0 },
      result: { imported: FEED_ITEMS, errors: 0, alreadyPresent: 0, total: FEED_ITEMS },
      error: null,
    });
    expect(await episodeCount()).toBe(FEED_ITEMS);

    // The admin's progress bar finds the newest import after a reload.
    const latest = await fetch(`${world.server.base}/api/functions/jobs?kind=import-episodes`, {
      headers: { cookie: world.cookie },
    });
    expect(await latest.json()).toMatchObject({ job: { id: jobId, state: "completed" } });
  }, 60_000);

  it("waits for the job and answers the spec's fields when asked to wait (the default)", async () => {
    const response = await call("import-episodes");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      imported: 0,
      errors: 0,
      alreadyPresent: FEED_ITEMS,
      total: FEED_ITEMS,
      jobId: expect.any(String),
    });
  });

  it("reports page by page while a URL import reads slow pages", async () => {
    world.site.state.pageMs = 400;
    const urls = Array.from({ length: 8 }, (_, index) => world.site.pageUrl(index + 1));
    const response = await call("import-blog-by-urls", { urls, wait: false });
    expect(response.status).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };
    const seen = await watch(jobId, (report) => report.state === "completed");
    world.site.state.pageMs = 0;

    const partway = seen.filter((report) => report.state === "running" && report.progress.done > 0);
    expect(partway.length).toBeGreaterThan(0);
    expect(partway.some((report) => report.progress.done < 8 && report.progress.total === 8)).toBe(true);
    expect(partway.every((report) => report.progress.currentItem?.startsWith(world.site.pageUrl(0).slice(0, -1)))).toBe(
      true,
    );
    expect(seen.at(-1)).toMatchObject({ result: { imported: 8, errors: 0 }, progress: { done: 8, total: 8 } });
  }, 60_000);

  it("cancel stops an import before it writes anything", async () => {
    world.site.state.pageMs = 700;
    const urls = Array.from({ length: 12 }, (_, index) => world.site.pageUrl(100 + index));
    const waiting = call("import-blog-by-urls", { urls });
    const latest = async () =>
      (
        (await (
          await fetch(`${world.server.base}/api/functions/jobs?kind=import-blog-by-urls`, {
            headers: { cookie: world.cookie },
          })
        ).json()) as {
          job: JobReport | null;
        }
      ).job;
    let running: JobReport | null = null;
    for (let tries = 0; tries < 100 && !(running?.state === "running" && running.progress.done > 0); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      running = await latest();
    }
    expect(running).toMatchObject({ state: "running" });

    const cancel = await fetch(`${world.server.base}/api/functions/jobs/${running!.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: world.server.base, cookie: world.cookie },
      body: JSON.stringify({ action: "cancel" }),
    });
    expect(cancel.status).toBe(200);
    const answer = await waiting;
    world.site.state.pageMs = 0;
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ error: "The import was cancelled; nothing was changed." });
    const final = await job(running!.id);
    expect(final.body.state).toBe("cancelled");
    expect(final.body.progress.done).toBeLessThan(12);

    const blog = await (await fetch(`${world.server.base}/blog?q=${encodeURIComponent("Article number 10")}`)).text();
    expect(blog).not.toContain("Article number 100");
  }, 60_000);

  it("keeps job reports for admins only", async () => {
    const { body } = await job("00000000-0000-4000-8000-000000000000");
    expect(body).toEqual({ error: "No such job." });
    const visitor = await fetch(`${world.server.base}/api/functions/jobs/00000000-0000-4000-8000-000000000000`);
    expect(visitor.status).toBe(401);
    const member = await signUpAndSignIn(world.server.base, {
      email: "member@jobs.test",
      password: "member-password-123",
    });
    const asMember = await fetch(`${world.server.base}/api/functions/jobs?kind=import-episodes`, {
      headers: { cookie: member },
    });
    expect(asMember.status).toBe(403);
  });
});
