import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import { createFirstAdmin, setupRateLimit } from "~/.server/auth/first-admin";
import { grantRole, listUsersWithRole } from "~/.server/auth/roles";
import { claimSetupToken, issueSetupTokenIfNoAdmin, isSetupTokenUsable } from "~/.server/auth/setup-token";
import { user } from "~/.server/db/schema/auth";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { setupTokens } from "~/.server/db/schema/setup-tokens";
import { userRoles } from "~/.server/db/schema/user-roles";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import {
  exitCodeOf,
  freePort,
  postForm,
  sessionCookieOf,
  startServerProcess,
  waitForUrl,
} from "../helpers/server-process";
import { createTestAuth, formData, testPublicUrl } from "../helpers/test-auth";
import { until } from "../helpers/until";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const owner = { name: "Claire Morrow", email: "claire@example.com", password: "first-owner-password" };

describe.each(testDatabaseKinds)("the first-run setup link on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  const request = (token: string, fields: Record<string, string> = owner, clientKey = "203.0.113.9") => ({
    token,
    form: formData(fields),
    clientKey,
    requestHeaders: new Headers({ origin: testPublicUrl }),
  });
  const users = async () => (await database.db.select({ n: count() }).from(user))[0]!.n;

  beforeAll(async () => {
    auth = createTestAuth(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    await database.db.delete(setupTokens);
    await database.db.delete(user);
  });

  it("stores only a hash of the token, and issues none once an admin exists (removing those left)", async () => {
    const token = (await issueSetupTokenIfNoAdmin(database.db))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.select().from(setupTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(await isSetupTokenUsable(database.db, token)).toBe(true);
    expect(await isSetupTokenUsable(database.db, `${token}x`)).toBe(false);
    expect(await isSetupTokenUsable(database.db, "")).toBe(false);

    const created = await createFirstAdmin(auth, database.db, request(token));
    expect(created.ok).toBe(true);
    expect(await issueSetupTokenIfNoAdmin(database.db)).toBeUndefined();
    expect(await database.db.select().from(setupTokens)).toEqual([]);
  });

  it("creates the owner's account as the admin and signs them in; the link then works no more", async () => {
    const token = (await issueSetupTokenIfNoAdmin(database.db))!;
    const created = await createFirstAdmin(auth, database.db, request(token));
    if (!created.ok) throw new Error(JSON.stringify(created));
    const cookie = created.headers.getSetCookie().find((value) => value.includes("session_token="))!;
    const session = await auth.api.getSession({ headers: new Headers({ cookie: cookie.split(";")[0]! }) });
    expect(session?.user).toMatchObject({ email: owner.email, name: owner.name });
    expect((await listUsersWithRole(database.db, "admin")).map((admin) => admin.email)).toEqual([owner.email]);

    const again = await createFirstAdmin(
      auth,
      database.db,
      request(token, { ...owner, email: "intruder@example.com" }, "203.0.113.10"),
    );
    expect(again).toEqual({ ok: false, linkInvalid: true });
    expect(await users()).toBe(1);
  });

  it("refuses a wrong token and creates nothing", async () => {
    await issueSetupTokenIfNoAdmin(database.db);
    expect(await createFirstAdmin(auth, database.db, request("not-the-token"))).toEqual({
      ok: false,
      linkInvalid: true,
    });
    expect(await users()).toBe(0);
  });

  it("keeps the link usable after a form error, with sign-up's rules for each field", async () => {
    const token = (await issueSetupTokenIfNoAdmin(database.db))!;
    const refused = await createFirstAdmin(
      auth,
      database.db,
      request(token, { name: " ", email: "not-an-email", password: "123456" }),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        password: expect.stringMatching(/common/i),
      },
    });
    expect(await users()).toBe(0);
    expect(await isSetupTokenUsable(database.db, token)).toBe(true);
  });

  it("never makes an account that exists already the admin", async () => {
    const token = (await issueSetupTokenIfNoAdmin(database.db))!;
    // Someone registered the owner's address first, with a password of their own.
    await auth.api.signUpEmail({ body: { name: "Squatter", email: owner.email, password: "squatter-password-1" } });
    const refused = await createFirstAdmin(auth, database.db, request(token));
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: expect.stringMatching(/^An account with this email already exists/) },
    });
    expect(await listUsersWithRole(database.db, "admin")).toEqual([]);
    expect(await users()).toBe(1);
    expect(await isSetupTokenUsable(database.db, token)).toBe(true);
  });

  it("is rate-limited per client like sign-up", async () => {
    for (let i = 0; i < setupRateLimit.limit; i++) {
      await createFirstAdmin(auth, database.db, request("wrong", owner, "198.51.100.7"));
    }
    const limited = await createFirstAdmin(auth, database.db, request("wrong", owner, "198.51.100.7"));
    expect(limited).toMatchObject({ ok: false, status: 429, message: expect.stringMatching(/^Too many attempts/) });
  });

  it("refuses when an admin appeared after the link was opened, and removes the account it made", async () => {
    const token = (await issueSetupTokenIfNoAdmin(database.db))!;
    expect(await isSetupTokenUsable(database.db, token)).toBe(true);
    // Someone else became admin (the CLI, ADMIN_EMAILS) while the owner was filling in the form.
    await auth.api.signUpEmail({ body: { name: "Other", email: "other@example.com", password: "other-password-1" } });
    const [other] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "other@example.com"));
    await grantRole(database.db, { userId: other!.id, role: "admin" });

    expect(await createFirstAdmin(auth, database.db, request(token))).toEqual({ ok: false, linkInvalid: true });
    expect((await listUsersWithRole(database.db, "admin")).map((admin) => admin.email)).toEqual(["other@example.com"]);
    expect(await users()).toBe(1);
  });

  it("makes exactly one admin when two claims race for the same token", async () => {
    const token = (await issueSetupTokenIfNoAdmin(database.db))!;
    const ids: string[] = [];
    for (const email of ["a@example.com", "b@example.com"]) {
      await auth.api.signUpEmail({ body: { name: email, email, password: "racing-password-1" } });
      ids.push((await database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id);
    }
    const claims = await Promise.all(ids.map((userId) => claimSetupToken(database.db, { token, userId })));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await database.db.select().from(userRoles)).toHaveLength(1);
  });
});

/**
 * `npm start` as an operator runs it: the first start with no admin prints the link, the link
 * creates the admin and signs them in, and a start with an admin prints none.
 */
describe("the setup link printed at start", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-run-"));

  beforeAll(() => {
    ensureBuild();
  }, 180_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function start(env: NodeJS.ProcessEnv = {}, dir = dataDir) {
    const server = startServerProcess({ dataDir: dir, port: await freePort(), env });
    try {
      expect((await waitForUrl(`${server.base}/readyz`, 150_000)).status, server.output()).toBe(200);
    } catch (error) {
      // Never left running for the next test.
      server.child.kill("SIGKILL");
      throw error;
    }
    return server;
  }
  async function stop(server: ReturnType<typeof startServerProcess>) {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child), server.output()).toBe(0);
  }
  const linkIn = (output: string) => /(http:\/\/\S+\/setup\?token=[A-Za-z0-9_-]+)/.exec(output)?.[1];
  /** The link the server prints as it starts listening, read from its output once our pipe has it. */
  const printedLink = async (server: ReturnType<typeof startServerProcess>) =>
    linkIn(await until(server.output, (output) => linkIn(output) !== undefined));

  it("prints a link while no admin exists; the link makes the owner admin once; then none is printed", async () => {
    const first = await start();
    const { base } = first;
    try {
      const link = await printedLink(first);
      expect(link, first.output()).toMatch(new RegExp(`^${base}/setup\\?token=`));
      const token = new URL(link!).searchParams.get("token")!;

      const page = await fetch(link!);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toContain("no-store");
      expect(await page.text()).toContain("Create the admin account");

      const wrong = await postForm(base, "/setup?token=wrong", owner);
      expect(wrong.status).toBe(410);
      expect(await wrong.text()).toContain("This setup link is no longer valid");
      expect(sessionCookieOf(await postForm(base, "/auth", { intent: "sign-in", ...owner }))).toBeUndefined();

      const created = await postForm(base, `/setup?token=${token}`, owner);
      expect(created.status).toBe(302);
      expect(created.headers.get("location")).toBe("/admin");
      const cookie = sessionCookieOf(created)!;
      expect(cookie).toBeTruthy();
      expect((await fetch(`${base}/admin`, { redirect: "manual", headers: { cookie } })).status).toBe(200);

      const reused = await postForm(base, `/setup?token=${token}`, { ...owner, email: "second@example.com" });
      expect(reused.status).toBe(410);
      expect(
        sessionCookieOf(await postForm(base, "/auth", { intent: "sign-in", ...owner, email: "second@example.com" })),
      ).toBeUndefined();
      expect((await fetch(link!)).status).toBe(410);
    } finally {
      await stop(first);
    }

    const second = await start();
    try {
      // An absence cannot be awaited. The link would be written before the server answered /readyz
      // (in the callback of listen), so it would already be in our pipe; a moment lets us read it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(linkIn(second.output()), second.output()).toBeUndefined();
    } finally {
      await stop(second);
    }
  }, 400_000);

  it("refuses the link once an admin exists by other means, creating nothing", async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "first-run-race-"));
    const server = await start({ ADMIN_EMAILS: "boss@example.com" }, other);
    try {
      const token = new URL((await printedLink(server))!).searchParams.get("token")!;
      const boss = { email: "boss@example.com", password: "boss-password-1" };
      await postForm(server.base, "/auth", { intent: "sign-up", ...boss });

      const refused = await postForm(server.base, `/setup?token=${token}`, owner);
      expect(refused.status).toBe(410);
      expect(await refused.text()).toContain("This setup link is no longer valid");
      expect(sessionCookieOf(await postForm(server.base, "/auth", { intent: "sign-in", ...owner }))).toBeUndefined();
    } finally {
      await stop(server);
      fs.rmSync(other, { recursive: true, force: true });
    }
  }, 200_000);
});
