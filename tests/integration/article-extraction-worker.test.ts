import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server";
import {
  exitCodeOf,
  freePort,
  newServerDataDir,
  signUpAndSignIn,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

/**
 * "Import URLs" reads each page in a worker thread with time, size and depth limits
 * (app/.server/blog/read-page-in-worker.ts): a page nested 2,000 levels deep (89 s of Readability on
 * the main thread before) fails with a reason, and the site keeps answering meanwhile; the server
 * still stops cleanly on SIGTERM afterwards.
 */
const ADMIN = { email: "owner@extraction.test", password: "extraction-password" };
const PARAGRAPH =
  "<p>Mediation lets both parents shape the custody schedule together, which courts rarely manage, and it " +
  "usually costs a fraction of a contested hearing in family court.</p>";

function articlePage(title: string, body: string): string {
  return `<!doctype html><html><head><title>${title}</title><meta property="og:title" content="${title}"></head><body><article><h1>${title}</h1>${body}</article></body></html>`;
}

describe("article extraction off the main thread", () => {
  const dataDir = newServerDataDir("extraction-worker-");
  let server: ReturnType<typeof startServerProcess>;
  let pages: FixtureServer;

  beforeAll(async () => {
    ensureBuild();
    const depth = 2_000;
    pages = await startFixtureServer({
      "/deep": {
        contentType: "text/html; charset=utf-8",
        body: articlePage("Deep", `${"<div>".repeat(depth)}${PARAGRAPH.repeat(6)}${"</div>".repeat(depth)}`),
      },
      "/fine": { contentType: "text/html; charset=utf-8", body: articlePage("A Fine Article", PARAGRAPH.repeat(6)) },
    });
    server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: { ADMIN_EMAILS: ADMIN.email, SAMPLE_CONTENT: "off", IMPORT_ALLOW_PRIVATE_NETWORK: "true" },
    });
    expect((await waitForUrl(`${server.base}/readyz`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await pages?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails a page nested 2,000 levels deep with a reason, imports the rest, and answers others meanwhile", async () => {
    const cookie = await signUpAndSignIn(server.base, ADMIN);
    const importing = fetch(`${server.base}/api/functions/import-blog-by-urls`, {
      method: "POST",
      headers: { cookie, origin: server.base, "content-type": "application/json" },
      body: JSON.stringify({ urls: [pages.url("/deep"), pages.url("/fine")] }),
    });
    // While the pages are read, another visitor is answered at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const other = await fetch(`${server.base}/healthz`);
    expect(other.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);

    const answer = await importing;
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as {
      imported: number;
      errors: number;
      failures: { url: string; reason: string }[];
    };
    expect(result.imported).toBe(1);
    expect(result.failures).toEqual([
      { url: pages.url("/deep"), reason: "is nested too deeply to read (more than 500 levels)" },
    ]);

    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child), server.output()).toBe(0);
  }, 90_000);
});
