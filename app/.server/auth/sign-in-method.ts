/**
 * How a session was opened, stored on the session row (`sign_in_method`, migration 0011). A second
 * factor belongs to the session that proved it, not to the account: a session opened with the
 * password before the owner set up an authenticator app has proven nothing more than the password.
 *
 * - `password`: the email and password alone (an account without an app);
 * - `two-factor`: the password, then an app code or a backup code (also the session Better Auth
 *   opens when a code confirms the account's first second factor: `methodAfterEnrolment`);
 * - `passkey`: a passkey, which is something held plus the device's own check (admins' passkeys
 *   must verify the user: `requireAdminUserVerification` below).
 */
export type SignInMethod = "password" | "two-factor" | "passkey";

const secondFactorMethods = new Set<string>(["two-factor", "passkey"]);

/** True when this session proved more than a password. Older sessions (no method) prove nothing. */
export function provedSecondFactor(method: unknown): boolean {
  return typeof method === "string" && secondFactorMethods.has(method);
}

/** The Better Auth endpoints that open a session after a second factor, by the path they answer. */
const methodByPath: Record<string, SignInMethod> = {
  "/two-factor/verify-totp": "two-factor",
  "/two-factor/verify-backup-code": "two-factor",
  "/passkey/verify-authentication": "passkey",
};

/**
 * The method for a session Better Auth is about to create (its `databaseHooks.session.create.before`).
 * A code or passkey endpoint names it; a session that replaces the current one (a password change
 * signing out the others) keeps the method of the session it replaces; anything else is a password.
 */
export function signInMethodFor({ path, replacing }: { path: string | undefined; replacing: unknown }): SignInMethod {
  const byPath = path ? methodByPath[path] : undefined;
  if (byPath) return byPath;
  if (replacing === "two-factor" || replacing === "passkey") return replacing;
  return "password";
}

/**
 * The method of the session Better Auth opens when a code confirms a new app while signed in (its
 * `/two-factor/verify-totp` with a session replaces that session). An enrolment never upgrades the
 * session that started it: a session that proved a factor keeps its method, and a password session
 * stays `password` when the account already had a passkey, since the password alone had set the app up.
 * Only the account's first second factor counts as the second step: the password, then a code from
 * the app just set up (README's first run: the owner sets up the app and comes back to /admin).
 */
export function methodAfterEnrolment({
  replacing,
  accountHadPasskey,
}: {
  replacing: unknown;
  accountHadPasskey: boolean;
}): SignInMethod {
  if (replacing === "two-factor" || replacing === "passkey") return replacing;
  return accountHadPasskey ? "password" : "two-factor";
}
