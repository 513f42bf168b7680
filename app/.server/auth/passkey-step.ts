import type { Database } from "../db/client";
import type { Auth } from "./create-auth";
import { accountHasPasskey } from "./passkeys";

/** Where a password sign-in goes when the account's passkey is its second step. */
export const passkeyStepPath = "/auth/two-factor?method=passkey";

/**
 * The passkey is the second step of a password sign-in for an account that has one and no app (with
 * an app, Better Auth asks for its code instead). Better Auth has no such step, so the session it just
 * opened for the password is deleted before its cookie leaves the server; the passkey sign-in that
 * follows opens a session of its own. Without this, the password alone gave a session on an account
 * whose owner had added a passkey, and from it a way to set up an app of the attacker's
 * (docs/security.md Q1).
 *
 * Checked after the password, so only someone who knows it learns that the account has a passkey.
 * True when the session was withheld.
 */
export async function withholdSessionForPasskey(
  auth: Auth,
  db: Database,
  { userId, token }: { userId: string; token: string },
): Promise<boolean> {
  if (!(await accountHasPasskey(db, userId))) return false;
  await (await auth.$context).internalAdapter.deleteSession(token);
  return true;
}
