import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/.server/db/schema/rate-limits";
import { consumeRateLimit, deleteExpiredRateLimits } from "~/.server/rate-limit/consume-rate-limit";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("rate-limit counters on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it("sweeps counters whose window ended over an hour ago, and only those", async () => {
    const rule = { name: "contact", limit: 5, windowSeconds: 60 };
    // Counted first: consuming sweeps now and then by chance, which would take the stale row early.
    await consumeRateLimit(database.db, { rule, clientKey: "198.51.100.3" });
    await database.db.insert(rateLimits).values([
      { key: "contact:198.51.100.1", count: 3, windowEndsAt: sql`now() - interval '2 hours'` },
      { key: "contact:198.51.100.2", count: 1, windowEndsAt: sql`now() - interval '30 minutes'` },
    ]);

    expect(await deleteExpiredRateLimits(database.db)).toBe(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
    expect(keys).toEqual(["contact:198.51.100.2", "contact:198.51.100.3"]);
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
