import { data, redirect } from "react-router";
import { getDb } from "../db/database";
import { getEnv } from "../env";
import { logger } from "../logger";
import { getAuth } from "./auth";
import { hasRole } from "./roles";
import { provedSecondFactor } from "./sign-in-method";
import { mayHaveSession, readSession } from "./session-lifetime";

export type SessionUser = {
  id: string;
  /** This browser's session, so the account page can mark it among the user's sessions. */
  sessionId: string;
  email: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  /** This session was opened with a second factor (sign-in-method.ts); the account having one is not enough. */
  secondFactorProven: boolean;
};

/**
 * The signed-in user, or null. `headers` carries the refreshed session cookie when Better Auth
 * extended the session (sliding expiry), or the cleared one when the session passed its absolute
 * lifetime (session-lifetime.ts); loaders pass it on to the response.
 */
export function getSessionUser(request: Request): Promise<{ user: SessionUser | null; headers: Headers }> {
  // The root loader and the page's own loader both ask; one lookup per request is enough.
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(request);
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

const sessionLookups = new WeakMap<Request, Promise<{ user: SessionUser | null; headers: Headers }>>();

async function lookUpSessionUser(request: Request): Promise<{ user: SessionUser | null; headers: Headers }> {
  if (!mayHaveSession(request)) return { user: null, headers: new Headers() };
  const { headers, session } = await readSession(await getAuth(), request.headers);
  if (!session) return { user: null, headers };
  const { user } = session;
  const sessionId = session.session.id;
  const isAdmin = await hasRole(await getDb(), { userId: user.id, role: "admin" });
  return {
    user: {
      id: user.id,
      sessionId,
      email: user.email,
      isAdmin,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      secondFactorProven: provedSecondFactor((session.session as { signInMethod?: unknown }).signInMethod),
    },
    headers,
  };
}

/** For pages a visitor must be signed in to see: otherwise off to /auth. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const { user } = await getSessionUser(request);
  if (!user) throw redirect("/auth");
  return user;
}

export type AdminAccess = "allowed" | "signed-out" | "not-admin" | "needs-second-factor";

/**
 * Who may use the admin area. With ADMIN_REQUIRE_MFA, an admin's session must itself have been opened
 * with a second factor (an app or backup code, or a passkey that verified the user): a session opened
 * with the password alone stays out even after the account gains an app in another browser.
 */
export function decideAdminAccess(
  user: SessionUser | null,
  { requireSecondFactor }: { requireSecondFactor: boolean },
): AdminAccess {
  if (!user) return "signed-out";
  if (!user.isAdmin) return "not-admin";
  if (requireSecondFactor && !user.secondFactorProven) return "needs-second-factor";
  return "allowed";
}

/**
 * For admin pages (GET): visitors and non-admins are sent to /auth and receive none of the data; an
 * admin without the required second factor is sent to set one up.
 */
export async function requireAdminPage(request: Request): Promise<SessionUser> {
  const { user } = await getSessionUser(request);
  const access = decideAdminAccess(user, { requireSecondFactor: getEnv().ADMIN_REQUIRE_MFA });
  if (access === "needs-second-factor") throw redirect("/account/security?required=admin");
  if (access !== "allowed") throw redirect("/auth");
  return user!;
}

/**
 * For admin actions and endpoints: a cross-site request gets 403 before anything else, no session
 * 401, a signed-in non-admin 403 (and an admin without a required second factor 403 too).
 */
export async function requireAdminRequest(request: Request): Promise<SessionUser> {
  assertSameOrigin(request);
  const { user } = await getSessionUser(request);
  const access = decideAdminAccess(user, { requireSecondFactor: getEnv().ADMIN_REQUIRE_MFA });
  if (access !== "allowed") {
    const { pathname } = new URL(request.url);
    logger.warn({ event: "admin.refused", reason: access, path: pathname, userId: user?.id }, "admin request refused");
  }
  switch (access) {
    case "signed-out":
      throw data({ error: "Please sign in." }, { status: 401 });
    case "not-admin":
      throw data({ error: "This needs an admin account." }, { status: 403 });
    case "needs-second-factor":
      throw data(
        {
          error:
            "Admin actions need a sign-in with two-factor authentication. Set it up under Account, or sign in again.",
        },
        { status: 403 },
      );
    case "allowed":
      return user!;
  }
}

/**
 * State-changing admin requests must come from this site's own pages. Browsers send Origin on every
 * POST; a missing or foreign one is refused (SameSite cookies are the first line, this the second).
 */
export function assertSameOrigin(request: Request): void {
  if (request.method === "GET" || request.method === "HEAD") return;
  const origin = request.headers.get("Origin");
  if (origin !== new URL(getEnv().publicUrl).origin) {
    throw data({ error: "Cross-site request refused." }, { status: 403 });
  }
}
