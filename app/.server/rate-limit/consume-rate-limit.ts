import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema/rate-limits";

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

const SWEEP_PROBABILITY = 1 / 200;

/** Deletes counters whose window ended more than an hour ago; returns how many. */
export async function deleteExpiredRateLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now() - interval '1 hour'`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/**
 * Counts one request for `clientKey` under `rule` and says whether it is within the limit. One
 * atomic upsert: concurrent requests on any number of instances cannot both take the last slot.
 */
export async function consumeRateLimit(
  db: Database,
  { rule, clientKey }: { rule: RateLimitRule; clientKey: string },
): Promise<RateLimitResult> {
  const key = `${rule.name}:${clientKey}`;
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
  // Now and then, sweep counters whose window ended long ago: they hold client addresses and are
  // never read again. About once per 200 requests, so no request pays for it often.
  if (Math.random() < SWEEP_PROBABILITY) await deleteExpiredRateLimits(db);
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: row?.secondsLeft ?? rule.windowSeconds,
  };
}
