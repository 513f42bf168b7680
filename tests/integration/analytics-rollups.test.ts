import { beforeEach, describe, expect, it } from "vitest";
import { addDays, maintainAnalytics, periodFigures } from "~/.server/analytics/analytics-rollups";
import { analyticsTableCsv, loadAnalyticsReport } from "~/.server/analytics/analytics-report";
import { utcDay } from "~/.server/analytics/visitor-hash";
import { analyticsDaily, analyticsEvents } from "~/.server/db/schema/analytics";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

type EventRow = typeof analyticsEvents.$inferInsert;

/**
 * The hourly upkeep on raw events: each finished day rolled up into `analytics_daily` (kept for
 * ever), raw events deleted after 30 days, and a period's figures read from both. Each visitor
 * counts once a day, a play once per visitor and episode, and listening at most a day per visitor.
 */
describe.each(testDatabaseKinds)("analytics roll-ups on %s", (kind) => {
  const database = useTestDatabase(kind);
  const now = new Date("2026-05-20T10:00:00Z");
  const today = utcDay(now);

  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsDaily);
  });

  const event = (day: string, visitor: string, fields: Partial<EventRow>): EventRow => ({
    day,
    visitor,
    kind: "pageview",
    device: "desktop",
    browser: "Chrome",
    ...fields,
  });

  const dayEvents = (day: string): EventRow[] => [
    event(day, "a", { path: "/", referrerHost: "www.google.com" }),
    event(day, "a", { path: "/episodes" }),
    event(day, "b", { path: "/", device: "mobile", browser: "Safari", utmSource: "newsletter", utmMedium: "email" }),
    event(day, "a", { kind: "play", episodeSlug: "ep-1", fromSecond: 0 }),
    // The same visitor playing the same episode again the same day is one play.
    event(day, "a", { kind: "play", episodeSlug: "ep-1", fromSecond: 0 }),
    event(day, "a", { kind: "listen", episodeSlug: "ep-1", fromSecond: 0, toSecond: 600, speed: 1 }),
    event(day, "a", { kind: "listen", episodeSlug: "ep-1", fromSecond: 900, toSecond: 1200, speed: 1.5 }),
    event(day, "a", { kind: "complete", episodeSlug: "ep-1" }),
    event(day, "b", { kind: "play", episodeSlug: "ep-1", fromSecond: 60, device: "mobile", browser: "Safari" }),
    // A junk visitor claiming days of listening counts for one day's worth at most.
    event(day, "c", { kind: "play", episodeSlug: "ep-2", fromSecond: 0 }),
    ...Array.from({ length: 5 }, () =>
      event(day, "c", { kind: "listen", episodeSlug: "ep-2", fromSecond: 0, toSecond: 86_400, speed: 1 }),
    ),
  ];

  const figure = (rows: Awaited<ReturnType<typeof periodFigures>>, dimension: string, value: string) =>
    rows.find((row) => row.dimension === dimension && row.value === value);

  it("rolls up each finished day once, idempotently, and leaves today to the live figures", async () => {
    const yesterday = addDays(today, -1);
    const before = addDays(today, -2);
    await database.db
      .insert(analyticsEvents)
      .values([...dayEvents(before), ...dayEvents(yesterday), ...dayEvents(today)]);
    const result = await maintainAnalytics(database.db, now);
    expect(result.rolledUp).toEqual([before, yesterday]);
    const second = await maintainAnalytics(database.db, now);
    // Yesterday again (a batch may land in its last second); the day before is done.
    expect(second.rolledUp).toEqual([yesterday]);

    const daily = await database.db.select().from(analyticsDaily);
    expect(daily.some((row) => row.day === today)).toBe(false);
    const total = daily.find((row) => row.day === yesterday && row.dimension === "total");
    expect(total).toMatchObject({
      visitors: 3,
      pageViews: 3,
      plays: 3,
      listenedSeconds: 600 + 300 + 86_400,
      completions: 1,
    });
    const rows = (dimension: string) =>
      daily
        .filter((row) => row.day === yesterday && row.dimension === dimension)
        .map(({ value, visitors, pageViews, plays, listenedSeconds, completions }) => ({
          value,
          visitors,
          pageViews,
          plays,
          listenedSeconds,
          completions,
        }))
        .sort((x, y) => x.value.localeCompare(y.value));
    expect(rows("episode")).toEqual([
      { value: "ep-1", visitors: 2, pageViews: 0, plays: 2, listenedSeconds: 900, completions: 1 },
      { value: "ep-2", visitors: 1, pageViews: 0, plays: 1, listenedSeconds: 86_400, completions: 0 },
    ]);
    expect(rows("path").map((row) => [row.value, row.visitors, row.pageViews])).toEqual([
      ["/", 2, 2],
      ["/episodes", 1, 1],
    ]);
    expect(rows("referrer").map((row) => row.value)).toEqual(["www.google.com"]);
    expect(rows("campaign").map((row) => row.value)).toEqual(["newsletter / email / -"]);
    expect(rows("device").map((row) => [row.value, row.visitors])).toEqual([
      ["desktop", 2],
      ["mobile", 1],
    ]);

    // A period reads the rolled-up days and today's raw events alike: three days of the same figures.
    const period = await periodFigures(database.db, before, today);
    expect(figure(period, "total", "")).toMatchObject({ visitors: 9, pageViews: 9, plays: 9, completions: 3 });
    expect(figure(period, "path", "/")).toMatchObject({ pageViews: 6 });
  });

  it("deletes raw events after 30 days, keeping their roll-ups for ever", async () => {
    const old = addDays(today, -31);
    const recent = addDays(today, -30);
    await database.db.insert(analyticsEvents).values([...dayEvents(old), ...dayEvents(recent)]);
    const result = await maintainAnalytics(database.db, now);
    expect(result.deletedEvents).toBe(dayEvents(old).length);
    const left = await database.db.select({ day: analyticsEvents.day }).from(analyticsEvents);
    expect(new Set(left.map((row) => row.day))).toEqual(new Set([recent]));
    // The deleted day was rolled up first, and still counts.
    const period = await periodFigures(database.db, old, old);
    expect(figure(period, "total", "")).toMatchObject({ visitors: 3, pageViews: 3, plays: 3 });
  });

  it("reports a period against the one before, and exports its tables as CSV with formulas neutralised", async () => {
    await database.db.insert(analyticsEvents).values([
      ...dayEvents(today),
      ...dayEvents(addDays(today, -6)),
      // The week before: one visitor, one page view.
      event(addDays(today, -7), "z", { path: "/" }),
      event(today, "d", { path: "/", utmSource: '=HYPERLINK("https://evil.example")', utmCampaign: "@sum" }),
    ]);
    await maintainAnalytics(database.db, now);
    const report = await loadAnalyticsReport(database.db, 7, now);
    expect(report).toMatchObject({ days: 7, from: addDays(today, -6), to: today });
    expect(report.current).toEqual({ visitors: 7, pageViews: 7, plays: 6, listeningHours: 48.5 });
    expect(report.previous).toEqual({ visitors: 1, pageViews: 1, plays: 0, listeningHours: 0 });
    expect(report.tables.pages[0]).toMatchObject({ value: "/", pageViews: 5, visitors: 5 });
    expect(report.tables.episodes.map((row) => row.value)).toEqual(["ep-1", "ep-2"]);
    const csv = analyticsTableCsv(report, "campaigns");
    expect(csv.split("\r\n")[0]).toBe('"Source / medium / campaign","Visitors","Page views"');
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"") / - / @sum","1","1"`);
    expect(analyticsTableCsv(report, "episodes")).toContain('"ep-1","4","0.5","2"');
  });
});
