import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from "~/.server/auth/account-sessions";
import { changePassword } from "~/.server/auth/change-password";
import { deleteAccount } from "~/.server/auth/delete-account";
import { lastAdminMessage } from "~/.server/auth/delete-account-messages";
import { grantRole } from "~/.server/auth/roles";
import { startTotpEnrollment } from "~/.server/auth/two-factor";
import type { Auth } from "~/.server/auth/create-auth";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
import { accountPasswordRateLimit, consumePasswordCheck } from "~/.server/auth/password-check-limit";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { passkey, session as sessions, twoFactor, user as users } from "~/.server/db/schema/auth";
import { userRoles } from "~/.server/db/schema/user-roles";
import { listPasskeys, removePasskey, renamePasskey } from "~/.server/auth/passkeys";
import { eq } from "drizzle-orm";
import { captureSecurityEvents } from "../helpers/capture-security-events";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { createTestAuth, formData, testPublicUrl } from "../helpers/test-auth";

const publicUrl = testPublicUrl;
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe.each(testDatabaseKinds)("account self-service on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;

  beforeAll(async () => {
    auth = createTestAuth(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  /** Signs in from a browser with this User-Agent; answers the request headers that carry its session. */
  async function signIn(email: string, password: string, userAgent = chrome) {
    const requestHeaders = new Headers({ origin: publicUrl, "user-agent": userAgent });
    const result = await signInWithPassword(auth, database.db, {
      form: formData({ email, password }),
      clientKey: "203.0.113.9",
      requestHeaders,
    });
    if (!result.ok) throw new Error(result.message);
    const cookie = result.headers.getSetCookie()[0]!.split(";")[0]!;
    const headers = new Headers({ cookie, origin: publicUrl, "user-agent": userAgent });
    const session = await auth.api.getSession({ headers });
    return { headers, sessionId: session!.session.id, userId: session!.user.id };
  }

  async function account(email: string, password: string) {
    await signUpWithPassword(auth, database.db, {
      form: formData({ email, password }),
      clientKey: "203.0.113.9",
      requestHeaders: new Headers({ origin: publicUrl }),
    });
  }

  it("changes the password and signs out the other sessions, keeping this one", async () => {
    await account("kim@example.com", "old-password");
    const laptop = await signIn("kim@example.com", "old-password");
    const phone = await signIn("kim@example.com", "old-password", firefox);

    const changed = await changePassword(auth, {
      form: formData({ currentPassword: "old-password", newPassword: "new-password", revokeOtherSessions: "on" }),
      headers: laptop.headers,
      userId: laptop.userId,
    });
    expect(changed).toMatchObject({ ok: true, revokedOthers: true });
    if (!changed.ok) return;

    // The other browser is signed out; this one carries on with the new session cookie it was given.
    expect(await auth.api.getSession({ headers: phone.headers })).toBeNull();
    const renewed = changed.headers.getSetCookie().find((cookie) => cookie.includes("session_token="))!;
    const stillHere = await auth.api.getSession({ headers: new Headers({ cookie: renewed.split(";")[0]! }) });
    expect(stillHere?.user.email).toBe("kim@example.com");

    await expect(signIn("kim@example.com", "old-password")).rejects.toThrow("Invalid email or password");
    await expect(signIn("kim@example.com", "new-password")).resolves.toBeTruthy();
  });

  it("without the option, other sessions stay signed in", async () => {
    await account("lou@example.com", "old-password");
    const laptop = await signIn("lou@example.com", "old-password");
    const phone = await signIn("lou@example.com", "old-password", firefox);
    const changed = await changePassword(auth, {
      form: formData({ currentPassword: "old-password", newPassword: "new-password" }),
      headers: laptop.headers,
      userId: laptop.userId,
    });
    expect(changed).toMatchObject({ ok: true, revokedOthers: false });
    expect((await auth.api.getSession({ headers: phone.headers }))?.user.email).toBe("lou@example.com");
  });

  it("refuses a wrong current password or a short or common new one, field by field, and changes nothing", async () => {
    await account("max@example.com", "old-password");
    const laptop = await signIn("max@example.com", "old-password");
    const attempt = (fields: Record<string, string>) =>
      changePassword(auth, { form: formData(fields), headers: laptop.headers, userId: laptop.userId });

    expect(await attempt({ currentPassword: "not-it", newPassword: "new-password" })).toEqual({
      ok: false,
      fieldErrors: { currentPassword: "Your current password is not correct." },
    });
    expect(await attempt({ currentPassword: "old-password", newPassword: "12345" })).toEqual({
      ok: false,
      fieldErrors: { newPassword: "Password must be at least 6 characters." },
    });
    expect(await attempt({ currentPassword: "old-password", newPassword: "qwerty123" })).toEqual({
      ok: false,
      fieldErrors: { newPassword: "This password is too common. Choose another." },
    });
    expect(await attempt({ currentPassword: "", newPassword: "" })).toEqual({
      ok: false,
      fieldErrors: { currentPassword: "Please enter your current password.", newPassword: "Please enter a password." },
    });
    await expect(signIn("max@example.com", "old-password")).resolves.toBeTruthy();
  });

  it("lists the user's active sessions with device and times, marks this one, and ends another", async () => {
    await account("nia@example.com", "nia-password");
    const laptop = await signIn("nia@example.com", "nia-password");
    const phone = await signIn("nia@example.com", "nia-password", firefox);
    // Someone else's session must never show up, nor be ended from here.
    await account("oz@example.com", "oz-password");
    const stranger = await signIn("oz@example.com", "oz-password");

    const sessions = await listAccountSessions(auth, { headers: laptop.headers, currentSessionId: laptop.sessionId });
    expect(sessions.map(({ id, device, current }) => ({ id, device, current }))).toEqual([
      { id: laptop.sessionId, device: "Chrome on Linux", current: true },
      { id: phone.sessionId, device: "Firefox on Windows", current: false },
    ]);
    expect(Date.parse(sessions[0]!.createdAt)).not.toBeNaN();
    expect(Date.parse(sessions[0]!.lastActiveAt)).not.toBeNaN();

    const mine = { headers: laptop.headers, currentSessionId: laptop.sessionId, userId: laptop.userId };
    expect(await revokeAccountSession(auth, { ...mine, id: stranger.sessionId })).toEqual({
      ok: false,
      message: "That session has already ended.",
    });
    expect((await auth.api.getSession({ headers: stranger.headers }))?.user.email).toBe("oz@example.com");
    expect(await revokeAccountSession(auth, { ...mine, id: laptop.sessionId })).toEqual({
      ok: false,
      message: "To end this session, use Sign Out.",
    });

    expect(await revokeAccountSession(auth, { ...mine, id: phone.sessionId })).toEqual({ ok: true, count: 1 });
    expect(await auth.api.getSession({ headers: phone.headers })).toBeNull();
    expect((await auth.api.getSession({ headers: laptop.headers }))?.user.email).toBe("nia@example.com");
  });

  it("ends all other sessions at once", async () => {
    await account("pat@example.com", "pat-password");
    const laptop = await signIn("pat@example.com", "pat-password");
    const phone = await signIn("pat@example.com", "pat-password", firefox);
    const tablet = await signIn("pat@example.com", "pat-password", firefox);
    const mine = { headers: laptop.headers, currentSessionId: laptop.sessionId, userId: laptop.userId };
    expect(await revokeOtherAccountSessions(auth, mine)).toEqual({ ok: true, count: 2 });
    expect(await auth.api.getSession({ headers: phone.headers })).toBeNull();
    expect(await auth.api.getSession({ headers: tablet.headers })).toBeNull();
    expect((await listAccountSessions(auth, mine)).map((session) => session.id)).toEqual([laptop.sessionId]);
  });

  it("limits the account page's password checks per account, in the database", async () => {
    for (let i = 0; i < accountPasswordRateLimit.limit; i++) {
      expect(await consumePasswordCheck(database.db, { userId: "user-1" })).toBeNull();
    }
    expect(await consumePasswordCheck(database.db, { userId: "user-1" })).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    // Another account has its own budget.
    expect(await consumePasswordCheck(database.db, { userId: "user-2" })).toBeNull();
  });

  it("a user cannot rename or remove another user's passkey", async () => {
    await account("own@example.com", "owner-password");
    await account("mal@example.com", "other-password");
    const owner = await signIn("own@example.com", "owner-password");
    const other = await signIn("mal@example.com", "other-password");
    const id = crypto.randomUUID();
    await database.db.insert(passkey).values({
      id,
      name: "Owner's laptop",
      publicKey: "public-key",
      userId: owner.userId,
      credentialID: "credential-id",
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      createdAt: new Date(),
    });

    const actor = { userId: other.userId, email: "mal@example.com" };
    expect(await renamePasskey(auth, { id, name: "Mine now", headers: other.headers, actor })).toMatchObject({
      ok: false,
    });
    expect(await removePasskey(auth, { id, headers: other.headers, actor })).toMatchObject({ ok: false });
    expect(await listPasskeys(auth, { headers: other.headers })).toEqual([]);
    const [stored] = await database.db.select().from(passkey).where(eq(passkey.id, id));
    expect(stored?.name).toBe("Owner's laptop");
    expect((await listPasskeys(auth, { headers: owner.headers })).map((key) => key.name)).toEqual(["Owner's laptop"]);
  });

  describe("deleting the account (ASVS 8.3.2)", () => {
    async function storePasskey(userId: string) {
      await database.db.insert(passkey).values({
        id: crypto.randomUUID(),
        name: "Laptop",
        publicKey: "public-key",
        userId,
        credentialID: crypto.randomUUID(),
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
      });
    }

    it("with the current password removes the account, its sessions, factor and passkeys, and logs it", async () => {
      await account("leaving@example.com", "leaving-password");
      const laptop = await signIn("leaving@example.com", "leaving-password");
      const phone = await signIn("leaving@example.com", "leaving-password", firefox);
      expect((await startTotpEnrollment(auth, { password: "leaving-password", headers: laptop.headers })).ok).toBe(
        true,
      );
      await storePasskey(laptop.userId);
      const log = captureSecurityEvents();
      try {
        const deleted = await deleteAccount(auth, {
          form: formData({ currentPassword: "leaving-password" }),
          headers: laptop.headers,
          actor: { userId: laptop.userId, email: "leaving@example.com" },
        });
        expect(deleted.ok).toBe(true);
        if (!deleted.ok) return;
        // This browser's session cookie is cleared on the way out.
        expect(deleted.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);
        expect(log.named("account.deleted")).toEqual([
          expect.objectContaining({ userId: laptop.userId, email: "leaving@example.com" }),
        ]);
        expect(log.text()).not.toContain("leaving-password");
      } finally {
        log.restore();
      }

      const gone = eq(users.id, laptop.userId);
      expect(await database.db.select().from(users).where(gone)).toEqual([]);
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, laptop.userId))).toEqual([]);
      expect(await database.db.select().from(twoFactor).where(eq(twoFactor.userId, laptop.userId))).toEqual([]);
      expect(await database.db.select().from(passkey).where(eq(passkey.userId, laptop.userId))).toEqual([]);
      expect(await auth.api.getSession({ headers: phone.headers })).toBeNull();
      const again = await signInWithPassword(auth, database.db, {
        form: formData({ email: "leaving@example.com", password: "leaving-password" }),
        clientKey: "203.0.113.9",
        requestHeaders: new Headers({ origin: publicUrl }),
      });
      expect(again.ok).toBe(false);
    });

    it("refuses a missing or wrong password, field by field, and deletes nothing", async () => {
      await account("staying@example.com", "staying-password");
      const browser = await signIn("staying@example.com", "staying-password");
      const actor = { userId: browser.userId, email: "staying@example.com" };
      expect(await deleteAccount(auth, { form: formData({}), headers: browser.headers, actor })).toEqual({
        ok: false,
        fieldErrors: { currentPassword: "Please enter your current password." },
      });
      expect(
        await deleteAccount(auth, {
          form: formData({ currentPassword: "wrong-password" }),
          headers: browser.headers,
          actor,
        }),
      ).toEqual({ ok: false, fieldErrors: { currentPassword: "Your current password is not correct." } });
      expect(await auth.api.getSession({ headers: browser.headers })).not.toBeNull();
    });

    it("the only admin cannot delete their account; once there is another admin, they can", async () => {
      await account("only-admin@example.com", "only-admin-password");
      const admin = await signIn("only-admin@example.com", "only-admin-password");
      // Admins from earlier tests on this database would hide the case: this admin is the only one.
      await database.db.delete(userRoles);
      await grantRole(database.db, { userId: admin.userId, role: "admin" });
      const attempt = () =>
        deleteAccount(auth, {
          form: formData({ currentPassword: "only-admin-password" }),
          headers: admin.headers,
          actor: { userId: admin.userId, email: "only-admin@example.com" },
        });

      expect(await attempt()).toEqual({ ok: false, fieldErrors: {}, message: lastAdminMessage });
      expect(await database.db.select().from(users).where(eq(users.id, admin.userId))).toHaveLength(1);

      await account("second-admin@example.com", "second-admin-password");
      const second = await signIn("second-admin@example.com", "second-admin-password");
      await grantRole(database.db, { userId: second.userId, role: "admin" });
      expect((await attempt()).ok).toBe(true);
      expect(await database.db.select().from(userRoles)).toEqual([
        expect.objectContaining({ userId: second.userId, role: "admin" }),
      ]);
    });

    it("two admins deleting themselves at once leave one admin", async () => {
      await database.db.delete(userRoles);
      const admins = [];
      for (const name of ["race-a", "race-b"]) {
        await account(`${name}@example.com`, `${name}-password`);
        const admin = await signIn(`${name}@example.com`, `${name}-password`);
        await grantRole(database.db, { userId: admin.userId, role: "admin" });
        admins.push({ ...admin, email: `${name}@example.com`, password: `${name}-password` });
      }
      const results = await Promise.all(
        admins.map((admin) =>
          deleteAccount(auth, {
            form: formData({ currentPassword: admin.password }),
            headers: admin.headers,
            actor: { userId: admin.userId, email: admin.email },
          }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await database.db.select().from(userRoles)).toHaveLength(1);
    });

    it("closes Better Auth's HTTP delete path, which would take a session without the password", async () => {
      await account("http-delete@example.com", "http-delete-password");
      const browser = await signIn("http-delete@example.com", "http-delete-password");
      for (const path of ["/api/auth/delete-user", "/api/auth/delete-user/callback?token=x"]) {
        const response = await auth.handler(
          new Request(`${publicUrl}${path}`, {
            method: path.endsWith("delete-user") ? "POST" : "GET",
            headers: { cookie: browser.headers.get("cookie")!, origin: publicUrl, "content-type": "application/json" },
            body: path.endsWith("delete-user") ? "{}" : undefined,
          }),
        );
        expect(response.status, path).toBe(404);
      }
      expect(await auth.api.getSession({ headers: browser.headers })).not.toBeNull();
    });
  });
});
