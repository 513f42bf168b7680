/** Writing episodes: the latest flag, slugs, the admin form, Delete All, the samples and the database's own limits. */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedSampleEpisodes as seedSampleContent } from "~/.server/content/seed-sample-content";
import { contentSeeds } from "~/.server/db/schema/content-seeds";
import { episodes, type NewEpisode } from "~/.server/db/schema/episodes";
import { parseEpisodeForm } from "~/.server/episodes/episode-form";
import { countEpisodes, getEpisodeById, getEpisodeBySlug, getLatestEpisode } from "~/.server/episodes/episode-queries";
import {
  createEpisode,
  deleteEpisode,
  deleteUnflaggedEpisodes,
  updateEpisode,
} from "~/.server/episodes/episode-writes";
import { sampleEpisodes } from "~/content/sample-episodes";
import { slugify } from "~/lib/slugs";
import { databaseError } from "../helpers/database-error";
import { episodeForm, episodeInput, episodeTableActions, PODBEAN_EMBED } from "../helpers/episode-rows";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("episode management on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(contentSeeds);
  });

  const { insertEpisode, latestIds } = episodeTableActions(() => database.connection);

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
