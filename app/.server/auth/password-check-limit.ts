import type { Database } from "../db/client";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { logSecurityEvent } from "./security-events";

/**
 * The account page checks the password for several changes (password, authenticator app, backup
 * codes, deleting the account). Someone holding a stolen session could guess the password there, so those checks share
 * one budget per account (ASVS 2.2.1), in the database like every other limit.
 */
export const accountPasswordRateLimit: RateLimitRule = { name: "account-password", limit: 10, windowSeconds: 15 * 60 };

/** The account page's intents that check the password. */
export const passwordCheckingIntents = new Set([
  "change-password",
  "totp-start",
  "backup-regenerate",
  "totp-disable",
  "delete-account",
  "passkey-add",
]);

/** Counts one password check; answers the message to show when the budget is spent, else null. */
export async function consumePasswordCheck(
  db: Database,
  { userId, headers }: { userId: string; headers?: Headers },
): Promise<string | null> {
  const limit = await consumeRateLimit(db, { rule: accountPasswordRateLimit, clientKey: `user:${userId}` });
  if (limit.allowed) return null;
  logSecurityEvent(
    "warn",
    "account.password-check-rate-limited",
    { userId, headers },
    "account password check refused: too many attempts",
  );
  const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
