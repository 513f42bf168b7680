import crypto from "node:crypto";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { site } from "~/content/site";
import type { Auth } from "./create-auth";
import { describeTotpUri, type TotpEnrollment } from "./two-factor";

/**
 * The authenticator app being set up, shown again after a mistyped confirmation code, so the owner
 * keeps the QR code, the key and the backup codes on screen and simply tries another code.
 *
 * Shown only to the browser that already has it: the confirmation form sends back the key it
 * displayed, and the enrollment is rebuilt (from Better Auth's stored, encrypted secret) only when
 * that key matches. A stolen session cookie alone therefore reveals nothing it did not already show,
 * and starting a new setup still asks for the password.
 */
export async function pendingTotpEnrollment(
  auth: Auth,
  { userId, email, shownKey }: { userId: string; email: string; shownKey: string },
): Promise<TotpEnrollment | undefined> {
  if (!shownKey) return undefined;
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
  if (!sameText(key, shownKey.trim())) return undefined;
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return { qrCodeDataUrl, secret: key, backupCodes };
}

function sameText(a: string, b: string): boolean {
  const left = crypto.createHash("sha256").update(a).digest();
  const right = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(left, right);
}
