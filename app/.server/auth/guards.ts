import { data, redirect } from "react-router";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { logger } from "../logger";
import type { Auth } from "./create-auth";
import { secondFactorSetupPath, signInPath } from "./admin-return-path";
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
export function getSessionUser(
  request: Request,
  services: SessionServices,
): Promise<{ user: SessionUser | null; headers: Headers }> {
  // The root loader and the page's own loader (or the admin guard) both ask; one lookup per request is enough.
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(request, services);
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

const sessionLookups = new WeakMap<Request, Promise<{ user: SessionUser | null; headers: Headers }>>();

/**
 * The database, Better Auth and environment a lookup uses: the caller passes the request context's
 * (`appServicesOf(context)`); there is no process-wide fallback.
 */
export type SessionServices = { db: Database; auth: Auth; env: Env };

async function lookUpSessionUser(
  request: Request,
  services: SessionServices,
): Promise<{ user: SessionUser | null; headers: Headers }> {
  if (!mayHaveSession(request)) return { user: null, headers: new Headers() };
  const { headers, session } = await readSession(services.auth, request.headers);
  if (!session) return { user: null, headers };
  const { user } = session;
  const sessionId = session.session.id;
  const isAdmin = await hasRole(services.db, { userId: user.id, role: "admin" });
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
export async function requireUser(request: Request, services: SessionServices): Promise<SessionUser> {
  const { user } = await getSessionUser(request, services);
  if (!user) throw redirect(signInPath(pathAndQuery(request)));
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
export async function requireAdminPage(request: Request, services: SessionServices): Promise<SessionUser> {
  const { user } = await getSessionUser(request, services);
  const access = decideAdminAccess(user, { requireSecondFactor: services.env.ADMIN_REQUIRE_MFA });
  if (access === "needs-second-factor") throw redirect(secondFactorSetupPath(pathAndQuery(request)));
  // A signed-out admin comes back here after signing in; a signed-in non-admin has nothing to come back to.
  if (access === "signed-out") throw redirect(signInPath(pathAndQuery(request)));
  if (access !== "allowed") throw redirect("/auth");
  return user!;
}

function pathAndQuery(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${pathname}${search}`;
}

/** Why an admin action or endpoint is refused: the HTTP status and the message the caller sees. */
export type AdminRefusal = { status: 401 | 403; error: string };

/**
 * For admin actions and endpoints: a cross-site request is refused before anything else, no session
 * 401, a signed-in non-admin 403 (and an admin without a required second factor 403 too).
 */
export async function checkAdminRequest(
  request: Request,
  services: SessionServices,
): Promise<{ admin: SessionUser } | { refusal: AdminRefusal }> {
  const { env } = services;
  if (!isSameOrigin(request, env)) return { refusal: { status: 403, error: "Cross-site request refused." } };
  const { user } = await getSessionUser(request, services);
  const access = decideAdminAccess(user, { requireSecondFactor: env.ADMIN_REQUIRE_MFA });
  if (access === "allowed") return { admin: user! };
  const { pathname } = new URL(request.url);
  logger.warn({ event: "admin.refused", reason: access, path: pathname, userId: user?.id }, "admin request refused");
  switch (access) {
    case "signed-out":
      return { refusal: { status: 401, error: "Please sign in." } };
    case "not-admin":
      return { refusal: { status: 403, error: "This needs an admin account." } };
    case "needs-second-factor":
      return {
        refusal: {
          status: 403,
          error:
            "Admin actions need a sign-in with two-factor authentication. Set it up under Account, or sign in again.",
        },
      };
  }
}

/** `checkAdminRequest` for a loader or action: a refusal is thrown as `{ error }` with its status. */
export async function requireAdminRequest(request: Request, services: SessionServices): Promise<SessionUser> {
  const checked = await checkAdminRequest(request, services);
  if ("refusal" in checked) throw data({ error: checked.refusal.error }, { status: checked.refusal.status });
  return checked.admin;
}

/**
 * State-changing admin requests must come from this site's own pages. Browsers send Origin on every
 * POST; a missing or foreign one is refused (SameSite cookies are the first line, this the second).
 */
export function isSameOrigin(request: Request, env: Env): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  return request.headers.get("Origin") === new URL(env.publicUrl).origin;
}

/** `isSameOrigin` for an action: a foreign or missing Origin is refused with 403. */
export function assertSameOrigin(request: Request, env: Env): void {
  if (!isSameOrigin(request, env)) throw data({ error: "Cross-site request refused." }, { status: 403 });
}
