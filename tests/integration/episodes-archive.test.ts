/** Reading episodes: the archive's search and pages, neighbours, favorites and the sitemap list. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contentSeeds } from "~/.server/db/schema/content-seeds";
import { episodes, type Episode } from "~/.server/db/schema/episodes";
import {
  countEpisodes,
  getEpisodeBySlug,
  getEpisodeNeighbours,
  listEpisodeSitemapEntries,
  listEpisodes,
  listFavoriteEpisodes,
} from "~/.server/episodes/episode-queries";
import { day, episodeTableActions } from "../helpers/episode-rows";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("episode management on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(contentSeeds);
  });

  const { insertEpisode } = episodeTableActions(() => database.connection);

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
});
