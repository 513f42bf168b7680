import crypto from "node:crypto";

/**
 * "This browser has signed in to this account before" (OWASP's device cookies against password
 * guessing): a signed cookie naming the account, set on every successful password sign-in. The
 * per-account limit on password attempts (email-password.ts) would otherwise let anyone lock the
 * owner out by failing on purpose; a browser holding the cookie has its own budget instead, so the
 * owner's usual browsers keep signing in during an attack. Addresses cannot play this part: an
 * attacker has as many as they like, but cannot mint this cookie without the password.
 */
export const deviceCookieName = "sign_in_device";
const maxAgeSeconds = 365 * 24 * 60 * 60;

function signature(secret: string, email: string, nonce: string): string {
  return crypto.createHmac("sha256", secret).update(`sign-in-device:${email}:${nonce}`).digest("base64url");
}

/** The cookie's id when it is valid for this account (lowercased email), else undefined. */
export function trustedDeviceId(headers: Headers, { email, secret }: { email: string; secret: string }) {
  const match = new RegExp(
    `(?:^|;\\s*)(?:__Secure-)?${deviceCookieName}=([A-Za-z0-9_-]{16,64})\\.([A-Za-z0-9_-]{43})`,
  ).exec(headers.get("cookie") ?? "");
  if (!match) return undefined;
  const [, nonce, signed] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, email, nonce));
  const given = Buffer.from(signed);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? nonce : undefined;
}

/** The Set-Cookie value marking this browser as one that signed in to the account. */
export function deviceCookie({ email, secret, secure }: { email: string; secret: string; secure: boolean }) {
  const nonce = crypto.randomBytes(18).toString("base64url");
  const name = secure ? `__Secure-${deviceCookieName}` : deviceCookieName;
  const attributes = [
    "Path=/auth",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return `${name}=${nonce}.${signature(secret, email, nonce)}; ${attributes.join("; ")}`;
}
