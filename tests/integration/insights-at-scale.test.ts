import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadInsights } from "~/.server/search/insights";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * Penetration test Q4: anonymous searches filled the insight table with distinct questions, and
 * grouping the unanswered ones held the server's only thread for 15.8 s, so /healthz waited too.
 * Here 20,000 stored questions, nearly all distinct and unanswered (the worst case for grouping):
 * the page's data must come within a bound, and the event loop must keep turning meanwhile (a stall
 * of the loop is what another client's /healthz waits for).
 */
describe.each(testDatabaseKinds)("listener insights with 20,000 stored questions on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    // Three made-up words per question, as a script of random searches sends them; one in five
    // answered; spread over the last 20 days.
    await database.db.execute(sql`
      insert into search_events (source, question, result_count, created_at)
      select 'archive',
        'w' || substr(md5(i::text), 1, 6) || ' x' || substr(md5(i::text), 7, 5) || ' z' || substr(md5(i::text), 12, 7),
        case when i % 5 = 0 then 1 else 0 end,
        now() - (i % 28800) * interval '1 minute'
      from generate_series(1, 20000) as i`);
  }, 120_000);

  it("answers within 3 s, and never holds the event loop for long (2 s embedded, 250 ms PostgreSQL)", async () => {
    let longestStall = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const insights = await loadInsights(database.db, 30);
    const elapsed = performance.now() - started;
    clearInterval(probe);
    // A loop held to the end never ran the probe: the time since its last turn counts too.
    longestStall = Math.max(longestStall, performance.now() - last);
    console.log(`loadInsights on ${kind}: ${Math.round(elapsed)} ms, longest stall ${Math.round(longestStall)} ms`);

    expect(insights.totals).toMatchObject({ questions: 20_000, answered: 4_000, unanswered: 16_000 });
    expect(insights.unansweredGroups.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(3_000);
    // On PostgreSQL the query runs elsewhere (about 30 ms of stall here); the embedded database runs it
    // on this thread: one query over the 20,000 rows, 0.7 to 1.1 s on the shared two-core machine at a
    // load average of 10 to 12 (before: the whole 6.9 s).
    expect(longestStall).toBeLessThan(kind === "pglite" ? 2_000 : 250);
  }, 60_000);
});
