import crypto from "node:crypto";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { site } from "~/content/site";
import type { Auth } from "./create-auth";
import { sessionAbsoluteSeconds } from "./session-lifetime";
import { describeTotpUri, type TotpEnrollment } from "./two-factor";

/**
 * The authenticator app being set up, shown again until a code confirms it: after a mistyped
 * confirmation code, and after a reload, so the owner keeps the QR code, the key and the backup
 * codes they may already have written down.
 *
 * The secret and the codes stay where Better Auth keeps them (its `twoFactor` row, encrypted, not
 * in force until confirmed); nothing here stores them again. They are shown only to the browser that
 * was shown them: the confirmation form sends back the key it displayed, and the page itself carries
 * an HttpOnly cookie set when the setup started, holding an HMAC of the account and the key (never
 * the key). A stolen session cookie alone therefore reveals nothing it did not already show, and
 * starting a new setup still asks for the password. The cookie lasts as long as a session can
 * (session-lifetime.ts); after that, or in another browser, the page offers to start again.
 */
export const enrollmentCookieName = "totp_setup";
// The account page and its data requests (`/account/security.data`, which a narrower path would miss).
const enrollmentCookiePath = "/account";
export const enrollmentLifetimeSeconds = sessionAbsoluteSeconds;

export async function pendingTotpEnrollment(
  auth: Auth,
  {
    userId,
    email,
    shownKey = "",
    cookieHeader = null,
    now = Date.now(),
  }: { userId: string; email: string; shownKey?: string; cookieHeader?: string | null; now?: number },
): Promise<TotpEnrollment | undefined> {
  const proof = enrollmentProofIn(cookieHeader);
  if (!shownKey && !proof) return undefined;
  const context = await auth.$context;
  const factor = await context.adapter.findOne<{ secret: string; verified?: boolean | null }>({
    model: "twoFactor",
    where: [{ field: "userId", value: userId }],
  });
  // Only a setup still waiting for its first code; a factor in force is never shown again.
  if (!factor || factor.verified !== false) return undefined;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: factor.secret });
  // The same address Better Auth built when the setup started (twoFactor's issuer, 6 digits, 30 s).
  const { qrCodeDataUrl, secret: key } = describeTotpUri(
    createOTP(secret, { digits: 6, period: 30 }).url(site.podcastName, email),
  );
  const shown = shownKey
    ? sameText(key, shownKey.trim())
    : proofMatches(context.secret, { userId, key, proof: proof!, now });
  if (!shown) return undefined;
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return { qrCodeDataUrl, secret: key, backupCodes };
}

/** The Set-Cookie that lets this browser see the setup it just started again, after a reload. */
export async function enrollmentCookie(
  auth: Auth,
  { userId, key, now = Date.now() }: { userId: string; key: string; now?: number },
): Promise<string> {
  const context = await auth.$context;
  const issuedAt = Math.floor(now / 1000);
  const value = `${issuedAt}.${proofOf(context.secret, { userId, key, issuedAt })}`;
  return `${enrollmentCookieName}=${value}; ${cookieAttributes(auth)}; Max-Age=${enrollmentLifetimeSeconds}`;
}

/** Clears it once the app is on (or off): there is nothing pending to show. */
export function clearedEnrollmentCookie(auth: Auth): string {
  return `${enrollmentCookieName}=; ${cookieAttributes(auth)}; Max-Age=0`;
}

function cookieAttributes(auth: Auth): string {
  const secure = new URL(String(auth.options.baseURL)).protocol === "https:";
  return `Path=${enrollmentCookiePath}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

type Proof = { issuedAt: number; mac: string };

function enrollmentProofIn(cookieHeader: string | null): Proof | undefined {
  const match = new RegExp(`(?:^|;\\s*)${enrollmentCookieName}=(\\d+)\\.([A-Za-z0-9_-]+)`).exec(cookieHeader ?? "");
  return match ? { issuedAt: Number(match[1]), mac: match[2]! } : undefined;
}

function proofMatches(
  secret: string,
  { userId, key, proof, now }: { userId: string; key: string; proof: Proof; now: number },
): boolean {
  const age = now / 1000 - proof.issuedAt;
  if (age < 0 || age > enrollmentLifetimeSeconds) return false;
  return sameText(proof.mac, proofOf(secret, { userId, key, issuedAt: proof.issuedAt }));
}

function proofOf(secret: string, { userId, key, issuedAt }: { userId: string; key: string; issuedAt: number }) {
  return crypto.createHmac("sha256", secret).update(`totp-setup\n${userId}\n${key}\n${issuedAt}`).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = crypto.createHash("sha256").update(a).digest();
  const right = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(left, right);
}
