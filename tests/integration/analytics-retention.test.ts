import { beforeEach, describe, expect, it } from "vitest";
import { liveDayRetention } from "~/.server/analytics/analytics-retention";
import { addDays, maintainAnalytics } from "~/.server/analytics/analytics-rollups";
import { listeningTableCsv, loadListeningReport } from "~/.server/analytics/listening-report";
import { utcDay } from "~/.server/analytics/visitor-hash";
import { analyticsDaily, analyticsEvents, analyticsRetention } from "~/.server/db/schema/analytics";
import { episodeChapters } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { RETENTION_BUCKETS } from "~/lib/analytics-listening";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

type EventRow = typeof analyticsEvents.$inferInsert;

/**
 * Where listeners stop (ADR 0028, addendum): the `listen` ranges of each day's plays rolled up into
 * `analytics_retention` (40 equal parts of the episode, a play counted in a part when it heard its
 * middle), kept after the raw events are deleted, and read back as the page's curve, average
 * listened share and CSV.
 */
describe.each(testDatabaseKinds)("analytics retention on %s", (kind) => {
  const database = useTestDatabase(kind);
  const now = new Date("2026-05-20T10:00:00Z");
  const today = utcDay(now);
  const yesterday = addDays(today, -1);

  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsDaily);
    await database.db.delete(analyticsRetention);
    await database.db.delete(episodes);
    // 400 seconds in 40 parts: part i is [10·i, 10·i + 10) seconds, its middle at 10·i + 5.
    const [episode] = await database.db
      .insert(episodes)
      .values([
        { slug: "ep-a", title: "@SUM(1) Custody basics", durationSeconds: 400 },
        { slug: "ep-b", title: "Mediation", durationSeconds: 100 },
      ])
      .returning({ id: episodes.id });
    await database.db.insert(episodeChapters).values([
      { episodeId: episode!.id, position: 0, startMs: 0, title: "Welcome" },
      { episodeId: episode!.id, position: 1, startMs: 150_000, title: '=HYPERLINK("https://evil.example")' },
      // Location-only entries are not chapters of the curve.
      { episodeId: episode!.id, position: 2, startMs: 200_000, title: null },
    ]);
  });

  const event = (day: string, visitor: string, fields: Partial<EventRow>): EventRow => ({
    day,
    visitor,
    kind: "play",
    device: "desktop",
    browser: "Chrome",
    episodeSlug: "ep-a",
    fromSecond: 0,
    ...fields,
  });
  const listen = (day: string, visitor: string, fromSecond: number, toSecond: number, slug = "ep-a") =>
    event(day, visitor, { kind: "listen", episodeSlug: slug, fromSecond, toSecond, speed: 1 });

  /** Four plays of ep-a: a heard 0–300 in two overlapping ranges, b 0–100 twice, c nothing, d 350 to the end and past it. */
  const dayEvents = (day: string): EventRow[] => [
    event(day, "a", {}),
    listen(day, "a", 0, 200),
    listen(day, "a", 100, 300),
    event(day, "b", {}),
    listen(day, "b", 0, 100),
    listen(day, "b", 0, 100),
    event(day, "c", {}),
    event(day, "d", { fromSecond: 350 }),
    listen(day, "d", 350, 86_400),
    // Listening without a play that day (its play was before midnight, under another day's hash) is not a play of this day.
    listen(day, "e", 0, 400),
    // An episode this site does not have adds nothing.
    event(day, "f", { episodeSlug: "no-such-episode" }),
    listen(day, "f", 0, 400, "no-such-episode"),
  ];

  /** What dayEvents' plays heard, part by part. */
  const expectedListeners = [
    ...Array<number>(10).fill(2), // 0–100 s: a and b
    ...Array<number>(20).fill(1), // 100–300 s: a
    ...Array<number>(5).fill(0), // 300–350 s: nobody
    ...Array<number>(5).fill(1), // 350–400 s: d
  ];

  it("rolls a day's listened ranges into parts heard per play, each play counted once per part", async () => {
    await database.db.insert(analyticsEvents).values(dayEvents(yesterday));
    // Before its roll-up the day reads the same from its raw events.
    const live = await liveDayRetention(database.db, yesterday);
    await maintainAnalytics(database.db, now);
    const rows = await database.db.select().from(analyticsRetention);
    expect(rows).toEqual([
      {
        day: yesterday,
        episodeSlug: "ep-a",
        durationSeconds: 400,
        plays: 4,
        listeners: expectedListeners,
        // The listeners' sum, stored for the period's average listened share.
        heard: expectedListeners.reduce((sum, count) => sum + count, 0),
      },
    ]);
    expect(expectedListeners).toHaveLength(RETENTION_BUCKETS);
    expect(live).toEqual([{ episodeSlug: "ep-a", durationSeconds: 400, plays: 4, listeners: expectedListeners }]);
    // Rolling the day up again replaces its rows.
    await maintainAnalytics(database.db, now);
    expect(await database.db.select().from(analyticsRetention)).toHaveLength(1);
  });

  it("adds several days up, today's from raw events, and keeps the curve after the raw events are deleted", async () => {
    const before = addDays(today, -2);
    await database.db.insert(analyticsEvents).values([
      ...dayEvents(before),
      ...dayEvents(yesterday),
      // Today, not rolled up yet: one more play of ep-a, heard to the end.
      event(today, "g", {}),
      listen(today, "g", 0, 400),
      // ep-b: one play, heard halfway.
      event(today, "h", { episodeSlug: "ep-b" }),
      listen(today, "h", 0, 50, "ep-b"),
    ]);
    await maintainAnalytics(database.db, now);
    const report = await loadListeningReport(database.db, 7, null, now);
    expect(report.episodes.map(({ slug, plays }) => [slug, plays])).toEqual([
      ["ep-a", 9],
      ["ep-b", 1],
    ]);
    // The most played episode is shown unless another is asked for.
    expect(report.chosen?.slug).toBe("ep-a");
    expect(report.chosen?.points.map((point) => point.listeners)).toEqual(
      expectedListeners.map((count) => count * 2 + 1),
    );
    expect(report.chosen?.points[0]).toEqual({
      fromSecond: 0,
      toSecond: 10,
      listeners: 5,
      share: 5 / 9,
      chapter: "Welcome",
    });

    // A month on, the raw events are gone and the rolled-up days still draw the same curve.
    const later = new Date(Date.parse(`${addDays(today, 31)}T10:00:00Z`));
    const upkeep = await maintainAnalytics(database.db, later);
    expect(upkeep.deletedEvents).toBeGreaterThan(0);
    expect(await database.db.select().from(analyticsEvents)).toEqual([]);
    const afterPurge = await loadListeningReport(database.db, 7, "ep-a", now);
    expect(afterPurge.chosen?.points).toEqual(report.chosen?.points);
    expect(afterPurge.episodes.find((row) => row.slug === "ep-a")?.plays).toBe(9);
  });

  it("gives each episode's average listened share and marks the chosen one's chapters on its curve", async () => {
    await database.db
      .insert(analyticsEvents)
      .values([
        ...dayEvents(today),
        event(today, "h", { episodeSlug: "ep-b" }),
        listen(today, "h", 0, 50, "ep-b"),
        event(today, "i", { episodeSlug: "ep-b" }),
        listen(today, "i", 0, 100, "ep-b"),
        listen(today, "i", 20, 60, "ep-b"),
      ]);
    const report = await loadListeningReport(database.db, 7, "ep-b", now);
    // ep-a: (10·2 + 20·1 + 5·1) parts heard of 40 parts × 4 plays. Re-heard parts count once.
    expect(report.episodes.find((row) => row.slug === "ep-a")?.listenedShare).toBeCloseTo(45 / 160);
    expect(report.episodes.find((row) => row.slug === "ep-b")?.listenedShare).toBeCloseTo(0.75);
    expect(report.chosen).toMatchObject({ slug: "ep-b", title: "Mediation", plays: 2, durationSeconds: 100 });
    expect(report.chosen?.summary).toBe(
      "Retention of “Mediation” over 2 plays: 100% still listening at the start, 50% at 0:50, 50% at the end (1:40). The steepest drop, 50 points, is at 0:50.",
    );

    const withChapters = await loadListeningReport(database.db, 7, "ep-a", now);
    expect(withChapters.chosen?.chapters).toEqual([
      { startSecond: 0, title: "Welcome" },
      { startSecond: 150, title: '=HYPERLINK("https://evil.example")' },
    ]);
    expect(withChapters.chosen?.points[14]?.chapter).toBe("Welcome");
    expect(withChapters.chosen?.points[15]?.chapter).toBe('=HYPERLINK("https://evil.example")');
    expect(withChapters.chosen?.summary).toContain(
      "The steepest drop, 25 points, is at 1:40, in the chapter “Welcome”.",
    );

    const notPlayed = await loadListeningReport(database.db, 7, "never-played", now);
    expect(notPlayed).toMatchObject({ notPlayed: "never-played", chosen: null });
  });

  it("exports the days, the episodes and the curve as CSV, titles that look like formulas as text", async () => {
    await database.db
      .insert(analyticsEvents)
      .values([
        ...dayEvents(yesterday),
        event(yesterday, "a", { kind: "pageview", episodeSlug: null, fromSecond: null, path: "/" }),
        event(today, "z", { kind: "pageview", episodeSlug: null, fromSecond: null, path: "/" }),
        event(today, "z", { kind: "pageview", episodeSlug: null, fromSecond: null, path: "/about" }),
      ]);
    await maintainAnalytics(database.db, now);
    const report = await loadListeningReport(database.db, 7, null, now);

    const daily = listeningTableCsv(report, "daily").split("\r\n");
    expect(daily[0]).toBe('"Day","Visitors","Page views"');
    expect(daily).toHaveLength(7 + 2);
    expect(daily).toContain(`"${addDays(today, -6)}","0","0"`);
    expect(daily).toContain(`"${yesterday}","6","1"`);
    expect(daily).toContain(`"${today}","1","2"`);

    expect(listeningTableCsv(report, "listening").split("\r\n").slice(0, 2)).toEqual([
      '"Episode","Address","Plays","Average listened share (%)"',
      `"'@SUM(1) Custody basics","ep-a","4","28"`,
    ]);

    const retention = listeningTableCsv(report, "retention").split("\r\n");
    expect(retention[0]).toBe('"Episode","From","To","Chapter","Still listening","Share of plays (%)"');
    expect(retention).toHaveLength(RETENTION_BUCKETS + 2);
    expect(retention[1]).toBe(`"'@SUM(1) Custody basics","0:00","0:10","Welcome","2","50"`);
    expect(retention[16]).toBe(
      `"'@SUM(1) Custody basics","2:30","2:40","'=HYPERLINK(""https://evil.example"")","1","25"`,
    );
  });
});
