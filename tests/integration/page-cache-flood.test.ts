import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, newServerDataDir, startServerProcess, waitForUrl } from "../helpers/server-process";

/**
 * The page cache under a flood of addresses it has never seen (server/page-cache.ts,
 * page-cache-key.ts, render-slots.ts), on the production server: junk in the query string is the
 * same page, and new searches cannot queue more renders than the server can finish.
 */
describe("the page cache under a flood of new addresses", () => {
  const dataDir = newServerDataDir("page-cache-flood-");
  let server: ReturnType<typeof startServerProcess>;

  beforeAll(async () => {
    ensureBuild();
    server = startServerProcess({ dataDir, port: await freePort(), env: { SAMPLE_CONTENT: "on" } });
    expect((await waitForUrl(`${server.base}/readyz`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const unique = () => crypto.randomUUID();

  it("renders /episodes once for 150 requests with 150 different junk parameters", async () => {
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 150 }, () => fetch(`${server.base}/episodes?x=${unique()}`)),
    );
    const outcomes = responses.map((response) => response.headers.get("x-page-cache"));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(outcomes.filter((outcome) => outcome === "MISS")).toHaveLength(1);
    expect(new Set(await Promise.all(responses.map((response) => response.text()))).size).toBe(1);
    // Before, each was a render and a best-quality compression: minutes on a small machine.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it("keeps the parameters a page reads: a search is its own page, tracking tags are not", async () => {
    // The blog's search is cached (an episode search is recorded per visitor, so never cached).
    const first = await fetch(`${server.base}/blog?q=custody&utm_source=newsletter`);
    const again = await fetch(`${server.base}/blog?utm_campaign=x&q=custody`);
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    expect(await again.text()).toBe(await first.text());
    const other = await fetch(`${server.base}/blog?q=mediation`);
    expect(other.headers.get("x-page-cache")).toBe("MISS");
  });

  it("runs only a few renders at once: past its queue, a burst of new searches is told to retry", async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => fetch(`${server.base}/blog?q=${unique()}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = responses.filter((response) => response.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((response) => response.headers.get("retry-after") === "5")).toBe(true);
    // Pages in memory are answered all along.
    expect((await fetch(`${server.base}/episodes?x=${unique()}`)).headers.get("x-page-cache")).toBe("HIT");
  }, 120_000);
});
