import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { Database } from "../db/client";
import { twoFactor } from "../db/schema/auth";
import type { Auth } from "./create-auth";
import { logSecurityEvent, type Actor } from "./security-events";
import { setCookiesOf } from "./set-cookies";
import { pendingTwoFactorUser } from "./two-factor-pending";

/**
 * The authenticator-app (TOTP) factor and its backup codes, on top of Better Auth's twoFactor
 * plugin. Every step that changes the factor asks for the password (Better Auth's rule); turning it
 * off also asks for a current code, so a stolen password alone cannot remove it.
 */
export type TwoFactorResult<T = object> = ({ ok: true; headers: Headers } & T) | { ok: false; message: string };

export type TotpEnrollment = { qrCodeDataUrl: string; secret: string; backupCodes: string[] };

export async function getTwoFactorStatus(db: Database, { userId, enabled }: { userId: string; enabled: boolean }) {
  const [factor] = await db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  return { enabled, pending: !enabled && Boolean(factor) };
}

/** Step 1: creates the secret and backup codes; the factor is not in force until confirmed with a code. */
export async function startTotpEnrollment(
  auth: Auth,
  { password, headers }: { password: string; headers: Headers },
): Promise<TwoFactorResult<TotpEnrollment>> {
  return attempt(async () => {
    const result = await auth.api.enableTwoFactor({ body: { password }, headers, returnHeaders: true });
    const { totpURI, backupCodes } = result.response as { totpURI: string; backupCodes: string[] };
    return { ok: true, headers: result.headers, ...describeTotpUri(totpURI), backupCodes };
  });
}

/** Step 2: a code from the app proves it was set up; Better Auth then turns the factor on (new session). */
export async function confirmTotpEnrollment(
  auth: Auth,
  { code, headers, actor }: { code: string; headers: Headers; actor: Actor },
): Promise<TwoFactorResult> {
  const result = await attempt(async () => {
    const result = await auth.api.verifyTOTP({ body: { code: normalizeCode(code) }, headers, returnHeaders: true });
    return { ok: true as const, headers: result.headers };
  });
  logChange(result, { actor, headers, event: "two-factor.enabled", step: "enable" });
  return result;
}

export async function regenerateBackupCodes(
  auth: Auth,
  { password, headers, actor }: { password: string; headers: Headers; actor: Actor },
): Promise<TwoFactorResult<{ backupCodes: string[] }>> {
  const result = await attempt(async () => {
    const result = await auth.api.generateBackupCodes({ body: { password }, headers, returnHeaders: true });
    return { ok: true as const, headers: result.headers, backupCodes: result.response.backupCodes };
  });
  logChange(result, { actor, headers, event: "backup-codes.regenerated", step: "regenerate-backup-codes" });
  return result;
}

export async function disableTotp(
  auth: Auth,
  { password, code, headers, actor }: { password: string; code: string; headers: Headers; actor: Actor },
): Promise<TwoFactorResult> {
  const result = await attempt(async () => {
    const checked = await auth.api.verifyTOTP({ body: { code: normalizeCode(code) }, headers, returnHeaders: true });
    const cookies = new Headers(headers);
    const renewed = sessionCookieFrom(checked.headers);
    if (renewed) cookies.set("cookie", renewed);
    const result = await auth.api.disableTwoFactor({ body: { password }, headers: cookies, returnHeaders: true });
    return { ok: true as const, headers: setCookiesOf(checked.headers, result.headers) };
  });
  logChange(result, { actor, headers, event: "two-factor.disabled", step: "disable" });
  return result;
}

/** A factor change and its refusal (wrong password or code), for the security log. */
function logChange(
  result: { ok: boolean; message?: string },
  { actor, headers, event, step }: { actor: Actor; headers: Headers; event: string; step: string },
) {
  if (result.ok) logSecurityEvent("info", event, { ...actor, headers }, event);
  else logSecurityEvent("warn", "two-factor.change-failed", { ...actor, step, headers }, "two-factor change refused");
}

/** The second step of signing in, with the pending two-factor cookie: an app code or a backup code. */
export async function completeTwoFactorSignIn(
  auth: Auth,
  { code, method, headers }: { code: string; method: "totp" | "backup"; headers: Headers },
): Promise<TwoFactorResult> {
  // Looked up first: a successful code consumes the pending sign-in that names the user.
  const pending = await pendingTwoFactorUser(auth, headers);
  try {
    const result =
      method === "backup"
        ? await auth.api.verifyBackupCode({ body: { code: code.trim() }, headers, returnHeaders: true })
        : await auth.api.verifyTOTP({ body: { code: normalizeCode(code) }, headers, returnHeaders: true });
    logSecurityEvent("info", "sign-in.succeeded", { ...pending, method, headers }, "sign-in");
    return { ok: true, headers: result.headers };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const reason = String(error.body?.code ?? error.statusCode);
    logSecurityEvent("warn", "two-factor.failed", { ...pending, method, reason, headers }, "two-step code refused");
    // Better Auth locks the factor after 10 wrong codes in a row; record the moment it happens.
    if (pending && reason !== "ACCOUNT_TEMPORARILY_LOCKED" && (await isLocked(auth, pending.userId))) {
      logSecurityEvent("warn", "two-factor.locked", { ...pending, headers }, "two-step sign-in locked");
    }
    return { ok: false, message: error.body?.message ?? error.message };
  }
}

async function isLocked(auth: Auth, userId: string): Promise<boolean> {
  const context = await auth.$context;
  const row = await context.adapter.findOne<{ lockedUntil: Date | null }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  return Boolean(row?.lockedUntil && new Date(row.lockedUntil).getTime() > Date.now());
}

/** The QR code (rendered here, so no third party sees the secret) and the key to type by hand. */
export function describeTotpUri(totpUri: string): { qrCodeDataUrl: string; secret: string } {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  const svg = renderSVG(totpUri, { border: 2 });
  return { qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, secret };
}

function normalizeCode(code: string): string {
  return code.replace(/\s+/g, "");
}

function sessionCookieFrom(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((value) => /session_token=/.test(value));
  return cookie?.split(";")[0];
}

async function attempt<T extends { ok: true; headers: Headers }>(
  work: () => Promise<T>,
): Promise<T | { ok: false; message: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof APIError) return { ok: false, message: error.body?.message ?? error.message };
    throw error;
  }
}
