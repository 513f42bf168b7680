import { APIError } from "better-auth/api";
import type { Database } from "../db/client";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import type { Auth } from "./create-auth";
import { logSecurityEvent, type Actor } from "./security-events";
import { setCookiesOf } from "./set-cookies";

/**
 * Rules for changing how an account signs in (authenticator app, backup codes, passkeys): a live
 * session is not enough, since it may be stolen. Adding a way in asks for the password and, when
 * the account has an app, a current code from it, in the same request; and every change ends the
 * account's other sessions, so whoever held one must prove the new set of factors.
 */

export type FactorCheck = { ok: true; headers: Headers } | { ok: false; message: string };

/** The account page's requests that add a way in, or replace one (a new app, new backup codes). */
const addingIntents = new Set(["totp-start", "totp-confirm", "backup-regenerate", "passkey-add"]);

/**
 * On an account that already has a second factor (an app or a passkey), adding or replacing a way in
 * takes a session opened with one, or a fresh proof of one in the same request: a passkey is added
 * with a current app code when the account has an app (`confirmPresentFactors`). Otherwise the
 * password alone could set up an app beside the owner's passkey and take the account over
 * (docs/security.md Q1). An account with no factor yet adds its first with the password.
 */
export function needsProvenSessionToAdd({
  intent,
  secondFactorProven,
  twoFactorEnabled,
  hasPasskey,
}: {
  intent: string;
  secondFactorProven: boolean;
  twoFactorEnabled: boolean;
  hasPasskey: boolean;
}): boolean {
  if (!addingIntents.has(intent) || secondFactorProven) return false;
  if (intent === "passkey-add" && twoFactorEnabled) return false;
  return twoFactorEnabled || hasPasskey;
}

/**
 * A TOTP code is good for one use: Better Auth accepts a code again within its window, so a code seen
 * over someone's shoulder (or replayed from a proxy log) would open a second session. One atomic
 * insert per (account, code) for two minutes, longer than a code stays valid (its 30-second step and
 * one step either side); the second claim of the same code is refused.
 */
export const totpReuseWindow = { name: "totp-used", limit: 1, windowSeconds: 120 };

export async function claimTotpCode(
  db: Database,
  { userId, code }: { userId: string; code: string },
): Promise<boolean> {
  const claim = await consumeRateLimit(db, {
    rule: totpReuseWindow,
    clientKey: `${userId}:${code.replace(/\s+/g, "")}`,
  });
  return claim.allowed;
}

/** The password, and a current app code when the account has an app; `headers` carries a renewed session cookie. */
export async function confirmPresentFactors(
  auth: Auth,
  {
    password,
    code,
    twoFactorEnabled,
    headers,
  }: { password: string; code: string; twoFactorEnabled: boolean; headers: Headers },
): Promise<FactorCheck> {
  if (!password) return { ok: false, message: "Please enter your password." };
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (error instanceof APIError) return { ok: false, message: "Your password is not correct." };
    throw error;
  }
  if (!twoFactorEnabled) return { ok: true, headers: new Headers() };
  const cleanCode = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(cleanCode)) return { ok: false, message: "Please enter the 6-digit code from your app." };
  try {
    // One use per code: claimed by the createAuth hook (two-factor-options.ts) before Better Auth checks it.
    const checked = await auth.api.verifyTOTP({ body: { code: cleanCode }, headers, returnHeaders: true });
    return { ok: true, headers: checked.headers };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, message: "That code is not correct, or was used already." };
    throw error;
  }
}

/**
 * Ends every session of the account but this browser's (whose cookie may just have been renewed:
 * `responseHeaders` is what this request will send back), and logs it.
 */
export async function endOtherSessions(
  auth: Auth,
  {
    requestHeaders,
    responseHeaders,
    actor,
    reason,
  }: {
    requestHeaders: Headers;
    responseHeaders: Headers;
    actor: Actor;
    reason: string;
  },
): Promise<void> {
  const headers = new Headers(requestHeaders);
  const renewed = setCookiesOf(responseHeaders)
    .getSetCookie()
    .find((value) => /session_token=/.test(value) && !/Max-Age=0/i.test(value));
  if (renewed) headers.set("cookie", renewed.split(";")[0]!);
  await auth.api.revokeOtherSessions({ headers });
  logSecurityEvent(
    "info",
    "session.revoked-others",
    { ...actor, reason, headers: requestHeaders },
    "other sessions ended",
  );
}
