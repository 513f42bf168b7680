import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  createEpisodeAsAdmin,
  exitCodeOf,
  freePort,
  postForm,
  sessionCookieOf,
  signUpAndSignIn,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";

/**
 * Two production server processes on one PostgreSQL database, as several instances behind a load
 * balancer run: they start together (one migrates, the other waits for it), and a session, content
 * and the rate limit are the same whichever instance answers. Needs TEST_DATABASE_URL (CI sets it).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("several instances on one PostgreSQL database", () => {
  const databaseName = `multi_instance_${crypto.randomBytes(4).toString("hex")}`;
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "multi-instance-")));
  let servers: ReturnType<typeof startServerProcess>[] = [];

  const databaseUrl = () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    return url.toString();
  };

  async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    ensureBuild();
    await withClient(adminUrl!, (client) => client.query(`create database ${databaseName}`));
    const ports = [await freePort(), await freePort()];
    // Both at once on an empty database: the migration race this test is about.
    servers = ports.map((port, index) =>
      startServerProcess({
        dataDir: dataDirs[index]!,
        port,
        env: {
          DATABASE_URL: databaseUrl(),
          // Instances must agree on the cookie secret (docs/deploy.md).
          AUTH_SECRET: "multi-instance-test-secret-0123456789abcdef",
          ADMIN_EMAILS: "owner@multi.test",
          SAMPLE_CONTENT: "off",
        },
      }),
    );
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGTERM");
    const codes = await Promise.all(servers.map((server) => exitCodeOf(server.child)));
    await withClient(adminUrl!, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it("both start at once on an empty database, the migrations applied exactly once", async () => {
    const ready = await Promise.all(servers.map((server) => waitForUrl(`${server.base}/readyz`)));
    expect(
      ready.map((response) => response.status),
      servers.map((server) => server.output()).join("\n"),
    ).toEqual([200, 200]);
    for (const server of servers) expect(server.output()).not.toMatch(/"level":(50|60)/);

    const migrations = await withClient(databaseUrl(), async (client) => {
      const result = await client.query<{ hash: string; count: string }>(
        "select hash, count(*) from drizzle.__drizzle_migrations group by hash",
      );
      return result.rows;
    });
    const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
    expect(migrations).toHaveLength(journal.entries.length);
    expect(migrations.every((row) => Number(row.count) === 1)).toBe(true);
  });

  it("a session created on one instance is valid on the other", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const account = { email: "listener@multi.test", password: "listener-password" };
    expect((await postForm(a.base, "/auth", { intent: "sign-up", ...account })).status).toBe(302);
    const signIn = await postForm(a.base, "/auth", { intent: "sign-in", ...account });
    const cookie = sessionCookieOf(signIn);
    expect(cookie).toBeDefined();
    const onB = await (await fetch(b.base, { headers: { cookie: cookie! } })).text();
    expect(onB).toContain("Sign Out");
  });

  it("an episode created through one instance appears on the other's next request, past its page cache", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const account = { email: "owner@multi.test", password: "owner-password-123" };
    const cookie = await signUpAndSignIn(a.base, account);
    // B has the archive in its page cache before the edit.
    await fetch(`${b.base}/episodes`);
    expect((await fetch(`${b.base}/episodes`)).headers.get("x-page-cache")).toBe("HIT");

    const title = `Shared Across Instances ${crypto.randomBytes(3).toString("hex")}`;
    const created = await createEpisodeAsAdmin(a.base, cookie, {
      title,
      guestName: "Dr. Many Servers",
      description: "Created on instance A, read on instance B.",
    });
    expect([200, 302]).toContain(created.status);

    // A's write reaches B through NOTIFY, delivered a few milliseconds after A's commit (ADR 0006:
    // "on another instance after its NOTIFY arrives"): from then on B renders the archive anew. A
    // request sent in those milliseconds may still get the old copy, so B is asked until it renders,
    // within a second, never by its 10 s safety re-read.
    const deadline = Date.now() + 1_000;
    let archive = await fetch(`${b.base}/episodes`);
    while (archive.headers.get("x-page-cache") !== "MISS" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      archive = await fetch(`${b.base}/episodes`);
    }
    expect(archive.headers.get("x-page-cache")).toBe("MISS");
    expect(await archive.text()).toContain(title);
  });

  it("the rate limit counts requests across both instances", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const search = (base: string) =>
      fetch(`${base}/api/functions/search-episodes`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ message: "custody" }),
      });
    // The search allows 30 a minute per client: 15 through each instance use it up together.
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await search(a.base)).status, (await search(b.base)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await search(a.base)).status).toBe(429);
    expect((await search(b.base)).status).toBe(429);
  });
});
