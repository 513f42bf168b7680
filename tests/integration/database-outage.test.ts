import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, startServerProcess, waitForUrl } from "../helpers/server-process";
import { startTcpProxy } from "../helpers/tcp-proxy";

/**
 * The production server when its PostgreSQL database goes away and comes back: readiness fails,
 * requests answer 503 quickly instead of hanging, and service resumes by itself. The outage is a
 * loopback proxy between the server and the real database, cut and restored by the test.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** The response and how long it took. */
async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, headers: response.headers };
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(!adminUrl)("a database outage under the production server", () => {
  const databaseName = `outage_${crypto.randomBytes(4).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outage-"));
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ReturnType<typeof startServerProcess>;

  async function onAdminDatabase(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    ensureBuild();
    await onAdminDatabase(`create database ${databaseName}`);
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
    const viaProxy = new URL(adminUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${databaseName}`;
    server = startServerProcess({
      dataDir,
      port: await freePort(),
      env: { DATABASE_URL: viaProxy.toString(), SAMPLE_CONTENT: "on" },
    });
    expect((await waitForUrl(`${server.base}/readyz`)).status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    const code = await exitCodeOf(server.child);
    await proxy.close();
    await onAdminDatabase(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code, server.output()).toBe(0);
  }, 60_000);

  it("fails readiness and answers 503 quickly while the database is gone, and recovers when it returns", async () => {
    // In the page cache before the outage (rendered, then served from memory).
    expect((await timed(`${server.base}/latest-episode`)).status).toBe(200);
    expect((await fetch(`${server.base}/latest-episode`)).headers.get("x-page-cache")).toBe("HIT");

    await proxy.cut();

    // Readiness notices within its own two-second limit.
    const readiness = await timed(`${server.base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(readiness.ms).toBeLessThan(3000);

    // Every request that needs the database answers promptly, none hangs; within a couple of
    // seconds they are all a quick 503.
    const firstPage = await timed(`${server.base}/episodes?during-outage`);
    expect(firstPage.status).toBeGreaterThanOrEqual(500);
    expect(firstPage.ms).toBeLessThan(5000);
    expect(
      await eventually(async () => (await timed(`${server.base}/episodes`)).status === 503, 5000),
      server.output(),
    ).toBe(true);
    for (const path of ["/", "/episodes", "/blog", "/episodes/when-your-ex-wont-follow-the-parenting-plan"]) {
      const page = await timed(`${server.base}${path}`);
      expect(page.status, path).toBe(503);
      expect(page.ms, path).toBeLessThan(1500);
      expect(page.headers.get("retry-after")).toBe("5");
    }
    // A page already in memory needs no database: it stays up.
    const cached = await timed(`${server.base}/latest-episode`);
    expect(cached.status).toBe(200);
    expect(cached.ms).toBeLessThan(1500);
    const search = await timed(`${server.base}/api/functions/search-episodes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "custody" }),
    });
    expect(search.status).toBe(503);
    // Static files need no database.
    expect((await timed(`${server.base}/favicon.svg`)).status).toBe(200);

    await proxy.restore();

    expect(
      await eventually(async () => (await timed(`${server.base}/readyz`)).status === 200, 10_000),
      server.output(),
    ).toBe(true);
    expect(
      await eventually(async () => (await timed(`${server.base}/episodes`)).status === 200, 5000),
      server.output(),
    ).toBe(true);
    const page = await (await fetch(`${server.base}/episodes`)).text();
    expect(page).toContain("When Your Ex Won");
  }, 60_000);
});
