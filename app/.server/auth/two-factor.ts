import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import type { Database } from "../db/client";
import { twoFactor } from "../db/schema/auth";
import type { Auth } from "./create-auth";
import { setCookiesOf } from "./set-cookies";

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
  { code, headers }: { code: string; headers: Headers },
): Promise<TwoFactorResult> {
  return attempt(async () => {
    const result = await auth.api.verifyTOTP({ body: { code: normalizeCode(code) }, headers, returnHeaders: true });
    return { ok: true, headers: result.headers };
  });
}

export async function regenerateBackupCodes(
  auth: Auth,
  { password, headers }: { password: string; headers: Headers },
): Promise<TwoFactorResult<{ backupCodes: string[] }>> {
  return attempt(async () => {
    const result = await auth.api.generateBackupCodes({ body: { password }, headers, returnHeaders: true });
    return { ok: true, headers: result.headers, backupCodes: result.response.backupCodes };
  });
}

export async function disableTotp(
  auth: Auth,
  { password, code, headers }: { password: string; code: string; headers: Headers },
): Promise<TwoFactorResult> {
  return attempt(async () => {
    const checked = await auth.api.verifyTOTP({ body: { code: normalizeCode(code) }, headers, returnHeaders: true });
    const cookies = new Headers(headers);
    const renewed = sessionCookieFrom(checked.headers);
    if (renewed) cookies.set("cookie", renewed);
    const result = await auth.api.disableTwoFactor({ body: { password }, headers: cookies, returnHeaders: true });
    return { ok: true, headers: setCookiesOf(checked.headers, result.headers) };
  });
}

/** The second step of signing in, with the pending two-factor cookie: an app code or a backup code. */
export async function completeTwoFactorSignIn(
  auth: Auth,
  { code, method, headers }: { code: string; method: "totp" | "backup"; headers: Headers },
): Promise<TwoFactorResult> {
  return attempt(async () => {
    const result =
      method === "backup"
        ? await auth.api.verifyBackupCode({ body: { code: code.trim() }, headers, returnHeaders: true })
        : await auth.api.verifyTOTP({ body: { code: normalizeCode(code) }, headers, returnHeaders: true });
    return { ok: true, headers: result.headers };
  });
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
