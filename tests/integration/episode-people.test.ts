import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { episodeChapters, episodePeople, people, transcriptCues } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { episodeInput } from "../helpers/episode-rows";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("people, transcripts and chapters on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(people);
  });

  const addEpisode = async (slug: string, guestName: string | null) => {
    const [row] = await database.db
      .insert(episodes)
      .values({ slug, title: slug, guestName })
      .returning({ id: episodes.id });
    return row!.id;
  };
  const guestsOf = async (episodeId: string) =>
    database.db
      .select({ name: people.name, slug: people.slug, origin: episodePeople.origin })
      .from(episodePeople)
      .innerJoin(people, eq(people.id, episodePeople.personId))
      .where(eq(episodePeople.episodeId, episodeId))
      .orderBy(episodePeople.position);

  it("makes one person of a guest however the name is dressed", async () => {
    const first = await addEpisode("one", "Dr. Jane Smith");
    const second = await addEpisode("two", "jane smith, CDFA");
    const third = await addEpisode("three", "Jane Smith PhD");
    for (const id of [first, second, third]) {
      expect(await guestsOf(id)).toEqual([{ name: "Dr. Jane Smith", slug: "jane-smith", origin: "guest_name" }]);
    }
    expect(await database.db.select().from(people)).toHaveLength(1);
  });

  it("splits several guests and keeps credentials with their name", async () => {
    const id = await addEpisode("panel", "Jane Smith, CDFA, Bob Lee and Ana Núñez, Esq.");
    expect((await guestsOf(id)).map((guest) => guest.slug)).toEqual(["jane-smith", "bob-lee", "ana-nunez"]);
  });

  it("follows guest_name changes and leaves people an admin edited alone", async () => {
    const id = await addEpisode("change", "Jane Smith");
    await database.db.update(episodes).set({ guestName: "Bob Lee" }).where(eq(episodes.id, id));
    expect((await guestsOf(id)).map((guest) => guest.slug)).toEqual(["bob-lee"]);
    await database.db.update(episodes).set({ guestName: null }).where(eq(episodes.id, id));
    expect(await guestsOf(id)).toEqual([]);

    await database.db
      .update(episodes)
      .set({ guestName: "Jane Smith", editedFields: ["people"] })
      .where(eq(episodes.id, id));
    expect(await guestsOf(id)).toEqual([]);
  });

  it("gives a new person a slug of their own when theirs is taken", async () => {
    await database.db.insert(people).values({ slug: "jane-smith", name: "Jane Smythe", nameKey: "jane smythe" });
    const id = await addEpisode("a", "Jane Smith");
    expect((await guestsOf(id)).map((guest) => guest.slug)).toEqual(["jane-smith-2"]);
  });

  it("bumps the content version for every table a public page reads", async () => {
    const version = async () =>
      Number(
        rowsOf<{ version: string }>(await database.db.execute(sql`select version::text from content_version`))[0]
          ?.version,
      );
    const id = await addEpisode("cached", null);
    let before = await version();
    await database.db
      .insert(transcriptCues)
      .values({ episodeId: id, position: 0, startMs: 0, endMs: 1000, body: "Hi" });
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    await database.db.insert(episodeChapters).values({ episodeId: id, position: 0, startMs: 0, title: "Intro" });
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    const [person] = await database.db
      .insert(people)
      .values({ slug: "ann", name: "Ann", nameKey: "ann" })
      .returning({ id: people.id });
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    await database.db.insert(episodePeople).values({ episodeId: id, personId: person!.id, origin: "admin" });
    expect(await version()).toBeGreaterThan(before);
    before = await version();
    await database.db.update(people).set({ bio: "Mediator." }).where(eq(people.id, person!.id));
    expect(await version()).toBeGreaterThan(before);
  });
});

describe.each(testDatabaseKinds)("Fix Guest Names and people on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("merges a person written with and without a middle initial, keeping the admin's details", async () => {
    const { normalizeEpisodeGuestNames } = await import("~/.server/episodes/normalize-episodes");
    await database.db.insert(episodes).values([
      { slug: "a", title: "Custody basics", guestName: "Jane A. Smith" },
      { slug: "b", title: "Money", guestName: "  Jane Smith " },
      { slug: "c", title: "Homes", guestName: "Jane Smithers" },
    ]);
    await database.db
      .update(people)
      .set({ bio: "Mediator in Ohio.", editedAt: new Date() })
      .where(eq(people.nameKey, "jane smith"));

    const result = await normalizeEpisodeGuestNames(database.db);
    expect(result).toEqual({ updated: 1, mergedPeople: 1 });
    const rows = await database.db
      .select({ slug: people.slug, bio: people.bio, episodes: sql<number>`count(${episodePeople.episodeId})::int` })
      .from(people)
      .leftJoin(episodePeople, eq(episodePeople.personId, people.id))
      .groupBy(people.id)
      .orderBy(people.slug);
    expect(rows).toEqual([
      { slug: "jane-smith", bio: "Mediator in Ohio.", episodes: 2 },
      { slug: "jane-smithers", bio: "", episodes: 1 },
    ]);
    expect(await normalizeEpisodeGuestNames(database.db)).toEqual({ updated: 0, mergedPeople: 0 });
  });
});

describe.each(testDatabaseKinds)("what an admin edited, on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("records only the fields an admin changed, once each", async () => {
    const { updateEpisode } = await import("~/.server/episodes/episode-writes");
    const [row] = await database.db
      .insert(episodes)
      .values({ slug: "imported", title: "Imported", guestName: "Jane Smith", description: "<p>Notes</p>" })
      .returning();
    const input = episodeInput({
      title: "Imported",
      guestName: "Jane Smith",
      description: "<p>Notes</p>",
      podbeanEmbedCode: null,
      isLatest: false,
      isFavorite: true,
    });
    expect((await updateEpisode(database.db, row!.id, input))?.editedFields).toEqual([]);
    expect((await updateEpisode(database.db, row!.id, { ...input, title: "Renamed" }))?.editedFields).toEqual([
      "title",
    ]);
    const again = await updateEpisode(database.db, row!.id, { ...input, title: "Renamed", guestName: "Bob Lee" });
    expect(again?.editedFields).toEqual(["guestName", "title"]);
    // A season or episode number typed in the form is the admin's too: the import leaves it alone.
    const numbered = await updateEpisode(database.db, row!.id, {
      ...input,
      title: "Renamed",
      guestName: "Bob Lee",
      seasonNumber: 3,
    });
    expect(numbered?.editedFields).toEqual(["guestName", "seasonNumber", "title"]);
  });
});
