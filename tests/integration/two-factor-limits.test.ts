import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
import { completeTwoFactorSignIn, confirmTotpEnrollment, startTotpEnrollment } from "~/.server/auth/two-factor";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { createTestAuth, formData, testPublicUrl } from "../helpers/test-auth";
import { totpCode } from "../helpers/totp";

const publicUrl = testPublicUrl;

/**
 * The two-step sign-in relies on Better Auth's own limits (ASVS 2.2.1): 5 codes per sign-in attempt,
 * and 10 wrong codes in a row lock the account's second factor for 15 minutes. The site configures
 * none of it, so this pins the defaults it depends on.
 */
describe.each(testDatabaseKinds)("two-step sign-in limits on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  let secret = "";
  const email = "two-step@example.com";
  const password = "two-step-password";

  const form = () => formData({ email, password });

  /** A password sign-in that stops at the second step; the headers carry its pending two-factor cookie. */
  async function startSignIn(clientKey: string): Promise<Headers> {
    const result = await signInWithPassword(auth, database.db, {
      form: form(),
      clientKey,
      requestHeaders: new Headers({ origin: publicUrl }),
    });
    if (!result.ok || !result.twoFactorRequired) throw new Error("expected the second step");
    const cookie = result.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .join("; ");
    return new Headers({ cookie, origin: publicUrl });
  }

  const wrongCode = () => (totpCode(secret) === "000000" ? "111111" : "000000");
  const rightCode = () => totpCode(secret);

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    await signUpWithPassword(auth, database.db, {
      form: form(),
      clientKey: "192.0.2.50",
      requestHeaders: new Headers({ origin: publicUrl }),
    });
    const signIn = await signInWithPassword(auth, database.db, {
      form: form(),
      clientKey: "192.0.2.50",
      requestHeaders: new Headers({ origin: publicUrl }),
    });
    if (!signIn.ok) throw new Error(signIn.message);
    const headers = new Headers({ cookie: signIn.headers.getSetCookie()[0]!.split(";")[0]!, origin: publicUrl });
    const enrollment = await startTotpEnrollment(auth, { password, headers });
    if (!enrollment.ok) throw new Error(enrollment.message);
    secret = enrollment.secret;
    const actor = { userId: (await auth.api.getSession({ headers }))!.user.id, email };
    expect((await confirmTotpEnrollment(auth, { code: rightCode(), headers, actor })).ok).toBe(true);
  });

  it("allows 5 codes per sign-in attempt, then even the right one is refused", async () => {
    const headers = await startSignIn("192.0.2.51");
    for (let i = 0; i < 5; i++) {
      expect((await completeTwoFactorSignIn(auth, { code: wrongCode(), method: "totp", headers })).ok).toBe(false);
    }
    expect(await completeTwoFactorSignIn(auth, { code: rightCode(), method: "totp", headers })).toEqual({
      ok: false,
      message: "Too many attempts. Please request a new code.",
    });
  });

  it("locks the second factor after 10 wrong codes in a row, across sign-in attempts", async () => {
    // Two sign-in attempts of 5 wrong codes each (the lock may come sooner if other tests ran first).
    for (const clientKey of ["192.0.2.52", "192.0.2.54"]) {
      const headers = await startSignIn(clientKey);
      for (let i = 0; i < 5; i++) {
        expect((await completeTwoFactorSignIn(auth, { code: wrongCode(), method: "totp", headers })).ok).toBe(false);
      }
    }
    const fresh = await startSignIn("192.0.2.53");
    expect(await completeTwoFactorSignIn(auth, { code: rightCode(), method: "totp", headers: fresh })).toEqual({
      ok: false,
      message: "Too many failed verification attempts. Your account is temporarily locked. Please try again later.",
    });
  });
});
