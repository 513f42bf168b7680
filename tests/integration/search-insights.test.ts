import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "~/.server/db/rows-of";
import { episodes } from "~/.server/db/schema/episodes";
import { searchEvents } from "~/.server/db/schema/search-events";
import { groupBySimilarity, insightsCsv, loadInsights } from "~/.server/search/insights";
import { recordClientSearchAfterReply } from "~/.server/search/insights-limit";
import { pruneSearchEvents, recordOpened, recordSearch } from "~/.server/search/insights-record";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/** Listener insights on a real database: what is recorded, what the host sees, what is forgotten. */
describe.each(testDatabaseKinds)("listener insights on %s", (kind) => {
  const database = useTestDatabase(kind);

  const record = (question: string, resultSlugs: string[], source: "assistant" | "archive" = "assistant") =>
    recordSearch(database.db, { source, question, resultCount: resultSlugs.length, resultSlugs });

  it("keeps the question and its results, and nothing about who asked", async () => {
    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'search_events' order by 1`,
      ),
    ).map((row) => row.column_name);
    expect(columns).toEqual([
      "created_at",
      "id",
      "opened_at",
      "opened_slug",
      "question",
      "result_count",
      "result_slugs",
      "source",
    ]);
  });

  it("records the assistant's question after the reply, under the id it answered with", async () => {
    const id = recordClientSearchAfterReply(database.db, "198.51.100.7", {
      source: "assistant",
      question: "after the reply",
      resultCount: 1,
      resultSlugs: ["custody-101"],
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(searchEvents)
              .where(sql`${searchEvents.id} = ${id}`)
          ).length,
      )
      .toBe(1);
    expect(await recordOpened(database.db, { searchId: id, slug: "custody-101" })).toBe(true);
    // The other tests count every record of this database.
    await database.db.delete(searchEvents).where(sql`${searchEvents.id} = ${id}`);
  });

  it("records which offered result was opened: the first one only, never one it did not offer", async () => {
    const id = await record("custody schedules", ["custody-101", "parenting-time"]);
    expect(id).toBeDefined();
    expect(await recordOpened(database.db, { searchId: id, slug: "not-offered" })).toBe(false);
    expect(await recordOpened(database.db, { searchId: "not-a-uuid", slug: "custody-101" })).toBe(false);
    expect(await recordOpened(database.db, { searchId: id, slug: "parenting-time" })).toBe(true);
    expect(await recordOpened(database.db, { searchId: id, slug: "custody-101" })).toBe(false);
    const [row] = await database.db
      .select()
      .from(searchEvents)
      .where(sql`${searchEvents.id} = ${id!}`);
    expect(row?.openedSlug).toBe("parenting-time");
  });

  it("shows the top questions, the unanswered ones grouped by topic, the share opened, and exports CSV", async () => {
    await record("Custody schedules?", ["custody-101"], "archive");
    await record("best pizza in Chicago", []);
    await record("pizza places in chicago", []);
    await record('=HYPERLINK("http://evil")', []);
    const insights = await loadInsights(database.db, 30);
    expect(insights.totals).toMatchObject({ questions: 5, answered: 2, opened: 1, unanswered: 3 });
    expect(insights.openedShare).toBe(0.5);
    expect(insights.topQuestions[0]).toMatchObject({ question: "custody schedules", count: 2, answered: 2, opened: 1 });
    expect(insights.unansweredGroups[0]).toMatchObject({ count: 2 });
    expect(insights.unansweredGroups[0]!.label).toMatch(/pizza|chicago/);

    const csv = await insightsCsv(database.db, 30);
    expect(csv.split("\r\n")[0]).toBe('"asked_at","source","question","result_count","opened_episode","opened_at"');
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(csv).toContain('"parenting-time"');
  });

  it("shows beside each group of unanswered questions the existing episode nearest it, or none", async () => {
    const now = new Date();
    await database.db.insert(episodes).values([
      {
        slug: "frozen-embryos-in-divorce",
        title: "Frozen Embryos: Who Decides After a Divorce",
        description: "<p>A fertility lawyer on IVF agreements and what courts do with stored embryos.</p>",
        publishedDate: now,
        createdAt: now,
        updatedAt: now,
      },
      {
        slug: "custody-schedules-explained",
        title: "Custody Schedules Explained",
        description: "<p>Week on, week off, and the other parenting schedules.</p>",
        publishedDate: now,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await record("can my ex destroy our frozen embryos without asking me", []);
    await record("who gets the frozen embryos we stored", []);
    await record("best marathon training plan for beginners", []);
    const { unansweredGroups } = await loadInsights(database.db, 30);
    const embryos = unansweredGroups.find((group) => /embryo/.test(group.topic));
    expect(embryos).toMatchObject({
      count: 2,
      nearest: { slug: "frozen-embryos-in-divorce", title: "Frozen Embryos: Who Decides After a Divorce" },
    });
    const marathon = unansweredGroups.find((group) => /marathon/.test(group.topic || group.label));
    expect(marathon).toBeDefined();
    expect(marathon!.nearest).toBeUndefined();
    await database.db.delete(episodes);
    await database.db.delete(searchEvents).where(sql`${searchEvents.question} ~ '(embryos|marathon)'`);
  });

  it("forgets questions after 180 days", async () => {
    const id = await record("an old question", []);
    await database.db.execute(sql`update search_events set created_at = now() - interval '181 days' where id = ${id!}`);
    await pruneSearchEvents(database.db);
    const left = await database.db
      .select()
      .from(searchEvents)
      .where(sql`${searchEvents.id} = ${id!}`);
    expect(left).toEqual([]);
  });
});

describe("grouping unanswered questions", () => {
  it("puts questions on the same topic together, largest group first", () => {
    const groups = groupBySimilarity([
      "how do I train for a marathon",
      "best pizza in Chicago",
      "marathon training plan",
      "where to get pizza in chicago",
      "fix a leaky faucet",
    ]);
    expect(groups.map((group) => group.count)).toEqual([2, 2, 1]);
  });
});
