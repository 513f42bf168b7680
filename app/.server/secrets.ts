import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "./env";

let cachedSecret: string | undefined;

/**
 * The secret that signs cookies. AUTH_SECRET when set (required for several instances, which must
 * agree); otherwise generated once and kept in DATA_DIR, readable by this user only.
 */
export function getAuthSecret(): string {
  if (cachedSecret) return cachedSecret;
  const env = getEnv();
  if (env.AUTH_SECRET) return (cachedSecret = env.AUTH_SECRET);

  const file = path.join(env.dataDir, "auth-secret");
  try {
    cachedSecret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const generated = crypto.randomBytes(32).toString("base64url");
    try {
      // "wx": if another process won the race, keep its secret rather than ours.
      fs.writeFileSync(file, generated, { mode: 0o600, flag: "wx" });
      cachedSecret = generated;
    } catch {
      cachedSecret = fs.readFileSync(file, "utf8").trim();
    }
  }
  return cachedSecret;
}
