import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedSampleEpisodes } from "~/.server/content/seed-sample-content";
import { episodes } from "~/.server/db/schema/episodes";
import { forgetCatalogueLexicon } from "~/.server/search/catalogue-lexicon";
import { searchArchive } from "~/.server/search/search-archive";
import { searchEpisodes } from "~/.server/search/search-episodes";
import { toEpisodeSuggestion } from "~/.server/search/episode-suggestion";
import { removeTranscript, replaceTranscript } from "~/.server/transcripts/transcript-writes";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const cue = (start: number, text: string, speaker: string | null = "Claire") => ({
  startMs: start * 1000,
  endMs: start * 1000 + 6000,
  speaker,
  body: text,
});

/** Transcript text is part of what episode search reads, below titles and notes, with the moment it is said. */
describe.each(testDatabaseKinds)("episode search in transcripts on %s", (kind) => {
  const database = useTestDatabase(kind);
  let heardId: string;
  beforeAll(async () => {
    await seedSampleEpisodes(database.db);
    const now = new Date();
    const inserted = await database.db
      .insert(episodes)
      .values([
        {
          slug: "summer-schedules",
          title: "Summer Schedules for Two Homes",
          description: "<p>Planning the long school break across two households.</p>",
          publishedDate: new Date("2024-05-01T10:00:00Z"),
          createdAt: now,
          updatedAt: now,
        },
        {
          slug: "sourdough-starters-and-second-chances",
          title: "Sourdough Starters and Second Chances",
          description: "<p>Baking as a way back to yourself after the marriage ends.</p>",
          publishedDate: new Date("2023-01-01T10:00:00Z"),
          createdAt: now,
          updatedAt: now,
        },
      ])
      .returning({ id: episodes.id, slug: episodes.slug });
    heardId = inserted.find((row) => row.slug === "summer-schedules")!.id;
    await database.db.transaction((tx) =>
      replaceTranscript(
        tx,
        heardId,
        {
          cues: [
            cue(0, "Welcome back to the show."),
            cue(12, "Today we talk about summer."),
            cue(
              754,
              "The week my kids left for camp was the quietest in years. My ex kept the sourdough starter when she moved out, and I miss it more than the blender.",
              "Dana",
            ),
            cue(770, "That is such a relatable thing to say."),
          ],
          timed: true,
        },
        { origin: "admin" },
      ),
    );
    forgetCatalogueLexicon(database.db);
  }, 60_000);

  it("finds an episode by a phrase said only in its transcript, with the sentence and its moment", async () => {
    const { episodes: found } = await searchEpisodes(database.db, "my ex kept the sourdough starter");
    const heard = found.find((episode) => episode.slug === "summer-schedules");
    expect(heard).toBeDefined();
    expect(heard!.moment).toEqual({
      startSeconds: 754,
      text: "My ex kept the sourdough starter when she moved out, and I miss it more than the blender.",
    });
  });

  it("ranks an episode with the words in its title above one that only says them", async () => {
    const { episodes: found } = await searchEpisodes(database.db, "sourdough starter");
    expect(found.map((episode) => episode.slug).slice(0, 2)).toEqual([
      "sourdough-starters-and-second-chances",
      "summer-schedules",
    ]);
    expect(found[0]!.moment).toBeUndefined();
    expect(found[1]!.moment?.startSeconds).toBe(754);
  });

  it("gives the assistant's card and the archive a 'Listen from' link to that moment", async () => {
    const { episodes: found } = await searchEpisodes(database.db, "sourdough starter");
    expect(toEpisodeSuggestion(found[1]!).moment).toEqual({
      text: expect.stringContaining("sourdough starter"),
      time: "12:34",
      seconds: 754,
      href: "/episodes/summer-schedules?t=754",
    });
    const page = await searchArchive(database.db, { query: "sourdough starter", page: 1, pageSize: 12 });
    expect(page.moments[heardId]).toMatchObject({ time: "12:34", href: "/episodes/summer-schedules?t=754" });
  });

  it("follows the transcript as it is replaced and removed", async () => {
    await database.db.transaction((tx) =>
      replaceTranscript(
        tx,
        heardId,
        { cues: [cue(5, "We planted tomatoes on the balcony this spring.")], timed: true },
        { origin: "admin" },
      ),
    );
    const slugs = async (message: string) =>
      (await searchEpisodes(database.db, message)).episodes.map((episode) => episode.slug);
    expect(await slugs("tomatoes on the balcony")).toContain("summer-schedules");
    expect(await slugs("sourdough starter")).not.toContain("summer-schedules");
    await database.db.transaction((tx) => removeTranscript(tx, heardId));
    expect(await slugs("tomatoes on the balcony")).not.toContain("summer-schedules");
    await database.db.delete(episodes).where(eq(episodes.id, heardId));
  });
});
