import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { startJobFixtureSite } from "./job-fixture-site";
import { exitCodeOf, freePort, signUpAndSignIn, startServerProcess, waitForUrl } from "./server-process";

export type ImportJobServer = {
  /** The loopback site the imports read: its feed, and article pages. */
  site: Awaited<ReturnType<typeof startJobFixtureSite>>;
  server: ReturnType<typeof startServerProcess>;
  /** The signed-in admin's session cookie. */
  cookie: string;
};

/**
 * The production server on its embedded database, importing from a loopback site whose feed has
 * `feedItems` items, with its admin signed in: for the tests of imports as background jobs. Started
 * before the surrounding describe block's tests (the returned object is filled in by then) and
 * stopped after them, which must end the process cleanly.
 */
export function useImportJobServer({
  feedItems,
  admin,
}: {
  feedItems: number;
  admin: { email: string; password: string };
}): ImportJobServer {
  const world = {} as ImportJobServer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "import-jobs-"));

  beforeAll(async () => {
    ensureBuild();
    world.site = await startJobFixtureSite({ feedItems });
    world.server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: {
        ADMIN_EMAILS: admin.email,
        PODCAST_FEED_URL: world.site.feedUrl,
        BLOG_SOURCE_URL: world.site.feedUrl,
        IMPORT_ALLOW_PRIVATE_NETWORK: "true",
        SAMPLE_CONTENT: "off",
        PODCAST_SYNC_EVERY: "off",
      },
    });
    expect((await waitForUrl(`${world.server.base}/readyz`)).status, world.server.output()).toBe(200);
    world.cookie = await signUpAndSignIn(world.server.base, admin);
  }, 180_000);

  afterAll(async () => {
    world.server?.child.kill("SIGTERM");
    if (world.server) expect(await exitCodeOf(world.server.child), world.server.output()).toBe(0);
    await world.site?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  return world;
}
