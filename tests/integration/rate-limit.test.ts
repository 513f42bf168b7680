import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimit as betterAuthRateLimit } from "~/.server/db/schema/auth";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { betterAuthRateLimitStorage } from "~/.server/rate-limit/better-auth-storage";
import { consumeRateLimit, deleteExpiredRateLimits } from "~/.server/rate-limit/consume-rate-limit";
import { rateLimitCounterKey } from "~/.server/rate-limit/counter-key";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("rate-limit counters on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("sweeps counters whose window has ended, and only those", async () => {
    const rule = { name: "contact", limit: 5, windowSeconds: 60 };
    await consumeRateLimit(database.db, { rule, clientKey: "198.51.100.3" });
    await database.db.insert(rateLimits).values([
      { key: "contact:stale-1", count: 3, windowEndsAt: sql`now() - interval '2 hours'` },
      { key: "contact:stale-2", count: 1, windowEndsAt: sql`now() - interval '30 seconds'` },
    ]);

    // A row Better Auth's own storage wrote before its limits moved to rate_limits, keyed by address.
    await database.db
      .insert(betterAuthRateLimit)
      .values({ id: "legacy", key: "198.51.100.4/sign-in/email", count: 1, lastRequest: Date.now() });

    expect(await deleteExpiredRateLimits(database.db)).toBe(2);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual([rateLimitCounterKey("contact", "198.51.100.3")]);
    expect(await database.db.select().from(betterAuthRateLimit)).toEqual([]);
    await database.db.delete(rateLimits);
  });

  it("stores a keyed hash of the client, never its address, the same for one client however written", async () => {
    const rule = { name: "search-episodes", limit: 5, windowSeconds: 60 };
    await consumeRateLimit(database.db, { rule, clientKey: "198.51.100.9" });
    await consumeRateLimit(database.db, { rule, clientKey: "::ffff:198.51.100.9" });
    await consumeRateLimit(database.db, { rule, clientKey: "2001:db8:9:9::1" });
    const rows = await database.db.select().from(rateLimits);
    expect(rows.map((row) => row.key).join(" ")).not.toMatch(/198\.51|2001:db8|:9:9/);
    for (const row of rows) expect(row.key).toMatch(/^search-episodes:[\w-]{43}$/);
    expect(rows.map((row) => row.count).sort()).toEqual([1, 2]);
    await database.db.delete(rateLimits);
  });

  it("counts Better Auth's limits in the same table, under hashed keys", async () => {
    const storage = betterAuthRateLimitStorage(database.db);
    const rule = { window: 60, max: 2 };
    expect(await storage.consume("203.0.113.5/sign-in/email", rule)).toEqual({ allowed: true, retryAfter: null });
    expect(await storage.consume("203.0.113.5/sign-in/email", rule)).toEqual({ allowed: true, retryAfter: null });
    const refused = await storage.consume("203.0.113.5/sign-in/email", rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual([rateLimitCounterKey("auth", "203.0.113.5/sign-in/email")]);
    await database.db.delete(rateLimits);
  });

  it("counts every address of one IPv6 /64 together, and IPv4-mapped addresses as IPv4", async () => {
    const rule = { name: "ipv6-test", limit: 2, windowSeconds: 60 };
    const consume = (clientKey: string) => consumeRateLimit(database.db, { rule, clientKey });
    expect((await consume("2001:db8:5:6::1")).allowed).toBe(true);
    expect((await consume("2001:db8:5:6:ffff:eeee:dddd:cccc")).allowed).toBe(true);
    expect((await consume("2001:db8:5:6::abcd")).allowed).toBe(false);
    expect((await consume("2001:db8:5:7::1")).allowed).toBe(true);

    expect((await consume("198.51.100.77")).allowed).toBe(true);
    expect((await consume("::ffff:198.51.100.77")).allowed).toBe(true);
    expect((await consume("198.51.100.77")).allowed).toBe(false);
  });
});
