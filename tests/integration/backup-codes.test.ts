import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import { twoFactor } from "~/.server/db/schema/auth";
import { completeTwoFactorSignIn } from "~/.server/auth/two-factor";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { accountWithAuthenticator, createTestAuth, startTwoStepSignIn } from "../helpers/test-auth";

/** Backup codes are copied by hand: no look-alike characters, and read in any case, with or without the dash. */
describe.each(testDatabaseKinds)("backup codes on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  let userId = "";
  let codes: string[] = [];
  const email = "backup-codes@example.com";
  const password = "backup-codes-password";

  const startSignIn = (clientIp: string) => startTwoStepSignIn(auth, database.db, { email, password, clientIp });

  const useBackupCode = async (code: string, clientKey: string) =>
    completeTwoFactorSignIn(auth, { code, method: "backup", headers: await startSignIn(clientKey) });

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    ({ userId, backupCodes: codes } = await accountWithAuthenticator(auth, database.db, {
      email,
      password,
      clientIp: "192.0.2.70",
    }));
  });

  it("are made of characters that cannot be mistaken for one another", () => {
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("are accepted in lower case, without the dash or with spaces, and still only once", async () => {
    const lower = codes[0]!.toLowerCase().replace("-", "");
    expect(await useBackupCode(lower, "192.0.2.71")).toMatchObject({ ok: true });
    expect(await useBackupCode(codes[0]!, "192.0.2.72")).toMatchObject({ ok: false });
    const spaced = ` ${codes[1]!.slice(0, 5).toLowerCase()} ${codes[1]!.slice(6)} `;
    expect(await useBackupCode(spaced, "192.0.2.73")).toMatchObject({ ok: true });
  });

  it("refuses a code that is not one of the account's", async () => {
    expect(await useBackupCode("ZZZZZ-ZZZZZ", "192.0.2.74")).toMatchObject({ ok: false });
  });

  it("keeps accepting codes issued before, in their mixed case or any other", async () => {
    // Better Auth's own format, as accounts set up before this change hold them.
    const context = await auth.$context;
    const earlier = ["aB3dE-fG5hI", "Zx0Ol-1IlkQ"];
    await database.db
      .update(twoFactor)
      .set({ backupCodes: await symmetricEncrypt({ key: context.secretConfig, data: JSON.stringify(earlier) }) })
      .where(eq(twoFactor.userId, userId));
    expect(await useBackupCode("aB3dE-fG5hI", "192.0.2.75")).toMatchObject({ ok: true });
    expect(await useBackupCode("zx0ol 1ilkq", "192.0.2.76")).toMatchObject({ ok: true });
    expect(await useBackupCode("ZX0OL-1ILKQ", "192.0.2.77")).toMatchObject({ ok: false });
  });
});
