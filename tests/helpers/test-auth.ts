import { eq } from "drizzle-orm";
import { clientIpHeader, createAuth, type Auth } from "~/.server/auth/create-auth";
import { signInWithPassword, signUpWithPassword } from "~/.server/auth/email-password";
import { grantRole } from "~/.server/auth/roles";
import { confirmTotpEnrollment, startTotpEnrollment } from "~/.server/auth/two-factor";
import type { Database } from "~/.server/db/client";
import { user } from "~/.server/db/schema/auth";
import { totpCode } from "./totp";

/** The site's address in the auth tests: the Origin their requests carry and the cookies' domain. */
export const testPublicUrl = "http://localhost:3000";

/**
 * Better Auth as the site configures it, on a test's database, with a fixed secret: two instances
 * made with the same options accept each other's sessions, as two server processes would.
 */
export function createTestAuth(
  db: Database,
  { publicUrl = testPublicUrl, adminEmails = [] }: { publicUrl?: string; adminEmails?: string[] } = {},
): Auth {
  return createAuth({ db, secret: "test-secret-that-is-long-enough-0123456789", publicUrl, adminEmails });
}

/** A form body, as a browser would post it. */
export function formData(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/**
 * Signs a new account up and in through the site's own email-and-password functions, as a browser at
 * `clientIp` would; returns the session cookies as a `Cookie` header.
 */
export async function signedInCookie(
  auth: Auth,
  db: Database,
  { email, password, clientIp }: { email: string; password: string; clientIp: string },
): Promise<string> {
  const credentials = {
    form: formData({ email, password }),
    clientKey: clientIp,
    requestHeaders: new Headers({ origin: testPublicUrl, [clientIpHeader]: clientIp }),
  };
  await signUpWithPassword(auth, db, credentials);
  const signIn = await signInWithPassword(auth, db, credentials);
  if (!signIn.ok) throw new Error(signIn.message);
  return signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .join("; ");
}

/** A signed-in member and a signed-in admin (the owner), for the tests of what each may reach. */
export async function memberAndAdminCookies(
  auth: Auth,
  db: Database,
  { password, clientIp }: { password: string; clientIp: string },
): Promise<Record<"member" | "admin", string>> {
  const member = await signedInCookie(auth, db, { email: "member@example.com", password, clientIp });
  const admin = await signedInCookie(auth, db, { email: "owner@example.com", password, clientIp });
  const [owner] = await db.select().from(user).where(eq(user.email, "owner@example.com"));
  await grantRole(db, { userId: owner!.id, role: "admin" });
  return { member, admin };
}

/**
 * A new account with the authenticator app turned on, through the site's own functions (sign up, sign
 * in, start and confirm the app): its key and backup codes, for the tests of the second step.
 */
export async function accountWithAuthenticator(
  auth: Auth,
  db: Database,
  { email, password, clientIp }: { email: string; password: string; clientIp: string },
): Promise<{ userId: string; secret: string; backupCodes: string[] }> {
  const headers = new Headers({
    cookie: await signedInCookie(auth, db, { email, password, clientIp }),
    origin: testPublicUrl,
  });
  const enrollment = await startTotpEnrollment(auth, { password, headers });
  if (!enrollment.ok) throw new Error(enrollment.message);
  const userId = (await auth.api.getSession({ headers }))!.user.id;
  const confirmed = await confirmTotpEnrollment(auth, {
    code: totpCode(enrollment.secret),
    headers,
    actor: { userId, email },
  });
  if (!confirmed.ok) throw new Error(confirmed.message);
  return { userId, secret: enrollment.secret, backupCodes: enrollment.backupCodes };
}

/** A password sign-in that stops at the second step; the headers carry its pending two-factor cookie. */
export async function startTwoStepSignIn(
  auth: Auth,
  db: Database,
  { email, password, clientIp }: { email: string; password: string; clientIp: string },
): Promise<Headers> {
  const result = await signInWithPassword(auth, db, {
    form: formData({ email, password }),
    clientKey: clientIp,
    requestHeaders: new Headers({ origin: testPublicUrl }),
  });
  if (!result.ok || !result.twoFactorRequired) throw new Error("expected the second step");
  const cookie = result.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .join("; ");
  return new Headers({ cookie, origin: testPublicUrl });
}
