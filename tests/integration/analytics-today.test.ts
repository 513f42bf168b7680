import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsTodayJob, analyticsTodayJobName } from "~/.server/analytics/analytics-jobs";
import { LIVE_DAY_MAX_EVENTS } from "~/.server/analytics/analytics-live-days";
import { loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { loadConversionReport } from "~/.server/analytics/analytics-conversions";
import { addDays, maintainAnalytics, rollUpDay } from "~/.server/analytics/analytics-rollups";
import { loadListeningReport } from "~/.server/analytics/listening-report";
import { utcDay } from "~/.server/analytics/visitor-hash";
import { analyticsDaily, analyticsEvents, analyticsRetention } from "~/.server/db/schema/analytics";
import { episodes } from "~/.server/db/schema/episodes";
import { createJobEngine, type JobDefinition, type JobEngine } from "~/.server/jobs/job-engine";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * Today on the dashboard (analytics-live-days.ts): counted live from its raw events while it is
 * small; past LIVE_DAY_MAX_EVENTS events, as of its last count (every few minutes, analytics-jobs.ts),
 * which the page says; once the day has ended, counted in full by the hourly upkeep.
 */
describe.each(testDatabaseKinds)("today's analytics on %s", (kind) => {
  const database = useTestDatabase(kind);
  const now = new Date();
  const today = utcDay(now);
  let engine: JobEngine;

  beforeAll(async () => {
    engine = createJobEngine({
      connection: database.connection,
      definitions: [analyticsTodayJob(database.db)] as unknown as JobDefinition<never>[],
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
  });

  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsDaily);
    await database.db.delete(analyticsRetention);
    await database.db.delete(episodes);
    await database.db.insert(episodes).values({ slug: "ep-1", title: "Custody basics", durationSeconds: 400 });
  });

  /**
   * `visitors` visitors of `day`, each with a page view of /about, a play of ep-1 and a listen to its
   * first half (3 events each), and one click on the consultation call to action.
   */
  const addVisitors = async (day: string, visitors: number, prefix: string) => {
    await database.db.execute(sql`
      insert into analytics_events (day, visitor, kind, path, device, browser, episode_slug, from_second, to_second, speed)
      select ${day}::date, ${prefix} || v, kind, case when kind = 'pageview' then '/about' end, 'desktop', 'Chrome',
        case when kind <> 'pageview' then 'ep-1' end, case when kind <> 'pageview' then 0 end,
        case when kind = 'listen' then 200 end, case when kind = 'listen' then 1 end
      from generate_series(1, ${visitors}) as v cross join unnest(array['pageview', 'play', 'listen']) as kind`);
    await database.db.execute(sql`
      insert into analytics_events (day, visitor, kind, path, device, browser)
      values (${day}::date, ${prefix} || 1, 'booking', '/about', 'desktop', 'Chrome')`);
  };

  const dashboard = async (at: Date = now) => {
    const [report, listening, conversions] = await Promise.all([
      loadAnalyticsReport(database.db, 7, at),
      loadListeningReport(database.db, 7, null, at),
      loadConversionReport(database.db, 7, at),
    ]);
    return {
      pageViews: report.current.pageViews,
      countedAsOf: report.countedAsOf,
      dailyPageViews: listening.daily.find((day) => day.day === utcDay(at))?.pageViews,
      plays: listening.episodes[0]?.plays,
      curvePlays: listening.chosen?.plays,
      bookingClicks: conversions.tables.bookings[0]?.clicks,
    };
  };

  it("counts a quiet day live, even after today's count has run", async () => {
    await addVisitors(today, 10, "quiet-");
    const { id } = await engine.enqueue(analyticsTodayJobName, {});
    expect(await engine.waitFor(id, { timeoutMs: 30_000 })).toMatchObject({
      state: "completed",
      result: { day: today },
    });
    await addVisitors(today, 10, "later-");

    expect(await dashboard()).toEqual({
      pageViews: 20,
      countedAsOf: null,
      dailyPageViews: 20,
      plays: 20,
      curvePlays: 20,
      bookingClicks: 2,
    });
  });

  it("shows a busy day as of its last count, says so, and counts it in full once it has ended", async () => {
    await addVisitors(today, Math.ceil(LIVE_DAY_MAX_EVENTS / 3), "busy-");
    await rollUpDay(database.db, today);
    const counted = await dashboard();
    expect(counted.countedAsOf?.day).toBe(today);
    expect(counted.countedAsOf?.time).toMatch(/^\d\d:\d\d$/);

    // Events after the count wait for the next one…
    await addVisitors(today, 10, "after-");
    const before = await dashboard();
    expect(before).toEqual(counted);

    // …which includes them.
    await rollUpDay(database.db, today);
    const recounted = await dashboard();
    expect(recounted.pageViews).toBe(counted.pageViews + 10);
    expect(recounted.plays).toBe(counted.plays! + 10);
    expect(recounted.bookingClicks).toBe(counted.bookingClicks! + 1);

    // The day after, the hourly upkeep counts the ended day in full, and it is no longer "as of".
    await addVisitors(today, 10, "last-minute-");
    const tomorrow = new Date(Date.parse(`${addDays(today, 1)}T01:00:00Z`));
    await maintainAnalytics(database.db, tomorrow);
    const ended = await dashboard(tomorrow);
    expect(ended.countedAsOf).toBeNull();
    expect(ended.pageViews).toBe(recounted.pageViews + 10);
  });

  it("counts again a past day whose only roll-up was made while it was under way", async () => {
    const day = addDays(today, -3);
    await addVisitors(day, 10, "early-");
    await rollUpDay(database.db, day);
    // As the count every few minutes leaves a day whose last minutes came after it (a server down at midnight).
    await database.db.execute(
      sql`update analytics_daily set counted_at = (${day}::date + interval '23 hours 55 minutes') at time zone 'UTC' where day = ${day}`,
    );
    await addVisitors(day, 10, "late-");

    const { rolledUp } = await maintainAnalytics(database.db, now);
    expect(rolledUp).toContain(day);
    const report = await loadAnalyticsReport(database.db, 7, now);
    expect(report.current.pageViews).toBe(20);
  });
});
