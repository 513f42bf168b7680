import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedSampleEpisodes as seedSampleContent } from "~/.server/content/seed-sample-content";
import { contentSeeds } from "~/.server/db/schema/content-seeds";
import { episodes, type Episode, type NewEpisode } from "~/.server/db/schema/episodes";
import {
  MAX_SAMPLE_DUPLICATES,
  previewDuplicateEpisodes,
  removeDuplicateEpisodes,
} from "~/.server/episodes/deduplicate-episodes";
import { parseEpisodeForm } from "~/.server/episodes/episode-form";
import {
  countEpisodes,
  getEpisodeById,
  getEpisodeBySlug,
  getEpisodeNeighbours,
  getLatestEpisode,
  listEpisodeSitemapEntries,
  listEpisodes,
  listFavoriteEpisodes,
} from "~/.server/episodes/episode-queries";
import {
  createEpisode,
  deleteEpisode,
  deleteUnflaggedEpisodes,
  updateEpisode,
  type EpisodeInput,
} from "~/.server/episodes/episode-writes";
import { normalizeEpisodeGuestNames } from "~/.server/episodes/normalize-episodes";
import { sampleEpisodes } from "~/content/sample-episodes";
import { slugify } from "~/lib/slugs";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "../helpers/test-database";

const PODBEAN_EMBED =
  '<iframe title="Custody Basics" allowtransparency="true" height="150" width="100%" style="border: none; min-width: min(100%, 430px);" scrolling="no" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';

function episodeInput(overrides: Partial<EpisodeInput> = {}): EpisodeInput {
  return {
    title: "Custody Basics",
    guestName: "Dr. Jane Smith",
    description: "<p>What every parent should know before the first hearing.</p>",
    podbeanEmbedCode: null,
    isLatest: false,
    isFavorite: false,
    ...overrides,
  };
}

function episodeForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/**
 * The database's own complaint, whichever driver reports it: Drizzle wraps it as the cause of a
 * "Failed query" error, so a test can tell the intended constraint from any other failure.
 */
async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  throw new Error("expected the database to refuse the write");
}

/** Midnight UTC on 2025-01-01 plus `days`, so tests can order episodes without waiting. */
const day = (days: number) => new Date(Date.UTC(2025, 0, 1) + days * 86_400_000);

describe.each(testDatabaseKinds)("episode management on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(contentSeeds);
  });

  let slugCounter = 0;
  /** A row written as an import or an older version would, with full control over every column. */
  async function insertEpisode(values: Partial<NewEpisode> & { title: string }): Promise<Episode> {
    const [row] = await database.db
      .insert(episodes)
      .values({ slug: `${slugify(values.title)}-${++slugCounter}`, ...values })
      .returning();
    return row!;
  }

  const latestIds = async () =>
    (await database.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.isLatest, true))).map(
      (row) => row.id,
    );

  describe("the latest flag", () => {
    it("is refused by the database on a second row, whoever writes it", async () => {
      await createEpisode(database.db, episodeInput({ title: "The Latest", isLatest: true }));
      const other = await createEpisode(database.db, episodeInput({ title: "Another" }));

      expect(
        await databaseError(
          database.db.execute(
            sql`insert into episodes (slug, title, is_latest) values ('sneaky-second', 'Sneaky Second', true)`,
          ),
        ),
      ).toMatch(/episodes_single_latest/);
      expect(
        await databaseError(database.db.execute(sql`update episodes set is_latest = true where id = ${other.id}`)),
      ).toMatch(/episodes_single_latest/);
      const latest = rowsOf<{ title: string }>(
        await database.db.execute(sql`select title from episodes where is_latest`),
      );
      expect(latest).toEqual([{ title: "The Latest" }]);
      expect(await countEpisodes(database.db)).toBe(2);
    });

    it("moves to the episode created or updated with isLatest", async () => {
      const first = await createEpisode(database.db, episodeInput({ title: "First", isLatest: true }));
      const second = await createEpisode(database.db, episodeInput({ title: "Second", isLatest: true }));
      expect(await latestIds()).toEqual([second.id]);

      const updated = await updateEpisode(database.db, first.id, episodeInput({ title: "First", isLatest: true }));
      expect(updated?.isLatest).toBe(true);
      expect(await latestIds()).toEqual([first.id]);
      expect((await getEpisodeById(database.db, second.id))?.isLatest).toBe(false);

      // Saving the latest episode again, still latest, keeps it latest.
      await updateEpisode(database.db, first.id, episodeInput({ title: "First, renamed", isLatest: true }));
      expect(await latestIds()).toEqual([first.id]);
      expect((await getLatestEpisode(database.db))?.title).toBe("First, renamed");
    });

    it("ends up on exactly one episode when several admins save at once", async () => {
      const created = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          createEpisode(database.db, episodeInput({ title: `Simultaneous ${index}`, isLatest: true })),
        ),
      );
      const latest = await latestIds();
      expect(latest).toHaveLength(1);
      expect(created.map((episode) => episode.id)).toContain(latest[0]);

      await Promise.all(
        created.map((episode, index) =>
          updateEpisode(database.db, episode.id, episodeInput({ title: `Simultaneous ${index}`, isLatest: true })),
        ),
      );
      expect(await latestIds()).toHaveLength(1);
    });
  });

  describe("slugs", () => {
    it("are unique: the same title gets -2, -3", async () => {
      const first = await createEpisode(database.db, episodeInput({ title: "Custody Basics" }));
      const second = await createEpisode(database.db, episodeInput({ title: "Custody Basics" }));
      const third = await createEpisode(database.db, episodeInput({ title: "custody basics!" }));
      expect([first.slug, second.slug, third.slug]).toEqual(["custody-basics", "custody-basics-2", "custody-basics-3"]);
      expect((await getEpisodeBySlug(database.db, "custody-basics-2"))?.id).toBe(second.id);
      expect(await getEpisodeBySlug(database.db, "custody-basics-4")).toBeUndefined();
    });

    it("stay unique when several admins create the same title at once", async () => {
      const created = await Promise.all(
        Array.from({ length: 4 }, () => createEpisode(database.db, episodeInput({ title: "Custody Basics" }))),
      );
      expect(created.map((episode) => episode.slug).sort()).toEqual([
        "custody-basics",
        "custody-basics-2",
        "custody-basics-3",
        "custody-basics-4",
      ]);
    });

    it("stay as they were when an episode is renamed, so shared links keep working", async () => {
      const created = await createEpisode(database.db, episodeInput({ title: "Custody Basics" }));
      const updated = await updateEpisode(database.db, created.id, episodeInput({ title: "Custody, Explained" }));
      expect(updated).toMatchObject({ slug: "custody-basics", title: "Custody, Explained" });
      expect(updated!.editedAt!.getTime()).toBeGreaterThanOrEqual(created.editedAt!.getTime());

      // The old title is free again as a title, but its slug is still taken.
      const reused = await createEpisode(database.db, episodeInput({ title: "Custody Basics" }));
      expect(reused.slug).toBe("custody-basics-2");
      expect((await createEpisode(database.db, episodeInput({ title: "Custody, Explained" }))).slug).toBe(
        "custody-explained",
      );
    });

    it("fall back to a usable slug for a title with no letters", async () => {
      const created = await createEpisode(database.db, episodeInput({ title: "???" }));
      expect(created.slug).toBe("episode");
    });

    it("report a vanished episode as undefined instead of creating it", async () => {
      const created = await createEpisode(database.db, episodeInput());
      expect(await deleteEpisode(database.db, created.id)).toBe(true);
      expect(await updateEpisode(database.db, created.id, episodeInput({ title: "Back?" }))).toBeUndefined();
      expect(await deleteEpisode(database.db, created.id)).toBe(false);
      expect(await countEpisodes(database.db)).toBe(0);
    });
  });

  describe("the admin form", () => {
    it("stores a canonical Podbean player and sanitized notes", async () => {
      const parsed = parseEpisodeForm(
        episodeForm({
          title: "  Custody Basics  ",
          guestName: "Dr. Jane Smith",
          description:
            'First paragraph.<script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">',
          embedCode: PODBEAN_EMBED,
          isLatest: "on",
        }),
      );
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const created = await createEpisode(database.db, parsed.input);
      expect(created).toMatchObject({ title: "Custody Basics", isLatest: true, isFavorite: false });
      expect(created.podbeanEmbedCode).toContain('src="https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb');
      expect(created.podbeanEmbedCode).not.toMatch(/allowtransparency|min-width: min/);
      expect(created.description).toContain("First paragraph.");
      expect(created.description).not.toMatch(/<script|onerror|alert/);
    });

    it("needs an embed code unless the episode already plays its feed audio", () => {
      const fields = { title: "Custody Basics", guestName: "Dr. Jane Smith", description: "Notes." };
      const refused = parseEpisodeForm(episodeForm(fields));
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.errors.embedCode).toBe("Please paste the Podbean embed code.");

      const accepted = parseEpisodeForm(episodeForm(fields), { hasFeedAudio: true });
      expect(accepted).toMatchObject({ ok: true, input: { podbeanEmbedCode: null, description: "<p>Notes.</p>" } });
    });
  });

  describe("Delete All Episodes", () => {
    it("keeps the latest episode and the favorites and returns how many it deleted", async () => {
      const latest = await insertEpisode({ title: "Latest", isLatest: true });
      const favorite = await insertEpisode({ title: "Favorite", isFavorite: true });
      const both = await insertEpisode({ title: "Both favorite", isFavorite: true });
      for (let index = 0; index < 5; index++) await insertEpisode({ title: `Plain ${index}` });

      expect(await deleteUnflaggedEpisodes(database.db)).toBe(5);
      const remaining = await database.db.select({ id: episodes.id }).from(episodes);
      expect(remaining.map((row) => row.id).sort()).toEqual([latest.id, favorite.id, both.id].sort());
      expect(await deleteUnflaggedEpisodes(database.db)).toBe(0);
    });
  });

  describe("duplicates", () => {
    async function createDuplicateGroups() {
      const custody = {
        plainRich: await insertEpisode({
          title: "Episode 12: Custody Basics",
          description: "<p>The longest, richest copy of all, with audio, art and a guest.</p>",
          audioUrl: "https://mcdn.podbean.com/mf/web/x/custody.mp3",
          imageUrl: "https://pbcdn1.podbean.com/custody.jpg",
          guestName: "Dr. Jane Smith",
        }),
        favorite: await insertEpisode({ title: "custody basics!", isFavorite: true }),
        bare: await insertEpisode({ title: "Custody Basics" }),
      };
      const support = {
        favorite: await insertEpisode({
          title: "Spousal Support 101",
          isFavorite: true,
          description: "<p>Rich notes.</p>",
          audioUrl: "https://mcdn.podbean.com/mf/web/x/support.mp3",
        }),
        latest: await insertEpisode({ title: "Ep. 3 - Spousal Support 101", isLatest: true }),
        numbered: await insertEpisode({ title: "#3 Spousal Support 101" }),
      };
      const holidays = {
        bare: await insertEpisode({ title: "Holiday Schedules" }),
        rich: await insertEpisode({
          title: "HOLIDAY   schedules",
          description: "<p>Who gets which day.</p>",
          podbeanEmbedCode: "<iframe></iframe>",
        }),
      };
      // Look alike but are different episodes.
      const distinct = [
        await insertEpisode({ title: "5 Mistakes to Avoid" }),
        await insertEpisode({ title: "7 Mistakes to Avoid" }),
        await insertEpisode({ title: "Custody Basics (Part 2)" }),
      ];
      return { custody, support, holidays, distinct };
    }

    it("keeps recurring segments with different episode numbers apart", async () => {
      await insertEpisode({ title: "Episode 40: Listener Questions" });
      await insertEpisode({ title: "Episode 52: Listener Questions" });
      await insertEpisode({ title: "Listener Questions", episodeNumber: 61 });
      await insertEpisode({ title: "Episode 12: Custody Basics" });
      await insertEpisode({ title: "Custody Basics" });
      const preview = await previewDuplicateEpisodes(database.db);
      expect(preview).toEqual({
        duplicatesFound: 1,
        totalEpisodes: 5,
        sampleDuplicates: [{ key: "custody basics", total: 2 }],
      });
    });

    it("previews what a run would delete, largest groups first, without deleting", async () => {
      await createDuplicateGroups();
      const preview = await previewDuplicateEpisodes(database.db);
      expect(preview.duplicatesFound).toBe(5);
      expect(preview.totalEpisodes).toBe(11);
      expect(preview.sampleDuplicates).toHaveLength(3);
      expect(preview.sampleDuplicates.slice(0, 2)).toEqual(
        expect.arrayContaining([
          { key: "custody basics", total: 3 },
          { key: "spousal support 101", total: 3 },
        ]),
      );
      expect(preview.sampleDuplicates[2]).toEqual({ key: "holiday schedules", total: 2 });
      expect(await countEpisodes(database.db)).toBe(11);
    });

    it("keeps the latest, then a favorite, then the richest copy of each group", async () => {
      const { custody, support, holidays, distinct } = await createDuplicateGroups();
      expect(await removeDuplicateEpisodes(database.db)).toEqual({ duplicatesDeleted: 5, remainingEpisodes: 6 });

      const remaining = (await database.db.select({ id: episodes.id }).from(episodes)).map((row) => row.id).sort();
      expect(remaining).toEqual(
        [custody.favorite.id, support.latest.id, holidays.rich.id, ...distinct.map((row) => row.id)].sort(),
      );
      expect(await latestIds()).toEqual([support.latest.id]);

      expect(await previewDuplicateEpisodes(database.db)).toEqual({
        duplicatesFound: 0,
        totalEpisodes: 6,
        sampleDuplicates: [],
      });
      expect(await removeDuplicateEpisodes(database.db)).toEqual({ duplicatesDeleted: 0, remainingEpisodes: 6 });
    });

    it(`shows at most ${MAX_SAMPLE_DUPLICATES} sample groups but counts them all`, async () => {
      const topics = ["Custody", "Alimony", "Mediation", "Holidays", "Taxes", "Dating", "Grief"];
      for (const [index, topic] of topics.entries()) {
        await insertEpisode({ title: `${topic} Basics` });
        await insertEpisode({ title: `Episode ${index + 1}: ${topic.toUpperCase()} BASICS` });
      }
      const preview = await previewDuplicateEpisodes(database.db);
      expect(MAX_SAMPLE_DUPLICATES).toBe(5);
      expect(preview.duplicatesFound).toBe(topics.length);
      expect(preview.totalEpisodes).toBe(topics.length * 2);
      expect(preview.sampleDuplicates).toHaveLength(5);
      for (const sample of preview.sampleDuplicates) {
        expect(topics.map((topic) => `${topic.toLowerCase()} basics`)).toContain(sample.key);
        expect(sample.total).toBe(2);
      }
    });
  });

  describe("Fix Guest Names", () => {
    it("tidies stored names, fills them from titles, and changes nothing on a second run", async () => {
      const fromTitle = await insertEpisode({ title: "Custody Basics with John Doe, Esq.", guestName: null });
      const spaced = await insertEpisode({ title: "Alimony in 2024", guestName: "  Jane\u00a0\u00a0Smith " });
      const credential = await insertEpisode({ title: "Hidden Assets", guestName: "Rachel Green,CDFA" });
      const placeholder = await insertEpisode({ title: "Five Mistakes to Avoid", guestName: "N/A" });
      const copiedTitle = await insertEpisode({ title: "Starting Over", guestName: "Starting Over" });
      const clean = await insertEpisode({ title: "Money Talks", guestName: "Dr. Maria Lopez" });
      const none = await insertEpisode({ title: "Dealing with Holiday Stress", guestName: null });
      const untouchedBefore = await database.db
        .select()
        .from(episodes)
        .where(sql`${episodes.id} in (${clean.id}, ${none.id})`);

      expect(await normalizeEpisodeGuestNames(database.db)).toEqual({ updated: 5, mergedPeople: 0 });
      const guest = async (episode: Episode) => (await getEpisodeById(database.db, episode.id))?.guestName;
      expect(await guest(fromTitle)).toBe("John Doe, Esq.");
      expect(await guest(spaced)).toBe("Jane Smith");
      expect(await guest(credential)).toBe("Rachel Green, CDFA");
      expect(await guest(placeholder)).toBeNull();
      expect(await guest(copiedTitle)).toBeNull();
      expect(await guest(clean)).toBe("Dr. Maria Lopez");
      expect(await guest(none)).toBeNull();
      // Rows it did not change are not even touched.
      expect(
        await database.db
          .select()
          .from(episodes)
          .where(sql`${episodes.id} in (${clean.id}, ${none.id})`),
      ).toEqual(untouchedBefore);

      expect(await normalizeEpisodeGuestNames(database.db)).toEqual({ updated: 0, mergedPeople: 0 });
    });
  });

  describe("sample content", () => {
    it("loads the 12 samples once, with one latest and three favorites, and never again", async () => {
      expect(sampleEpisodes).toHaveLength(12);
      expect(await seedSampleContent(database.db)).toBe(12);
      expect(await countEpisodes(database.db)).toBe(12);
      expect(await latestIds()).toHaveLength(1);
      expect((await getLatestEpisode(database.db))?.title).toBe(
        sampleEpisodes.find((sample) => sample.isLatest)?.title,
      );
      const favorites = await database.db.select().from(episodes).where(eq(episodes.isFavorite, true));
      expect(favorites).toHaveLength(3);
      const sample = await getEpisodeBySlug(database.db, slugify(sampleEpisodes[0]!.title));
      expect(sample?.description).toMatch(/^<p>/);

      expect(await seedSampleContent(database.db)).toBe(0);
      expect(await countEpisodes(database.db)).toBe(12);

      // Deleted by an admin: the samples stay gone, across restarts.
      await database.db.delete(episodes);
      expect(await seedSampleContent(database.db)).toBe(0);
      expect(await countEpisodes(database.db)).toBe(0);
    });

    it("leaves a database that already has episodes alone", async () => {
      await createEpisode(database.db, episodeInput());
      expect(await seedSampleContent(database.db)).toBe(0);
      expect(await countEpisodes(database.db)).toBe(1);
    });

    it("loads once when two instances start together", async () => {
      const added = await Promise.all([seedSampleContent(database.db), seedSampleContent(database.db)]);
      expect(added.sort((a, b) => a - b)).toEqual([0, 12]);
      expect(await countEpisodes(database.db)).toBe(12);
    });
  });

  describe("the archive", () => {
    it("searches title and guest name case-insensitively, every word", async () => {
      const custody = await insertEpisode({
        title: "Custody Basics",
        guestName: "Dr. Jane Smith",
        publishedDate: day(1),
      });
      const money = await insertEpisode({ title: "Money After Divorce", guestName: "JANE Doe", publishedDate: day(2) });
      const mediation = await insertEpisode({ title: "Mediation or Court?", guestName: null, publishedDate: day(3) });

      const titles = async (query: string) =>
        (await listEpisodes(database.db, { query })).episodes.map((episode) => episode.title);
      expect(await titles("CUSTODY")).toEqual(["Custody Basics"]);
      expect(await titles("jane")).toEqual([money.title, custody.title]);
      expect(await titles("  jane   SMITH ")).toEqual([custody.title]);
      expect(await titles("jane mediation")).toEqual([]);
      expect(await titles("court")).toEqual([mediation.title]);
      expect(await titles("   ")).toEqual([mediation.title, money.title, custody.title]);
      expect((await listEpisodes(database.db, { query: "jane" })).total).toBe(2);
    });

    it("treats %, _ and \\ in a search as the characters themselves", async () => {
      await insertEpisode({ title: "100% Custody: Is It Possible?", publishedDate: day(1) });
      await insertEpisode({ title: "Splitting Assets 50_50", publishedDate: day(2) });
      await insertEpisode({ title: "Mom\\Dad Schedules", publishedDate: day(3) });
      await insertEpisode({ title: "Plain Title", guestName: "Ann Lee", publishedDate: day(4) });

      const titles = async (query: string) =>
        (await listEpisodes(database.db, { query })).episodes.map((episode) => episode.title);
      expect(await titles("%")).toEqual(["100% Custody: Is It Possible?"]);
      expect(await titles("_")).toEqual(["Splitting Assets 50_50"]);
      expect(await titles("50_5")).toEqual(["Splitting Assets 50_50"]);
      expect(await titles("0%")).toEqual(["100% Custody: Is It Possible?"]);
      expect(await titles("\\")).toEqual(["Mom\\Dad Schedules"]);
      expect(await titles("%%")).toEqual([]);
      expect(await titles("P_ain")).toEqual([]);
    });

    it("pages newest first without overlap and clamps out-of-range pages", async () => {
      const created: Episode[] = [];
      for (let index = 0; index < 7; index++) {
        created.push(await insertEpisode({ title: `Week ${index}`, publishedDate: day(index) }));
      }
      // Two episodes published at the same instant still get a stable, total order.
      created.push(await insertEpisode({ title: "Same time", publishedDate: day(3) }));
      const expected = (await database.db.select().from(episodes))
        .sort((a, b) => b.publishedDate.getTime() - a.publishedDate.getTime() || (a.id < b.id ? 1 : -1))
        .map((episode) => episode.id);

      const pages = [];
      for (let page = 1; page <= 3; page++) pages.push(await listEpisodes(database.db, { page, pageSize: 3 }));
      expect(pages.map((result) => result.episodes.length)).toEqual([3, 3, 2]);
      expect(pages.flatMap((result) => result.episodes.map((episode) => episode.id))).toEqual(expected);
      expect(pages.every((result) => result.total === 8 && result.pageCount === 3)).toBe(true);
      expect(pages[0]!.episodes[0]!.title).toBe("Week 6");

      for (const [page, clamped] of [
        [99, 3],
        [0, 1],
        [-4, 1],
        [Number.NaN, 1],
        [2.7, 2],
        [Number.POSITIVE_INFINITY, 3],
      ] as const) {
        const result = await listEpisodes(database.db, { page, pageSize: 3 });
        expect(result.page, `page ${page}`).toBe(clamped);
        expect(result.episodes.map((episode) => episode.id)).toEqual(expected.slice((clamped - 1) * 3, clamped * 3));
      }

      const filtered = await listEpisodes(database.db, { query: "week", page: 5, pageSize: 3 });
      expect(filtered).toMatchObject({ total: 7, page: 3, pageCount: 3 });
      expect(filtered.episodes.map((episode) => episode.title)).toEqual(["Week 0"]);
    });

    it("gives one empty page for an empty archive", async () => {
      expect(await listEpisodes(database.db, { page: 4 })).toEqual({ episodes: [], total: 0, page: 1, pageCount: 1 });
      expect(await countEpisodes(database.db)).toBe(0);
      expect(await listEpisodeSitemapEntries(database.db)).toEqual([]);
    });

    it("never makes an episode its own neighbour when its date came from the database clock", async () => {
      await database.db.execute(
        sql`insert into episodes (slug, title) values ('clock-a', 'Clock A'), ('clock-b', 'Clock B')`,
      );
      for (const slug of ["clock-a", "clock-b"]) {
        const episode = (await getEpisodeBySlug(database.db, slug))!;
        const neighbours = await getEpisodeNeighbours(database.db, episode);
        expect([neighbours.older?.slug, neighbours.newer?.slug]).not.toContain(slug);
        expect(Object.keys(neighbours)).toHaveLength(1);
      }
    });

    it("links each episode to the next older and newer one, ties included", async () => {
      await insertEpisode({ title: "Oldest", publishedDate: day(0) });
      await insertEpisode({ title: "Middle A", publishedDate: day(1) });
      await insertEpisode({ title: "Middle B", publishedDate: day(1) });
      await insertEpisode({ title: "Newest", publishedDate: day(2) });
      const ordered = (await listEpisodes(database.db, { pageSize: 10 })).episodes;
      expect(ordered.map((episode) => episode.title).at(0)).toBe("Newest");

      for (const [index, episode] of ordered.entries()) {
        const neighbours = await getEpisodeNeighbours(database.db, episode);
        const newer = ordered[index - 1];
        const older = ordered[index + 1];
        expect(neighbours, episode.title).toEqual({
          ...(older ? { older: { slug: older.slug, title: older.title } } : {}),
          ...(newer ? { newer: { slug: newer.slug, title: newer.title } } : {}),
        });
      }
    });

    it("lists the newest three favorites", async () => {
      for (let index = 0; index < 5; index++) {
        await insertEpisode({ title: `Favorite ${index}`, isFavorite: true, publishedDate: day(index) });
      }
      await insertEpisode({ title: "Newer, not a favorite", publishedDate: day(10) });
      const favorites = await listFavoriteEpisodes(database.db);
      expect(favorites.map((episode) => episode.title)).toEqual(["Favorite 4", "Favorite 3", "Favorite 2"]);
    });

    it("lists every episode for the sitemap, newest first", async () => {
      const older = await insertEpisode({ title: "Older", publishedDate: day(0) });
      const newer = await insertEpisode({ title: "Newer", publishedDate: day(1) });
      const entries = await listEpisodeSitemapEntries(database.db);
      expect(entries.map((entry) => entry.slug)).toEqual([newer.slug, older.slug]);
      expect(entries.every((entry) => entry.updatedAt instanceof Date)).toBe(true);
      expect(await countEpisodes(database.db)).toBe(2);
    });
  });

  it("is refused by the database itself when a writer bypasses validation", async () => {
    const refusal = (values: Partial<NewEpisode> & { title: string }) => databaseError(insertEpisode(values));
    expect(await refusal({ title: "x".repeat(501) })).toMatch(/episodes_title_length/);
    expect(await refusal({ title: "" })).toMatch(/episodes_title_length/);
    expect(await refusal({ title: "Negative", durationSeconds: -1 })).toMatch(/episodes_duration_positive/);
    expect(await refusal({ title: "Long guest", guestName: "g".repeat(301) })).toMatch(/episodes_guest_name_length/);
    expect(await databaseError(database.db.insert(episodes).values({ slug: "Not A Slug", title: "Bad slug" }))).toMatch(
      /episodes_slug_format/,
    );
    await insertEpisode({ title: "Imported", sourceGuid: "podbean/same-guid" });
    expect(await refusal({ title: "Imported again", sourceGuid: "podbean/same-guid" })).toMatch(
      /episodes_source_guid_key/,
    );
    expect(await countEpisodes(database.db)).toBe(1);
  });
});
