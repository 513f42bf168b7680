/**
 * The only Better Auth HTTP paths (under /api/auth) the site's pages use; every other one answers
 * 404. Better Auth serves dozens more (two-factor, password change, session lists, passkey
 * registration, email and user updates, …): the site does those through its own forms, which check
 * the password, the current code and per-account limits first (routes/auth/account-security.tsx), so
 * the same operations over HTTP would be a second, weaker door. An allowlist, so a Better Auth
 * upgrade that adds an endpoint does not open it.
 */
const openPaths = new Set([
  // Passkeys: options for adding one (the registration itself goes through the account page),
  // and the passkey sign-in ceremony.
  "/passkey/generate-register-options",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
  // The admin page's keep-alive (use-keep-session-alive.ts), sign-out, and JWTs (README "Accounts").
  "/get-session",
  "/sign-out",
  "/token",
  "/jwks",
  "/ok",
]);

export function isOpenAuthPath(pathname: string, basePath = "/api/auth"): boolean {
  if (!pathname.startsWith(`${basePath}/`)) return false;
  return openPaths.has(pathname.slice(basePath.length));
}
