import { beforeAll, describe, expect, it } from "vitest";
import { seedSampleEpisodes } from "~/.server/content/seed-sample-content";
import { composeAnswer } from "~/.server/search/compose-answer";
import { searchEpisodes } from "~/.server/search/search-episodes";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/** The search on the twelve sample episodes, on a real database: what a listener would ask. */
describe.each(testDatabaseKinds)("episode search on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await seedSampleEpisodes(database.db);
  }, 60_000);

  const titles = async (message: string) =>
    (await searchEpisodes(database.db, message)).episodes.map((episode) => episode.title);

  it.each([
    ["my ex won't follow the parenting plan, what should I listen to?", "When Your Ex Won't Follow the Parenting Plan"],
    ["alimony", "Spousal Support Myths, Busted"],
    ["aliminy", "Spousal Support Myths, Busted"],
    [
      "do you have any episodes about dividing retirement accounts?",
      "Dividing Retirement Accounts Without Losing Your Shirt with Marcus Bell, CDFA",
    ],
    ["how do I split our 401k", "Dividing Retirement Accounts Without Losing Your Shirt with Marcus Bell, CDFA"],
    ["narcisist ex", "Co-Parenting with a High-Conflict Ex | Jenna Park, LMFT"],
    ["episodes with Dr. Okafor", "Telling the Kids: Age-by-Age Scripts for the Hardest Conversation"],
    ["who keeps the marital home?", "Who Keeps the House? Property Division Explained"],
    ["should we go to court or use a mediator", "Mediation vs. Litigation: Choosing Your Path"],
  ])("%s → %s", async (message, expected) => {
    expect((await titles(message)).slice(0, 3)).toContain(expected);
  });

  it("finds nothing for an off-topic question, says so and offers the contact page and the archive", async () => {
    const search = await searchEpisodes(database.db, "best pizza in Chicago");
    expect(search.episodes).toEqual([]);
    expect(composeAnswer(search)).toMatch(/^I couldn't find an episode on "best pizza in chicago".*contact page/);
    expect(composeAnswer(search)).toContain("/episodes");
  });

  it("finds a guest by a misspelled or partial surname", async () => {
    expect((await searchEpisodes(database.db, "the one with Dr Okafr")).episodes[0]?.guestName).toMatch(/Okafor/);
    expect((await searchEpisodes(database.db, "Marcus Bel")).episodes[0]?.guestName).toMatch(/Marcus Bell/);
  });

  it("says why each episode matched", async () => {
    const { episodes } = await searchEpisodes(database.db, "alimony");
    expect(episodes[0]?.matched).toEqual(["alimony"]);
  });

  it("answers with at most three episodes, each named with guest and date", async () => {
    const search = await searchEpisodes(database.db, "co-parenting");
    const { episodes } = search;
    expect(episodes.length).toBeGreaterThan(0);
    expect(episodes.length).toBeLessThanOrEqual(3);
    const answer = composeAnswer(search);
    expect(answer.split("\n")[0]).toMatch(/about co-parenting/);
    expect(answer).toContain(`"${episodes[0]!.title}"`);
    expect(answer).toMatch(/\(\w+ \d{1,2}, \d{4}\)/);
  });

  it("treats SQL and tsquery syntax in a message as plain words", async () => {
    for (const message of ["custody' OR 1=1 --", "a & b | !c <-> d:*", "');drop table episodes;--"]) {
      await expect(searchEpisodes(database.db, message)).resolves.toBeDefined();
    }
    expect((await titles("custody' OR 1=1 --")).length).toBeGreaterThan(0);
  });
});
