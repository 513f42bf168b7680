import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeContactMessage, readContactInbox } from "~/.server/admin/contact-message-audit";
import { runAdminCommand } from "~/.server/auth/admin-cli";
import { clientIpHeader, type Auth } from "~/.server/auth/create-auth";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
import { logPasskeyRegistered, removePasskey, renamePasskey } from "~/.server/auth/passkeys";
import {
  completeTwoFactorSignIn,
  confirmTotpEnrollment,
  disableTotp,
  regenerateBackupCodes,
  startTotpEnrollment,
} from "~/.server/auth/two-factor";
import { passkey } from "~/.server/db/schema/auth";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { captureSecurityEvents } from "../helpers/capture-security-events";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { createTestAuth, formData, testPublicUrl } from "../helpers/test-auth";
import { previousTotpCode, totpCode } from "../helpers/totp";

const publicUrl = testPublicUrl;
const clientIp = "198.51.100.7";

/** The sign-in form as Express hands it on: the fields, the client and its address header. */
function credentials(email: string, password: string) {
  return {
    form: formData({ email, password }),
    clientKey: clientIp,
    requestHeaders: new Headers({ origin: publicUrl, [clientIpHeader]: clientIp }),
  };
}

/**
 * The security events of ASVS 7.1.3, 7.2.1, 7.2.2 and 8.3.5 that the sign-in events do not cover:
 * two-step failures and lockouts, factor and passkey changes, admin role grants, and admin reads and
 * deletions of contact messages. Each names the user and the client address, and never a secret.
 */
describe.each(testDatabaseKinds)("security events on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  let log: ReturnType<typeof captureSecurityEvents>;

  beforeAll(async () => {
    auth = createTestAuth(database.db, { adminEmails: ["hook-admin@example.com"] });
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    log = captureSecurityEvents();
  });
  afterEach(() => log.restore());

  /** Headers as Express hands them on: the session or pending cookies, and the client address. */
  function requestHeaders(setCookies: Headers) {
    const cookie = setCookies
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .join("; ");
    return new Headers({ cookie, origin: publicUrl, [clientIpHeader]: clientIp });
  }

  async function signUpAndIn(email: string, password: string) {
    await signUpWithPassword(auth, database.db, credentials(email, password));
    const signIn = await signInWithPassword(auth, database.db, credentials(email, password));
    if (!signIn.ok) throw new Error(signIn.message);
    return { signIn, headers: requestHeaders(signIn.headers) };
  }

  it("writes Better Auth's own messages as structured lines, without the password that led to them", async () => {
    const password = "nobody-has-this-password";
    const signIn = await signInWithPassword(auth, database.db, credentials("nobody@example.com", password));
    expect(signIn.ok).toBe(false);
    expect(log.text()).toContain(JSON.stringify([{ source: "better-auth" }, "User not found"]));
    expect(log.text()).not.toContain(password);
  });

  it("logs the second factor turned on, backup codes made anew, two-step failures, the lockout and the factor turned off", async () => {
    const email = "events-2fa@example.com";
    const password = "events-2fa-password";
    const { headers } = await signUpAndIn(email, password);
    const userId = (await auth.api.getSession({ headers }))!.user.id;
    const actor = { userId, email };

    const enrollment = await startTotpEnrollment(auth, { password, headers });
    if (!enrollment.ok) throw new Error(enrollment.message);
    const wrong = totpCode(enrollment.secret) === "000000" ? "111111" : "000000";
    expect((await confirmTotpEnrollment(auth, { code: wrong, headers, actor })).ok).toBe(false);
    const confirmed = await confirmTotpEnrollment(auth, { code: totpCode(enrollment.secret), headers, actor });
    if (!confirmed.ok) throw new Error(confirmed.message);
    // Turning the factor on replaces the session; the new cookie carries on.
    const session = requestHeaders(confirmed.headers);
    const regenerated = await regenerateBackupCodes(auth, { password, headers: session, actor });
    if (!regenerated.ok) throw new Error(regenerated.message);

    expect(log.named("two-factor.change-failed")[0]).toMatchObject({ userId, email, step: "enable", clientIp });
    expect(log.named("two-factor.enabled")).toEqual([expect.objectContaining({ userId, email, clientIp })]);
    expect(log.named("backup-codes.regenerated")).toEqual([expect.objectContaining({ userId, email, clientIp })]);

    // Wrong codes at the second step of sign-in, until Better Auth locks the factor (10 in a row).
    for (let attempt = 0; attempt < 2; attempt++) {
      const pending = await signInWithPassword(auth, database.db, credentials(email, password));
      if (!pending.ok || !pending.twoFactorRequired) throw new Error("expected the second step");
      for (let i = 0; i < 5; i++) {
        const method = i === 0 ? "backup" : "totp";
        const code = method === "backup" ? "not-a-backup-code" : wrong;
        await completeTwoFactorSignIn(auth, { code, method, headers: requestHeaders(pending.headers) });
      }
    }
    const failures = log.named("two-factor.failed");
    expect(failures).toHaveLength(10);
    expect(failures[0]).toMatchObject({ userId, email, clientIp, method: "backup" });
    expect(failures[1]).toMatchObject({ userId, email, clientIp, method: "totp", reason: "INVALID_CODE" });
    expect(log.named("two-factor.locked")).toEqual([expect.objectContaining({ userId, email, clientIp })]);

    // While locked, even the right code is refused, and that is logged too.
    const locked = await signInWithPassword(auth, database.db, credentials(email, password));
    if (!locked.ok) throw new Error(locked.message);
    const right = totpCode(enrollment.secret);
    expect(
      (await completeTwoFactorSignIn(auth, { code: right, method: "totp", headers: requestHeaders(locked.headers) }))
        .ok,
    ).toBe(false);
    expect(log.named("two-factor.failed").at(-1)).toMatchObject({ userId, reason: "ACCOUNT_TEMPORARILY_LOCKED" });

    // A wrong code on the account page keeps the factor on, and says so in the log.
    expect((await disableTotp(auth, { password, code: wrong, headers: session, actor })).ok).toBe(false);
    expect(log.named("two-factor.change-failed").at(-1)).toMatchObject({ userId, step: "disable" });

    const logged = log.text();
    for (const secret of [
      password,
      enrollment.secret,
      wrong,
      right,
      ...enrollment.backupCodes,
      ...regenerated.backupCodes,
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("logs a successful two-step sign-in with a backup code, and the factor turned off", async () => {
    const email = "events-backup@example.com";
    const password = "events-backup-password";
    const { headers } = await signUpAndIn(email, password);
    const userId = (await auth.api.getSession({ headers }))!.user.id;
    const actor = { userId, email };
    const enrollment = await startTotpEnrollment(auth, { password, headers });
    if (!enrollment.ok) throw new Error(enrollment.message);
    // The previous step's code, still accepted: a code is good for one use, and turning off needs the current one.
    const setupCode = await previousTotpCode(enrollment.secret);
    expect((await confirmTotpEnrollment(auth, { code: setupCode, headers, actor })).ok).toBe(true);

    const pending = await signInWithPassword(auth, database.db, credentials(email, password));
    if (!pending.ok) throw new Error(pending.message);
    const backupCode = enrollment.backupCodes[0]!;
    const signedIn = await completeTwoFactorSignIn(auth, {
      code: backupCode,
      method: "backup",
      headers: requestHeaders(pending.headers),
    });
    if (!signedIn.ok) throw new Error(signedIn.message);
    expect(log.named("sign-in.succeeded").at(-1)).toMatchObject({ userId, email, clientIp, method: "backup" });

    const session = requestHeaders(signedIn.headers);
    const code = totpCode(enrollment.secret);
    expect((await disableTotp(auth, { password, code, headers: session, actor })).ok).toBe(true);
    expect(log.named("two-factor.disabled")).toEqual([expect.objectContaining({ userId, email, clientIp })]);
    const logged = log.text();
    for (const secret of [password, enrollment.secret, code, ...enrollment.backupCodes]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("logs passkeys added, renamed and deleted, with the passkey's id and never its key", async () => {
    const email = "events-passkey@example.com";
    const { headers } = await signUpAndIn(email, "events-passkey-password");
    const userId = (await auth.api.getSession({ headers }))!.user.id;
    const actor = { userId, email };
    const id = crypto.randomUUID();
    const key = { id, name: "Laptop", publicKey: "the-public-key", userId, credentialID: "the-credential-id" };
    await database.db.insert(passkey).values({ ...key, counter: 0, deviceType: "singleDevice", backedUp: false });

    // Registration is WebAuthn in the browser (passkeys.spec.ts); Better Auth's after-hook hands over
    // what /passkey/verify-registration returned.
    logPasskeyRegistered({ path: "/passkey/verify-registration", headers, context: { returned: key } });
    logPasskeyRegistered({ path: "/passkey/verify-registration", headers, context: { returned: new Error("no") } });
    expect((await renamePasskey(auth, { id, name: "Work laptop", headers, actor })).ok).toBe(true);
    expect((await removePasskey(auth, { id, headers, actor })).ok).toBe(true);

    expect(log.named("passkey.added")).toEqual([expect.objectContaining({ userId, passkeyId: id, clientIp })]);
    expect(log.named("passkey.renamed")).toEqual([expect.objectContaining({ userId, email, passkeyId: id, clientIp })]);
    expect(log.named("passkey.deleted")).toEqual([expect.objectContaining({ userId, email, passkeyId: id, clientIp })]);
    expect(log.text()).not.toContain("the-public-key");
    expect(log.text()).not.toContain("the-credential-id");
  });

  it("logs every grant of the admin role: on sign-up through ADMIN_EMAILS and by the CLI's create and grant", async () => {
    await signUpWithPassword(auth, database.db, credentials("hook-admin@example.com", "hook-admin-password"));
    await runAdminCommand(database.db, ["create", "cli-admin@example.com"], {
      auth,
      readPassword: async () => "cli-admin-password",
    });
    await signUpWithPassword(auth, database.db, credentials("granted@example.com", "granted-password"));
    await runAdminCommand(database.db, ["grant", "granted@example.com"]);
    await runAdminCommand(database.db, ["revoke", "granted@example.com"]);

    const grants = log.named("admin.role-granted");
    expect(grants.map(({ email, via }) => ({ email, via }))).toEqual([
      { email: "hook-admin@example.com", via: "ADMIN_EMAILS" },
      { email: "cli-admin@example.com", via: "cli create" },
      { email: "granted@example.com", via: "cli grant" },
    ]);
    for (const grant of grants) expect(grant.userId).toEqual(expect.any(String));
    expect(log.named("admin.role-revoked")).toEqual([expect.objectContaining({ email: "granted@example.com" })]);
    expect(log.text()).not.toContain("password");
  });

  it("logs which admin read or deleted which contact message, never its content", async () => {
    const [message] = await database.db
      .insert(contactMessages)
      .values({ name: "Pat Visitor", email: "pat@example.com", inquiry: "general", message: "A private question." })
      .returning();
    const admin = { id: "admin-user-id", email: "inbox-admin@example.com" };
    const headers = new Headers({ [clientIpHeader]: clientIp });

    expect((await readContactInbox(database.db, { admin, headers })).rows.map((row) => row.id)).toContain(message!.id);
    await changeContactMessage(database.db, { admin, headers, intent: "mark-read", id: message!.id });
    await changeContactMessage(database.db, { admin, headers, intent: "mark-handled", id: message!.id });
    await changeContactMessage(database.db, { admin, headers, intent: "delete", id: message!.id });

    const who = { userId: admin.id, email: admin.email, clientIp };
    expect(log.named("contact-messages.read")[0]).toMatchObject(who);
    expect(String(log.named("contact-messages.read")[0]!.messageIds)).toContain(message!.id);
    expect(log.named("contact-message.marked-read")).toEqual([
      expect.objectContaining({ ...who, messageId: message!.id }),
    ]);
    expect(log.named("contact-message.marked-handled")).toEqual([
      expect.objectContaining({ ...who, messageId: message!.id, found: true }),
    ]);
    expect(log.named("contact-message.deleted")).toEqual([
      expect.objectContaining({ ...who, messageId: message!.id, found: true }),
    ]);
    expect(log.text()).not.toContain("A private question.");
    expect(log.text()).not.toContain("pat@example.com");
  });
});
