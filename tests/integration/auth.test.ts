import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAdminCommand } from "~/.server/auth/admin-cli";
import type { Auth } from "~/.server/auth/create-auth";
import { openDatabase } from "~/.server/db/client";
import {
  accountSignInRateLimit,
  signInRateLimit,
  signInWithPassword,
  signUpWithPassword,
} from "~/.server/auth/email-password";
import { hasRole } from "~/.server/auth/roles";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { session as sessions } from "~/.server/db/schema/auth";
import { readSession, sessionAbsoluteSeconds, sessionIdleSeconds } from "~/.server/auth/session-lifetime";
import { eq } from "drizzle-orm";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { createTestAuth, testPublicUrl } from "../helpers/test-auth";

const publicUrl = testPublicUrl;

function credentials(email: string, password: string, clientKey = "203.0.113.1") {
  const form = new FormData();
  form.set("email", email);
  form.set("password", password);
  return { form, clientKey, requestHeaders: new Headers({ origin: publicUrl }) };
}

describe.each(testDatabaseKinds)("accounts on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;

  beforeAll(async () => {
    auth = createTestAuth(database.db, { adminEmails: ["Boss@Example.com"] });
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  let lastCookie = "";
  async function signUpAndSignIn(email: string, password: string) {
    await signUpWithPassword(auth, database.db, credentials(email, password));
    const signIn = await signInWithPassword(auth, database.db, credentials(email, password));
    if (!signIn.ok) throw new Error(signIn.message);
    lastCookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
  }

  const adminList = async () => (await runAdminCommand(database.db, ["list"])).message.split("\n");

  it("signs up without signing in, then signs in with a session cookie", async () => {
    const signUp = await signUpWithPassword(auth, database.db, credentials("ana@example.com", "ana-secret"));
    expect(signUp.ok).toBe(true);
    if (!signUp.ok) return;
    expect(signUp.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(false);

    const signIn = await signInWithPassword(auth, database.db, credentials("ana@example.com", "ana-secret"));
    expect(signIn.ok).toBe(true);
    if (!signIn.ok) return;
    const sessionCookie = signIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("better-auth.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const cookie = sessionCookie!.split(";")[0]!;
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe("ana@example.com");
  });

  it("marks the session cookie Secure, with the __Secure- prefix, when the public URL is https", async () => {
    const httpsAuth = createTestAuth(database.db, { publicUrl: "https://podcast.example" });
    await signUpWithPassword(httpsAuth, database.db, credentials("sec@example.com", "sec-password"));
    const form = credentials("sec@example.com", "sec-password");
    const signIn = await signInWithPassword(httpsAuth, database.db, {
      ...form,
      requestHeaders: new Headers({ origin: "https://podcast.example" }),
    });
    expect(signIn.ok).toBe(true);
    if (!signIn.ok) return;
    const sessionCookie = signIn.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
    expect(sessionCookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(sessionCookie).toMatch(/;\s*Secure/i);
  });

  it("refuses a wrong password with the service's message", async () => {
    await signUpWithPassword(auth, database.db, credentials("ben@example.com", "right-password"));
    const result = await signInWithPassword(auth, database.db, credentials("ben@example.com", "wrong-password"));
    expect(result).toMatchObject({ ok: false, status: 401, message: "Invalid email or password" });
  });

  it("refuses a password shorter than 6 characters and creates nothing", async () => {
    const result = await signUpWithPassword(auth, database.db, credentials("cam@example.com", "12345"));
    expect(result).toEqual({ ok: false, status: 400, message: "Password must be at least 6 characters." });
    const signIn = await signInWithPassword(auth, database.db, credentials("cam@example.com", "12345"));
    expect(signIn.ok).toBe(false);
  });

  it("refuses a very common password on sign-up and creates nothing", async () => {
    const result = await signUpWithPassword(auth, database.db, credentials("cyd@example.com", "Password1"));
    expect(result).toEqual({ ok: false, status: 400, message: "This password is too common. Choose another." });
    expect((await signInWithPassword(auth, database.db, credentials("cyd@example.com", "Password1"))).ok).toBe(false);
  });

  it("does not let a second sign-up take over an existing email", async () => {
    await signUpWithPassword(auth, database.db, credentials("dee@example.com", "original-pw"));
    await signUpWithPassword(auth, database.db, credentials("dee@example.com", "attacker-pw"));
    expect((await signInWithPassword(auth, database.db, credentials("dee@example.com", "original-pw"))).ok).toBe(true);
    expect((await signInWithPassword(auth, database.db, credentials("dee@example.com", "attacker-pw"))).ok).toBe(false);
  });

  it("limits sign-in attempts per client, in the database", async () => {
    await signUpWithPassword(auth, database.db, credentials("eve@example.com", "eve-password"));
    for (let i = 0; i < signInRateLimit.limit; i++) {
      await signInWithPassword(auth, database.db, credentials("eve@example.com", "nope-nope", "198.51.100.20"));
    }
    const blocked = await signInWithPassword(
      auth,
      database.db,
      credentials("eve@example.com", "eve-password", "198.51.100.20"),
    );
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    if (!blocked.ok) expect(blocked.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const otherClient = await signInWithPassword(
      auth,
      database.db,
      credentials("eve@example.com", "eve-password", "198.51.100.21"),
    );
    expect(otherClient.ok).toBe(true);
  });

  it("limits failed sign-ins per account, whatever the client, and counts no successful ones", async () => {
    await signUpWithPassword(auth, database.db, credentials("una@example.com", "una-password"));
    await signUpWithPassword(auth, database.db, credentials("vic@example.com", "vic-password"));
    // Successful sign-ins leave the account's budget untouched.
    for (let i = 0; i < 3; i++) {
      expect((await signInWithPassword(auth, database.db, credentials("una@example.com", "una-password"))).ok).toBe(
        true,
      );
    }
    const accountCounters = await database.db.select().from(rateLimits);
    expect(accountCounters.filter((row) => row.key.startsWith(`${accountSignInRateLimit.name}:`))).toEqual([]);

    // Guesses spread over many addresses, each well inside its per-client budget…
    for (let i = 0; i < accountSignInRateLimit.limit; i++) {
      const guess = await signInWithPassword(
        auth,
        database.db,
        credentials("UNA@example.com", `guess-${i}`, `192.0.2.${i + 1}`),
      );
      expect(guess).toMatchObject({ ok: false, status: 401 });
    }
    // …use up the account's: even the right password is refused for now, from anywhere.
    const blocked = await signInWithPassword(
      auth,
      database.db,
      credentials("una@example.com", "una-password", "192.0.2.200"),
    );
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    if (!blocked.ok) expect(blocked.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another account is not affected.
    expect(
      (await signInWithPassword(auth, database.db, credentials("vic@example.com", "vic-password", "192.0.2.200"))).ok,
    ).toBe(true);
  });

  it("closes Better Auth's HTTP sign-in and sign-up paths, which the site's forms do not use", async () => {
    await signUpWithPassword(auth, database.db, credentials("wes@example.com", "wes-password"));
    const post = (path: string, body: object) =>
      auth.handler(
        new Request(`${publicUrl}/api/auth${path}`, {
          method: "POST",
          headers: { origin: publicUrl, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    expect((await post("/sign-in/email", { email: "wes@example.com", password: "wes-password" })).status).toBe(404);
    expect(
      (await post("/sign-up/email", { email: "xan@example.com", password: "xan-password", name: "xan" })).status,
    ).toBe(404);
    expect((await signInWithPassword(auth, database.db, credentials("xan@example.com", "xan-password"))).ok).toBe(
      false,
    );
    // The rest of Better Auth's API still answers.
    expect((await auth.handler(new Request(`${publicUrl}/api/auth/get-session`))).status).toBe(200);
  });

  it("grants admin on sign-up to ADMIN_EMAILS, case-insensitively, and to nobody else", async () => {
    await signUpWithPassword(auth, database.db, credentials("boss@example.com", "boss-password"));
    await signUpWithPassword(auth, database.db, credentials("staff@example.com", "staff-password"));
    expect(await adminList()).toContain("boss@example.com");
    expect(await adminList()).not.toContain("staff@example.com");
  });

  it("the admin CLI creates an admin account with a password it asks for, and never over an existing account", async () => {
    const create = (email: string, password: string) =>
      runAdminCommand(database.db, ["create", email], { auth, readPassword: async () => password });
    expect(await create("owner@example.com", "short")).toMatchObject({ ok: false });
    expect(await create("owner@example.com", "owner-password")).toEqual({
      ok: true,
      message: "Created owner@example.com as an admin. Sign in at /auth.",
    });
    expect(await adminList()).toContain("owner@example.com");
    const signIn = await signInWithPassword(auth, database.db, credentials("owner@example.com", "owner-password"));
    expect(signIn.ok).toBe(true);
    // An address someone already registered is never taken over.
    expect(await create("owner@example.com", "another-password")).toEqual({
      ok: false,
      message:
        "An account with the email owner@example.com already exists. If it is yours, grant it with: npm run admin -- grant owner@example.com",
    });
  });

  it("the admin CLI grants, lists and revokes, and says when the user does not exist", async () => {
    await signUpWithPassword(auth, database.db, credentials("fay@example.com", "fay-password"));
    const granted = await runAdminCommand(database.db, ["grant", "FAY@example.com"]);
    expect(granted.ok).toBe(true);
    // When the account was made, so an owner notices an account someone else registered first.
    expect(granted.message).toMatch(/^fay@example\.com is now an admin \(account created \w+ \d+, \d{4}/);
    expect(granted.message).toContain("If you did not create it then, revoke it now");
    expect(await adminList()).toContain("fay@example.com");
    expect(await runAdminCommand(database.db, ["grant", "fay@example.com"])).toEqual({
      ok: true,
      message: "fay@example.com is already an admin; nothing changed.",
    });
    const signIn = await signInWithPassword(auth, database.db, credentials("fay@example.com", "fay-password"));
    const cookie = signIn.ok ? signIn.headers.getSetCookie()[0]!.split(";")[0]! : "";
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(await hasRole(database.db, { userId: session!.user.id, role: "admin" })).toBe(true);

    expect(await runAdminCommand(database.db, ["revoke", "fay@example.com"])).toEqual({
      ok: true,
      message: "fay@example.com is no longer an admin.",
    });
    expect(await hasRole(database.db, { userId: session!.user.id, role: "admin" })).toBe(false);
    expect(await runAdminCommand(database.db, ["grant", "ghost@example.com"])).toEqual({
      ok: false,
      message:
        "No account with the email ghost@example.com. The user must sign up at /auth first, or create the account with: npm run admin -- create ghost@example.com",
    });
    expect((await runAdminCommand(database.db, ["promote"])).ok).toBe(false);
  });

  it("a session made by one instance is valid on another sharing the database", async () => {
    await signUpAndSignIn("hal@example.com", "hal-password");
    const cookie = lastCookie;
    const second =
      kind === "postgres" ? await openDatabase({ kind: "postgres", url: database.connection.url! }) : undefined;
    try {
      const otherInstance = createTestAuth(second?.db ?? database.db);
      const session = await otherInstance.api.getSession({ headers: new Headers({ cookie }) });
      expect(session?.user.email).toBe("hal@example.com");
    } finally {
      await second?.close();
    }
  });

  it("signing out revokes the session in the database", async () => {
    await signUpWithPassword(auth, database.db, credentials("gus@example.com", "gus-password"));
    const signIn = await signInWithPassword(auth, database.db, credentials("gus@example.com", "gus-password"));
    const cookie = signIn.ok ? signIn.headers.getSetCookie()[0]!.split(";")[0]! : "";
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  describe("session lifetime (ASVS 3.3.2)", () => {
    const minutes = (n: number) => n * 60 * 1000;
    async function sessionRow(cookie: string) {
      const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
      const [row] = await database.db.select().from(sessions).where(eq(sessions.token, token));
      return { token, row };
    }

    it("a new session expires after 30 minutes without use", async () => {
      await signUpAndSignIn("ida@example.com", "ida-password");
      const { token, row } = await sessionRow(lastCookie);
      const idleMs = row!.expiresAt.getTime() - Date.now();
      expect(idleMs).toBeLessThanOrEqual(sessionIdleSeconds * 1000);
      expect(idleMs).toBeGreaterThan(minutes(29));

      // Last used 31 minutes ago: its expiry passed a minute ago.
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - minutes(1)) })
        .where(eq(sessions.token, token));
      expect((await readSession(auth, new Headers({ cookie: lastCookie }))).session).toBeNull();
    });

    it("reading the session over HTTP (the admin page's keep-alive) counts as use and moves the expiry on", async () => {
      await signUpAndSignIn("kim@example.com", "kim-password");
      const { token } = await sessionRow(lastCookie);
      // Last used 20 minutes ago: 10 minutes left.
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + minutes(10)) })
        .where(eq(sessions.token, token));

      const response = await auth.handler(
        new Request(`${publicUrl}/api/auth/get-session`, { headers: { cookie: lastCookie } }),
      );
      expect(response.status).toBe(200);
      const { row } = await sessionRow(lastCookie);
      expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(minutes(29));
    });

    it("a session in use is refused 12 hours after sign-in, and revoked in the database", async () => {
      await signUpAndSignIn("jon@example.com", "jon-password");
      const cookie = lastCookie;
      const { token } = await sessionRow(cookie);
      const signedInAgo = async (ms: number) =>
        database.db
          .update(sessions)
          .set({ createdAt: new Date(Date.now() - ms) })
          .where(eq(sessions.token, token));

      await signedInAgo(sessionAbsoluteSeconds * 1000 - minutes(5));
      const stillValid = await readSession(auth, new Headers({ cookie }));
      expect(stillValid.session?.user.email).toBe("jon@example.com");

      await signedInAgo(sessionAbsoluteSeconds * 1000 + minutes(1));
      const refused = await readSession(auth, new Headers({ cookie }));
      expect(refused.session).toBeNull();
      // The browser is told to drop the cookie, and the row is gone, so no other path accepts it.
      expect(refused.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
      expect((await sessionRow(cookie)).row).toBeUndefined();
      expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    });
  });
});
