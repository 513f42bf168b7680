import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { maxNameLength } from "~/lib/credentials-fields";
import type { Database } from "../db/client";
import { user } from "../db/schema/auth";
import { logger } from "../logger";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import type { Auth } from "./create-auth";
import { signUpSchema } from "./credential-schemas";
import { findUserByEmail, hasRole } from "./roles";
import { logSecurityEvent } from "./security-events";
import { deviceCookie } from "./sign-in-device";
import { claimSetupToken, isSetupTokenUsable } from "./setup-token";
import { parseInput } from "~/lib/validation/parse-input";

/** As strict as sign-up: a handful of tries per client, whatever the token. */
export const setupRateLimit: RateLimitRule = { name: "setup", limit: 5, windowSeconds: 60 * 60 };

/** Sign-up's email and password rules, plus the owner's name. */
export const firstAdminSchema = signUpSchema.extend({
  name: z.string().trim().min(1, "Please enter your name.").max(maxNameLength, "That name is too long."),
});

export type FirstAdminField = "name" | "email" | "password";

export type FirstAdminResult =
  | { ok: true; headers: Headers }
  /** The link was used, mistyped, or an admin exists: nothing was created. */
  | { ok: false; linkInvalid: true }
  | {
      ok: false;
      linkInvalid?: false;
      status: number;
      message?: string;
      fieldErrors?: Partial<Record<FirstAdminField, string>>;
    };

/**
 * /setup's form: creates the owner's account through Better Auth, makes it the admin if the link is
 * still good and no admin appeared meanwhile (setup-token.ts, atomically), and signs the owner in.
 * When the claim loses a race, the account it just created is deleted again, so a refused link
 * leaves nothing behind.
 */
export async function createFirstAdmin(
  auth: Auth,
  db: Database,
  {
    token,
    form,
    clientKey,
    requestHeaders,
  }: { token: string; form: FormData; clientKey: string; requestHeaders: Headers },
): Promise<FirstAdminResult> {
  // Field errors first and free, as on sign-up; every complete attempt counts against the limit.
  const parsed = parseInput(firstAdminSchema, {
    name: form.get("name"),
    email: form.get("email"),
    password: form.get("password"),
  });
  if (!parsed.ok) {
    return { ok: false, status: 400, fieldErrors: parsed.fieldErrors as Partial<Record<FirstAdminField, string>> };
  }
  const limit = await consumeRateLimit(db, { rule: setupRateLimit, clientKey });
  if (!limit.allowed) {
    logger.warn({ event: "setup.rate-limited", clientIp: clientKey }, "setup refused: too many attempts");
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    };
  }
  if (!(await isSetupTokenUsable(db, token))) {
    logger.warn({ event: "setup.link-refused", clientIp: clientKey }, "setup refused: link not valid");
    return { ok: false, linkInvalid: true };
  }

  const { name, email, password } = parsed.data;
  // Never an account that exists already: sign-up answers an existing address as if it had created
  // it (no enumeration), and whoever registered that address must not become the admin.
  if (await findUserByEmail(db, email)) {
    return { ok: false, status: 400, fieldErrors: { email: existingAccountMessage(email) } };
  }

  try {
    await auth.api.signUpEmail({ body: { name, email, password }, headers: requestHeaders });
  } catch (error) {
    if (error instanceof APIError)
      return { ok: false, status: error.statusCode, message: error.body?.message ?? error.message };
    throw error;
  }
  // Signing in with the password just chosen proves the account is the one made here, even if
  // someone registered the address in the instant since the check above.
  let headers: Headers;
  try {
    ({ headers } = await auth.api.signInEmail({
      body: { email, password },
      headers: requestHeaders,
      returnHeaders: true,
    }));
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false, status: 400, fieldErrors: { email: existingAccountMessage(email) } };
  }
  const created = await findUserByEmail(db, email);
  if (!created) throw new Error("the account just created was not found");

  const claimed = await claimSetupToken(db, { token, userId: created.id });
  // An address listed in ADMIN_EMAILS became the admin when the account was made: the owner got there.
  if (!claimed && !(await hasRole(db, { userId: created.id, role: "admin" }))) {
    // Its session goes with it.
    await db.delete(user).where(eq(user.id, created.id));
    logger.warn({ event: "setup.link-refused", clientIp: clientKey }, "setup refused: an admin appeared meanwhile");
    return { ok: false, linkInvalid: true };
  }
  if (claimed)
    logSecurityEvent(
      "info",
      "admin.role-granted",
      { userId: created.id, email: created.email, via: "setup link", headers: requestHeaders },
      "admin role granted",
    );

  // As a sign-in at /auth does: this browser counts as one the owner has signed in with (sign-in-device.ts).
  const context = await auth.$context;
  const secure = new URL(context.baseURL).protocol === "https:";
  headers.append("Set-Cookie", deviceCookie({ email: email.toLowerCase(), secret: context.secret, secure }));
  return { ok: true, headers };
}

function existingAccountMessage(email: string): string {
  return `An account with this email already exists. Use another address here, or make that account an admin with: npm run admin -- grant ${email}`;
}
