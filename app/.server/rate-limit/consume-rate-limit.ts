import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimit as betterAuthRateLimits } from "../db/schema/auth";
import { rateLimits } from "../db/schema/rate-limits";
import { rateLimitCounterKey } from "./counter-key";

export type RateLimitRule = {
  /** What is being limited, e.g. "contact". Part of the stored key. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
};

/** Expired counters are swept at most this often per process: the table stays as small as the clients of the last minutes. */
const SWEEP_INTERVAL_MS = 60 * 1000;
let lastSwept = 0;

/**
 * Deletes counters whose window has ended; returns how many. An ended window counts nothing (the
 * next request starts a new one), so nothing is lost, and no row outlives its use (Q7).
 */
export async function deleteExpiredRateLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lte(rateLimits.windowEndsAt, sql`now()`))
    .returning({ key: rateLimits.key });
  // Better Auth's own table, which its limits used before they moved here (better-auth-storage.ts):
  // its rows are keyed by the client's address and nothing reads them any more.
  await db.delete(betterAuthRateLimits);
  return deleted.length;
}

/** The stored key: the rule, then a keyed hash of the client (counter-key.ts). */
function counterKey(rule: RateLimitRule, clientKey: string): string {
  return rateLimitCounterKey(rule.name, clientKey);
}

/**
 * Counts one request for `clientKey` under `rule` and says whether it is within the limit. One
 * atomic upsert: concurrent requests on any number of instances cannot both take the last slot.
 */
export async function consumeRateLimit(
  db: Database,
  { rule, clientKey }: { rule: RateLimitRule; clientKey: string },
): Promise<RateLimitResult> {
  const key = counterKey(rule, clientKey);
  const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${windowEnd} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    });
  const count = row?.count ?? 1;
  // Once a minute, sweep counters whose window has ended: they are never read again.
  if (Date.now() - lastSwept > SWEEP_INTERVAL_MS) {
    lastSwept = Date.now();
    await deleteExpiredRateLimits(db);
  }
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: row?.secondsLeft ?? rule.windowSeconds,
  };
}

/**
 * Whether `clientKey` may make one more attempt under `rule`, without counting one: for limits that
 * count only failures (the per-account sign-in limit), checked before the attempt and counted with
 * `consumeRateLimit` after it fails.
 */
export async function checkRateLimit(
  db: Database,
  { rule, clientKey }: { rule: RateLimitRule; clientKey: string },
): Promise<RateLimitResult> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, counterKey(rule, clientKey)), gt(rateLimits.windowEndsAt, sql`now()`)));
  const count = row?.count ?? 0;
  return {
    allowed: count < rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: row?.secondsLeft ?? 0,
  };
}

/**
 * Gives back one request counted by `consumeRateLimit`: for limits counted before an attempt that
 * should only charge failures (the per-account sign-in limit), so counting stays atomic and a burst
 * cannot slip past the limit, while a success costs nothing. A counter back at zero is removed.
 */
export async function refundRateLimit(
  db: Database,
  { rule, clientKey }: { rule: RateLimitRule; clientKey: string },
): Promise<void> {
  const key = counterKey(rule, clientKey);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lte(rateLimits.count, 0)));
}
