import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, startServerProcess, waitForUrl } from "../helpers/server-process";
import { useTestDatabase } from "../helpers/test-database";

/**
 * When the episodes cannot be read, the Latest Episode page still answers quickly: the empty state,
 * a 503 so no cache keeps it, and the spec's 'Failed to load episode' for the toast. Needs a
 * PostgreSQL server, where the test can take the table away from under a running site.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the Latest Episode page when episodes cannot be read", () => {
  const database = useTestDatabase("postgres");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "episode-failure-"));
  beforeAll(async () => {
    await ensureBuild();
  }, 120_000);
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the empty state with a 503 and the failure for the toast", async () => {
    const server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: { DATABASE_URL: database.connection.url, SAMPLE_CONTENT: "on" },
    });
    try {
      await waitForUrl(`${server.base}/readyz`);
      // Past the page cache (a toast cookie makes a page one visitor's), so the cache stays empty and
      // the request after the failure is rendered: a cached copy would rightly keep serving the last
      // good page.
      const uncached = { headers: { cookie: "toast=none" } };
      expect(await (await fetch(`${server.base}/latest-episode`, uncached)).text()).toContain("Listener Favorites");

      await database.db.execute(sql`alter table episodes rename to episodes_unavailable`);
      const started = performance.now();
      const response = await fetch(`${server.base}/latest-episode`);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain("No Episode Available");
      // The loader data the page hydrates with carries the failure, which the toast reports.
      expect(html).toContain(String.raw`\"failed\",true`);
      expect(html).not.toContain("episodes_unavailable");
    } finally {
      await database.db.execute(sql`alter table if exists episodes_unavailable rename to episodes`);
      server.child.kill("SIGTERM");
      await exitCodeOf(server.child);
    }
  });
});
