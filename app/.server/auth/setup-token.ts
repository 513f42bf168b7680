import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { setupTokens } from "../db/schema/setup-tokens";
import { userRoles } from "../db/schema/user-roles";

/**
 * The first-run link: while no admin exists, each start of the server issues a random token and
 * prints `/setup?token=…`, where the owner creates their account and becomes the admin. Only the
 * token's SHA-256 is stored, in the database, so any instance on a shared PostgreSQL accepts a link
 * another instance printed, and a restart simply adds a fresh link. A token is good for one
 * account, and none is good once an admin exists (however that admin came about).
 */

/** 32 random bytes, URL-safe: unguessable, and short enough to copy from a terminal. */
function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

function hashOf(token: string): Buffer {
  return crypto.createHash("sha256").update(token, "utf8").digest();
}

async function adminExists(db: Database): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return rows.length > 0;
}

/**
 * The stored hash that matches `token`, compared in constant time against every stored one (there
 * are only ever a few: one per start while no admin exists).
 */
async function matchingHash(db: Database, token: string): Promise<string | undefined> {
  if (!token) return undefined;
  const wanted = hashOf(token);
  let found: string | undefined;
  for (const { tokenHash } of await db.select({ tokenHash: setupTokens.tokenHash }).from(setupTokens)) {
    const stored = Buffer.from(tokenHash, "hex");
    if (stored.length === wanted.length && crypto.timingSafeEqual(stored, wanted)) found = tokenHash;
  }
  return found;
}

/**
 * At start: a new token when no admin exists (the caller prints the link), else nothing, and any
 * tokens left from before the first admin are removed.
 */
export async function issueSetupTokenIfNoAdmin(db: Database): Promise<string | undefined> {
  if (await adminExists(db)) {
    await db.delete(setupTokens);
    return undefined;
  }
  const token = newToken();
  await db.insert(setupTokens).values({ tokenHash: hashOf(token).toString("hex") });
  return token;
}

/** Whether /setup should offer its form for this token: it is stored and no admin exists yet. */
export async function isSetupTokenUsable(db: Database, token: string): Promise<boolean> {
  if (await adminExists(db)) return false;
  return (await matchingHash(db, token)) !== undefined;
}

/**
 * Makes `userId` the admin if the token is still stored and no admin exists, and then removes every
 * token, in one transaction. The admin rows are locked against inserts first, so a grant from
 * elsewhere (the admin CLI, ADMIN_EMAILS, another /setup request) is either seen here or waits
 * until this has committed and then finds the token gone: one first admin, never two.
 */
export async function claimSetupToken(
  db: Database,
  { token, userId }: { token: string; userId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${userRoles} in share row exclusive mode`);
    if (await adminExists(tx)) return false;
    if (!(await matchingHash(tx, token))) return false;
    await tx.insert(userRoles).values({ userId, role: "admin" });
    await tx.delete(setupTokens);
    return true;
  });
}
