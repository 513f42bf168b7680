import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import { completeTwoFactorSignIn } from "~/.server/auth/two-factor";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { accountWithAuthenticator, createTestAuth, startTwoStepSignIn } from "../helpers/test-auth";
import { totpCode } from "../helpers/totp";

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

  const startSignIn = (clientIp: string) => startTwoStepSignIn(auth, database.db, { email, password, clientIp });

  const wrongCode = () => (totpCode(secret) === "000000" ? "111111" : "000000");
  const rightCode = () => totpCode(secret);

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    ({ secret } = await accountWithAuthenticator(auth, database.db, { email, password, clientIp: "192.0.2.50" }));
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
