import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import {
  clearedEnrollmentCookie,
  enrollmentCookie,
  enrollmentLifetimeSeconds,
  pendingTotpEnrollment,
} from "~/.server/auth/pending-totp-enrollment";
import { confirmTotpEnrollment, startTotpEnrollment, type TotpEnrollment } from "~/.server/auth/two-factor";
import { createTestAuth, signedInCookie, testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { totpCode } from "../helpers/totp";

/**
 * An authenticator app being set up is shown again after a reload, to the browser that started it,
 * until a code confirms it; never to a session cookie alone, another account or after its lifetime.
 */
describe.each(testDatabaseKinds)("a pending authenticator setup on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  let headers: Headers;
  let userId = "";
  let started: TotpEnrollment;
  let setupCookie = "";
  const email = "pending-setup@example.com";
  const password = "pending-setup-password";
  const startedAt = Date.now();

  const cookieHeader = (cookie: string) => `${headers.get("cookie")}; ${cookie.split(";")[0]}`;

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    const cookie = await signedInCookie(auth, database.db, { email, password, clientIp: "192.0.2.80" });
    headers = new Headers({ cookie, origin: testPublicUrl });
    const result = await startTotpEnrollment(auth, { password, headers });
    if (!result.ok) throw new Error(result.message);
    started = { qrCodeDataUrl: result.qrCodeDataUrl, secret: result.secret, backupCodes: result.backupCodes };
    userId = (await auth.api.getSession({ headers }))!.user.id;
    setupCookie = await enrollmentCookie(auth, { userId, key: started.secret, now: startedAt });
  });

  it("sets an HttpOnly cookie for the account page that holds no part of the key", () => {
    expect(setupCookie).toMatch(/^totp_setup=\d+\.[A-Za-z0-9_-]+; Path=\/account; HttpOnly; SameSite=Lax;/);
    expect(setupCookie).not.toContain(started.secret);
    expect(clearedEnrollmentCookie(auth)).toMatch(/^totp_setup=; .*Max-Age=0$/);
  });

  it("shows the same key, QR code and backup codes again to the browser with the cookie", async () => {
    const again = await pendingTotpEnrollment(auth, { userId, email, cookieHeader: cookieHeader(setupCookie) });
    expect(again).toEqual(started);
  });

  it("shows nothing to a session cookie alone, another account's cookie, a forged or an expired one", async () => {
    expect(await pendingTotpEnrollment(auth, { userId, email, cookieHeader: headers.get("cookie") })).toBeUndefined();
    const otherAccount = await enrollmentCookie(auth, { userId: crypto.randomUUID(), key: started.secret });
    expect(
      await pendingTotpEnrollment(auth, { userId, email, cookieHeader: cookieHeader(otherAccount) }),
    ).toBeUndefined();
    const forged = setupCookie.replace(/\.[A-Za-z0-9_-]+;/, ".AAAA;");
    expect(await pendingTotpEnrollment(auth, { userId, email, cookieHeader: cookieHeader(forged) })).toBeUndefined();
    const later = startedAt + (enrollmentLifetimeSeconds + 60) * 1000;
    expect(
      await pendingTotpEnrollment(auth, { userId, email, cookieHeader: cookieHeader(setupCookie), now: later }),
    ).toBeUndefined();
  });

  it("is not shown once a new setup replaced it, nor once a code confirmed it", async () => {
    const restarted = await startTotpEnrollment(auth, { password, headers });
    if (!restarted.ok) throw new Error(restarted.message);
    expect(
      await pendingTotpEnrollment(auth, { userId, email, cookieHeader: cookieHeader(setupCookie) }),
    ).toBeUndefined();
    const newCookie = await enrollmentCookie(auth, { userId, key: restarted.secret });
    expect((await pendingTotpEnrollment(auth, { userId, email, cookieHeader: cookieHeader(newCookie) }))?.secret).toBe(
      restarted.secret,
    );
    const confirmed = await confirmTotpEnrollment(auth, {
      code: totpCode(restarted.secret),
      headers,
      actor: { userId, email },
    });
    expect(confirmed.ok).toBe(true);
    expect(await pendingTotpEnrollment(auth, { userId, email, cookieHeader: cookieHeader(newCookie) })).toBeUndefined();
  });
});
