import type { Auth } from "./create-auth";
import { logSecurityEvent } from "./security-events";

/**
 * How long a session lives (ASVS 3.3.2, level 2: sign in again at least every 12 hours, and after
 * 30 minutes without use).
 *
 * Better Auth 1.7.6 expresses only the idle limit: `expiresIn` is counted from the last refresh, and
 * a session is refreshed when it is used `updateAge` or more after the previous refresh. So a
 * session idle for 30 minutes has expired, give or take one refresh interval on the safe side.
 * It has no absolute limit (`freshAge` only guards a few sensitive endpoints), so `readSession`
 * below enforces one from the session's `createdAt`.
 */
export const sessionIdleSeconds = 30 * 60;
export const sessionRefreshSeconds = 60;
export const sessionAbsoluteSeconds = 12 * 60 * 60;

/** Better Auth's session cookie; requests without it cannot be signed in, so they skip the lookup. */
export function mayHaveSession(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.get("Cookie") ?? "");
}

export function isPastAbsoluteLifetime(createdAt: Date, now = Date.now()): boolean {
  return now - createdAt.getTime() >= sessionAbsoluteSeconds * 1000;
}

type SessionRead = Awaited<ReturnType<Auth["api"]["getSession"]>>;

/**
 * Better Auth's session for these request headers, or null; a session older than the absolute
 * lifetime is revoked in the database (signed out) and refused. `headers` carries the Set-Cookie
 * to forward: a refreshed session cookie, or the cleared one.
 */
export async function readSession(
  auth: Auth,
  requestHeaders: Headers,
): Promise<{ session: SessionRead; headers: Headers }> {
  const { headers, response } = await auth.api.getSession({ headers: requestHeaders, returnHeaders: true });
  if (!response || !isPastAbsoluteLifetime(new Date(response.session.createdAt))) {
    return { session: response, headers };
  }
  const signedOut = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  logSecurityEvent(
    "info",
    "session.expired",
    { reason: "absolute-lifetime", userId: response.user.id, email: response.user.email, headers: requestHeaders },
    "session ended: signed in more than 12 hours ago",
  );
  return { session: null, headers: signedOut.headers };
}
