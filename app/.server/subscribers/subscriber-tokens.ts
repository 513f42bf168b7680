import crypto from "node:crypto";

/**
 * The links in the subscribers' emails carry a token instead of a stored secret: the subscriber's id,
 * what the link does and, for a confirmation, when it stops working, signed with HMAC-SHA-256 under
 * the site's secret (AUTH_SECRET or DATA_DIR/auth-secret, app/.server/secrets.ts). A token cannot be
 * made without the secret, nor turned from one purpose to the other, and nothing needs to be deleted
 * when it is used.
 */
export type TokenPurpose = "confirm" | "unsubscribe";

/** A confirmation link works for a week. */
export const confirmationLifetimeMs = 7 * 24 * 60 * 60_000;

export type TokenCheck = { ok: true; subscriberId: string } | { ok: false; reason: "invalid" | "expired" };

const sign = (secret: string, payload: string) =>
  crypto.createHmac("sha256", secret).update(`email-subscriber:${payload}`).digest("base64url");

/**
 * `<id>.<expires, ms since 1970, base 36, or 0 for never>.<signature>`. An unsubscribe link never
 * expires: an old email must still let its reader leave.
 */
export function signSubscriberToken(
  secret: string,
  { subscriberId, purpose, now = Date.now() }: { subscriberId: string; purpose: TokenPurpose; now?: number },
): string {
  const expires = purpose === "confirm" ? (now + confirmationLifetimeMs).toString(36) : "0";
  const body = `${subscriberId}.${expires}`;
  return `${body}.${sign(secret, `${purpose}.${body}`)}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function verifySubscriberToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [subscriberId, expires, signature] = parts as [string, string, string];
  if (!uuidPattern.test(subscriberId) || !/^[0-9a-z]{1,12}$/.test(expires)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, `${purpose}.${subscriberId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  if (expires !== "0" && parseInt(expires, 36) < now) return { ok: false, reason: "expired" };
  // An unsubscribe token never expires; a confirmation token always does.
  if ((expires === "0") !== (purpose === "unsubscribe")) return { ok: false, reason: "invalid" };
  return { ok: true, subscriberId };
}
