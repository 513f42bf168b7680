import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
import { confirmTotpEnrollment, startTotpEnrollment } from "~/.server/auth/two-factor";
import { passkey, session as sessions } from "~/.server/db/schema/auth";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { createTestAuth, formData, testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { totpCode } from "../helpers/totp";

/**
 * A passkey is a second factor like the app (docs/security.md Q1): the password alone opens no
 * session on an account that has one, and setting up an app from a password session beside it does
 * not turn that session into a second-factor one. The account's first factor still does (first run).
 */
describe.each(testDatabaseKinds)("a passkey as the second factor on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;

  beforeAll(async () => {
    auth = createTestAuth(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  const credentials = (email: string, password: string) => ({
    form: formData({ email, password }),
    clientKey: "203.0.113.9",
    requestHeaders: new Headers({ origin: testPublicUrl }),
  });

  /** Signs up and in with the password; the request headers that carry the session, and its user. */
  async function passwordSession(email: string, password: string) {
    await signUpWithPassword(auth, database.db, credentials(email, password));
    const signedIn = await signInWithPassword(auth, database.db, credentials(email, password));
    if (!signedIn.ok) throw new Error(signedIn.message);
    const cookie = signedIn.headers.getSetCookie().find((value) => value.includes("session_token="))!;
    const headers = new Headers({ cookie: cookie.split(";")[0]!, origin: testPublicUrl });
    const current = await auth.api.getSession({ headers });
    return { headers, userId: current!.user.id };
  }

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

  /** Sets up and confirms an app from this session; how the session that replaces it was opened. */
  async function enrolApp(owner: { headers: Headers; userId: string }, password: string, email: string) {
    const started = await startTotpEnrollment(auth, { password, headers: owner.headers });
    if (!started.ok) throw new Error(started.message);
    const confirmed = await confirmTotpEnrollment(auth, {
      code: totpCode(started.secret),
      headers: owner.headers,
      actor: { userId: owner.userId, email },
    });
    if (!confirmed.ok) throw new Error(confirmed.message);
    const rows = await database.db
      .select({ signInMethod: sessions.signInMethod })
      .from(sessions)
      .where(eq(sessions.userId, owner.userId));
    return rows.map((row) => row.signInMethod);
  }

  it("a password sign-in of an account with a passkey opens no session and asks for the passkey", async () => {
    const owner = await passwordSession("keyholder@example.com", "keyholder-password");
    await storePasskey(owner.userId);
    await database.db.delete(sessions).where(eq(sessions.userId, owner.userId));

    const signedIn = await signInWithPassword(
      auth,
      database.db,
      credentials("keyholder@example.com", "keyholder-password"),
    );
    expect(signedIn).toMatchObject({ ok: true, passkeyRequired: true });
    if (!signedIn.ok) return;
    expect(signedIn.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, owner.userId))).toEqual([]);

    // A wrong password says nothing about the passkey.
    const wrong = await signInWithPassword(auth, database.db, credentials("keyholder@example.com", "not-it"));
    expect(wrong).toMatchObject({ ok: false, status: 401 });
  });

  it("setting up an app from a password session beside a passkey does not make it a second-factor session", async () => {
    const owner = await passwordSession("beside-key@example.com", "beside-key-password");
    await storePasskey(owner.userId);
    expect(await enrolApp(owner, "beside-key-password", "beside-key@example.com")).toEqual(["password"]);
  });

  it("the account's first second factor, set up from a password session, makes it a second-factor session", async () => {
    const owner = await passwordSession("first-run@example.com", "first-run-password");
    expect(await enrolApp(owner, "first-run-password", "first-run@example.com")).toEqual(["two-factor"]);
  });
});
