import crypto from "node:crypto";

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s), computed in the test the way an authenticator app does. */
export function totpCode(base32Secret: string, at = Date.now(), stepSeconds = 30): string {
  const key = decodeBase32(base32Secret);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / stepSeconds)));
  const digest = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

function decodeBase32(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const clean = input.replace(/=+$/, "").replace(/\s+/g, "").toUpperCase();
  let bits = "";
  for (const char of clean) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/**
 * The previous step's code, which a server accepts for one more step, taken when at least
 * `minSecondsLeft` of the current step remain (waiting for the next step otherwise): on a loaded
 * machine the seconds between filling a code in and the server checking it must not carry it two
 * steps back, where it is refused.
 */
export async function previousTotpCode(base32Secret: string, { minSecondsLeft = 15, stepSeconds = 30 } = {}) {
  const secondsLeft = stepSeconds - ((Date.now() / 1000) % stepSeconds);
  if (secondsLeft < minSecondsLeft) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 50));
  return totpCode(base32Secret, Date.now() - stepSeconds * 1000, stepSeconds);
}
