import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyticsSalts } from "../db/schema/analytics";

/** The UTC day of a moment, `YYYY-MM-DD`: the unit of visitors, salts and roll-ups. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The salts this process has read, by day (the current day's only, in practice). */
const saltsByDatabase = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * The day's salt: 32 random bytes, made by whichever instance asks first (an insert that does nothing
 * when another instance won) and read back, so every instance hashes with the same one. Yesterday's
 * salts are deleted when today's is made, and by the hourly maintenance job.
 */
export function daySalt(db: Database, day: string): Promise<string> {
  let salts = saltsByDatabase.get(db);
  if (!salts) saltsByDatabase.set(db, (salts = new Map()));
  let salt = salts.get(day);
  if (!salt) {
    // Only the current day is kept in memory: the old day's salt leaves the process as it does the database.
    salts.clear();
    salt = readOrMakeSalt(db, day);
    salts.set(day, salt);
    salt.catch(() => salts.delete(day));
  }
  return salt;
}

async function readOrMakeSalt(db: Database, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`the analytics salt of ${day} was deleted while being read`);
  return row.salt;
}

/** Forgets the salts this process holds (tests of the rotation). */
export function forgetSalts(db: Database): void {
  saltsByDatabase.delete(db);
}

/** A visitor for one day: 128 bits of SHA-256 over the salt, the address and the user agent. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return crypto.createHash("sha256").update(`${salt}\0${ip}\0${userAgent}`).digest("base64url").slice(0, 22);
}

/** The address alone for one day, for the per-address bound (analytics-quota.ts); never the address itself. */
export function addressHash(salt: string, ip: string): string {
  return `ip:${crypto.createHash("sha256").update(`${salt}\0${ip}`).digest("base64url").slice(0, 22)}`;
}
