import { APIError } from "better-auth/api";
import { signInSchema, signUpSchema } from "./credential-schemas";
import type { Database } from "../db/client";
import { logger } from "../logger";
import { consumeRateLimit, refundRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import type { Auth } from "./create-auth";
import { withholdSessionForPasskey } from "./passkey-step";
import { deviceCookie, trustedDeviceId } from "./sign-in-device";
import { parseInput } from "~/lib/validation/parse-input";

export const signInRateLimit: RateLimitRule = { name: "sign-in", limit: 10, windowSeconds: 10 * 60 };
export const signUpRateLimit: RateLimitRule = { name: "sign-up", limit: 5, windowSeconds: 60 * 60 };
/**
 * Failed sign-ins per account from browsers that have never signed in to it (ASVS 2.2.1 asks for at
 * most 100 an hour): stops password guessing spread over many addresses. Each attempt is counted
 * before the password is checked (one atomic upsert, so a burst cannot slip past the limit) and
 * given back when it succeeds, so the owner signing in as usual never uses it up. A browser that
 * signed in to the account before (sign-in-device.ts) counts against a budget of its own instead,
 * so an attacker using it up locks out only other new browsers, for up to an hour; passkeys are
 * never limited by it. docs/deploy.md says what an attacker can still do.
 */
export const accountSignInRateLimit: RateLimitRule = { name: "sign-in-account", limit: 20, windowSeconds: 60 * 60 };
/** Failed sign-ins through one browser that has signed in to the account before. */
export const deviceSignInRateLimit: RateLimitRule = { name: "sign-in-device", limit: 10, windowSeconds: 60 * 60 };

/**
 * `twoFactorRequired`: the app's code comes next (Better Auth's pending two-factor cookie is set);
 * `passkeyRequired`: the passkey comes next, and no session was opened (passkey-step.ts).
 */
export type AuthFormResult =
  | { ok: true; headers: Headers; twoFactorRequired?: boolean; passkeyRequired?: boolean }
  | { ok: false; status: number; message: string };

type Credentials = { form: FormData; clientKey: string; requestHeaders: Headers };

/**
 * Email and password sign-in for the /auth form. Better Auth checks the password and creates the
 * session; this adds validation, a per-client limit and a per-account limit on failures, kept in the
 * database (the form calls Better Auth directly, past its HTTP rate limiter), and the service's own
 * message on failure.
 */
export async function signInWithPassword(
  auth: Auth,
  db: Database,
  { form, clientKey, requestHeaders }: Credentials,
): Promise<AuthFormResult> {
  const parsed = parseInput(signInSchema, { email: form.get("email"), password: form.get("password") });
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };

  const limit = await consumeRateLimit(db, { rule: signInRateLimit, clientKey });
  if (!limit.allowed) {
    logger.warn({ event: "sign-in.rate-limited", clientIp: clientKey }, "sign-in refused: too many attempts");
    return tooManyAttempts(limit.retryAfterSeconds);
  }

  // Security events (ASVS 7.1, 7.2): who, from where, what happened; never the password.
  const email = parsed.data.email.toLowerCase();
  const secret = (await auth.$context).secret;
  const device = trustedDeviceId(requestHeaders, { email, secret });
  const attempt = device
    ? { rule: deviceSignInRateLimit, clientKey: `${email}:${device}` }
    : { rule: accountSignInRateLimit, clientKey: email };
  const counted = await consumeRateLimit(db, attempt);
  if (!counted.allowed) {
    logger.warn(
      { event: "sign-in.account-rate-limited", email, clientIp: clientKey, knownDevice: Boolean(device) },
      "sign-in refused: too many failures",
    );
    return tooManyAttempts(counted.retryAfterSeconds);
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    await refundRateLimit(db, attempt);
    const twoFactorRequired = Boolean((response as { twoFactorRedirect?: boolean }).twoFactorRedirect);
    const opened = response as { token?: string | null; user?: { id: string } };
    const passkeyRequired =
      !twoFactorRequired &&
      Boolean(opened.token && opened.user) &&
      (await withholdSessionForPasskey(auth, db, { userId: opened.user!.id, token: opened.token! }));
    const event = twoFactorRequired
      ? "sign-in.second-factor-required"
      : passkeyRequired
        ? "sign-in.passkey-required"
        : "sign-in.succeeded";
    logger.info({ event, email, clientIp: clientKey }, "sign-in");
    const secure = new URL((await auth.$context).baseURL).protocol === "https:";
    // The password was right, so this browser earns its device cookie either way; without the session's.
    const answer = passkeyRequired ? new Headers() : headers;
    answer.append("Set-Cookie", deviceCookie({ email, secret, secure }));
    return { ok: true, headers: answer, twoFactorRequired, passkeyRequired };
  } catch (error) {
    // Anything but a wrong password (a server error) is given back too.
    if (!(error instanceof APIError) || error.statusCode !== 401) await refundRateLimit(db, attempt);
    const result = failure(error);
    logger.warn({ event: "sign-in.failed", email, clientIp: clientKey, status: result.status }, "sign-in failed");
    return result;
  }
}

/** Creates the account without signing in: the spec's flow sends the user to Sign In afterwards. */
export async function signUpWithPassword(
  auth: Auth,
  db: Database,
  { form, clientKey, requestHeaders }: Credentials,
): Promise<AuthFormResult> {
  const parsed = parseInput(signUpSchema, { email: form.get("email"), password: form.get("password") });
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };

  const limit = await consumeRateLimit(db, { rule: signUpRateLimit, clientKey });
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);

  try {
    const { headers } = await auth.api.signUpEmail({
      body: { email: parsed.data.email, password: parsed.data.password, name: parsed.data.email.split("@")[0]! },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    return failure(error);
  }
}

function tooManyAttempts(retryAfterSeconds: number): AuthFormResult {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    ok: false,
    status: 429,
    message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  };
}

function failure(error: unknown): Extract<AuthFormResult, { ok: false }> {
  if (error instanceof APIError) {
    return { ok: false, status: error.statusCode, message: error.body?.message ?? error.message };
  }
  throw error;
}
