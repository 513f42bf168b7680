import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { flushAnalytics } from "~/.server/analytics/analytics-buffer";
import { conversionTableCsv, loadConversionReport } from "~/.server/analytics/analytics-conversions";
import { maintainAnalytics } from "~/.server/analytics/analytics-rollups";
import { collectAnalyticsEvent } from "~/.server/analytics/collect-analytics";
import { forgetSalts } from "~/.server/analytics/visitor-hash";
import { answerBeacon } from "~/.server/beacon-endpoint";
import { analyticsDaily, analyticsEvents, analyticsQuotas, analyticsSalts } from "~/.server/db/schema/analytics";
import { searchEvents } from "~/.server/db/schema/search-events";
import { readEnv } from "~/.server/env";
import { recordSearch } from "~/.server/search/insights-record";
import { ConversionTables } from "~/components/admin/analytics/conversion-tables";
import { createTestAuth, testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const day = 86_400_000;

/**
 * Search to play (issue 31): the assistant's questions (listener insights) against the plays that
 * started from its answers (play events the beacon marks `src: "assistant"`), for the dashboard's
 * period and the one before, from the beacon to the figure: today's from raw events, earlier days'
 * from the roll-ups, a play counted once per visitor and episode, archive searches and plain plays
 * left out.
 */
describe.each(testDatabaseKinds)("search to play on %s", (kind) => {
  const database = useTestDatabase(kind);

  beforeEach(async () => {
    await flushAnalytics(database.db);
    for (const table of [analyticsEvents, analyticsDaily, analyticsQuotas, analyticsSalts, searchEvents]) {
      await database.db.delete(table);
    }
    forgetSalts(database.db);
  });

  /** A beacon from a visitor's browser, through POST /api/analytics; its status. */
  async function beacon(clientIp: string, userAgent: string, body: Record<string, unknown>): Promise<number> {
    const request = new Request(`${testPublicUrl}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
      body: JSON.stringify(body),
    });
    const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ANALYTICS: "on" });
    const auth = createTestAuth(database.db);
    return (await answerBeacon(request, clientIp, { db: database.db, auth, env })).status;
  }

  async function ask(question: string, { source = "assistant", at }: { source?: "assistant" | "archive"; at?: Date }) {
    const id = await recordSearch(database.db, { source, question, resultCount: 1, resultSlugs: ["custody-basics"] });
    if (at) await database.db.update(searchEvents).set({ createdAt: at }).where(eq(searchEvents.id, id!));
  }

  it("counts questions and plays from answers, this period against the one before, and exports them", async () => {
    const now = Date.now();
    // The period before (the 7 days before this week): two questions, one play from an answer, rolled up.
    const lastWeek = new Date(now - 9 * day);
    await ask("what about the house?", { at: lastWeek });
    await ask("child support?", { at: lastWeek });
    await collectAnalyticsEvent(
      database.db,
      { k: "play", e: "custody-basics", f: 0, src: "assistant" },
      { userAgent: chrome, clientIp: "203.0.113.40", host: "localhost", now: lastWeek },
    );
    // Yesterday, rolled up: a question and its play.
    const yesterday = new Date(now - day);
    await ask("mediation or court?", { at: yesterday });
    await collectAnalyticsEvent(
      database.db,
      { k: "play", e: "mediation-101", f: 0, src: "assistant" },
      { userAgent: chrome, clientIp: "203.0.113.41", host: "localhost", now: yesterday },
    );
    await flushAnalytics(database.db);
    await maintainAnalytics(database.db);

    // Today, from raw events: three assistant questions and an archive search (not the assistant's).
    for (const question of ["custody schedule", "how to tell the kids", "moving out"]) await ask(question, {});
    await ask("custody", { source: "archive" });
    // Anna plays two answers (the first one twice: one play), Ben one answer and one episode of his own.
    expect(await beacon("203.0.113.21", chrome, { k: "play", e: "custody-basics", f: 0, src: "assistant" })).toBe(204);
    expect(await beacon("203.0.113.21", chrome, { k: "play", e: "custody-basics", f: 30, src: "assistant" })).toBe(204);
    expect(await beacon("203.0.113.21", chrome, { k: "play", e: "telling-the-kids", f: 0, src: "assistant" })).toBe(
      204,
    );
    expect(await beacon("203.0.113.22", firefox, { k: "play", e: "moving-out", f: 0, src: "assistant" })).toBe(204);
    expect(await beacon("203.0.113.22", firefox, { k: "play", e: "spousal-support", f: 0 })).toBe(204);
    // A source the schema does not know is refused, and stores nothing.
    expect(await beacon("203.0.113.23", chrome, { k: "play", e: "spousal-support", f: 0, src: "newsletter" })).toBe(
      400,
    );
    await flushAnalytics(database.db);

    const stored = await database.db.select().from(analyticsEvents);
    expect(stored.filter((row) => row.source === "assistant")).toHaveLength(6);
    expect(stored.filter((row) => row.kind === "play" && row.source === null).map((row) => row.episodeSlug)).toEqual([
      "spousal-support",
    ]);

    const report = await loadConversionReport(database.db, 7);
    // This week: 4 questions (3 today, 1 yesterday), 4 plays (3 today, 1 yesterday): 100 per 100 questions.
    // The week before: 2 questions, 1 play.
    expect(report.tables.searchToPlay).toEqual([
      { value: "This period", questions: 4, plays: 4, rate: 100 },
      { value: "Previous period", questions: 2, plays: 1, rate: 50 },
    ]);

    expect(conversionTableCsv(report, "searchToPlay")).toBe(
      '"Period","Assistant questions","Plays from an answer","Plays per 100 questions"\r\n' +
        '"This period","4","4","100"\r\n"Previous period","2","1","50"\r\n',
    );
    const html = renderToStaticMarkup(createElement(ConversionTables, { report }));
    expect(html).toContain("Search to play");
    expect(html).toContain('href="/admin/analytics.csv?days=7&amp;table=searchToPlay"');
  });

  it("shows nothing to count when the assistant was not asked and nothing was played from it", async () => {
    expect(await beacon("203.0.113.21", chrome, { k: "play", e: "custody-basics", f: 0 })).toBe(204);
    await flushAnalytics(database.db);
    const report = await loadConversionReport(database.db, 7);
    expect(report.tables.searchToPlay).toEqual([]);
    expect(renderToStaticMarkup(createElement(ConversionTables, { report }))).toContain("Nothing in this period yet.");
  });
});
