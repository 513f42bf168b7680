/** The admin's clean-up operations: Preview and Remove Duplicates, and Fix Guest Names. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contentSeeds } from "~/.server/db/schema/content-seeds";
import { episodes, type Episode } from "~/.server/db/schema/episodes";
import {
  MAX_SAMPLE_DUPLICATES,
  previewDuplicateEpisodes,
  removeDuplicateEpisodes,
} from "~/.server/episodes/deduplicate-episodes";
import { countEpisodes, getEpisodeById } from "~/.server/episodes/episode-queries";
import { normalizeEpisodeGuestNames } from "~/.server/episodes/normalize-episodes";
import { episodeTableActions } from "../helpers/episode-rows";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("episode management on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(contentSeeds);
  });

  const { insertEpisode, latestIds } = episodeTableActions(() => database.connection);

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
});
