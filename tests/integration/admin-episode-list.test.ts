import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEpisodeManager } from "~/.server/admin/episode-manager-data";
import { episodes } from "~/.server/db/schema/episodes";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/** The Episode Manager's list: searched, filtered and paged in SQL; the edit form shows text. */
describe.each(testDatabaseKinds)("the Episode Manager's list on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));
    await database.db.insert(episodes).values([
      {
        slug: "latest-one",
        title: "Latest one",
        guestName: "Ana",
        isLatest: true,
        audioUrl: "https://cdn.example/a.mp3",
        imageUrl: "https://cdn.example/a.jpg",
        publishedDate: day(5),
      },
      {
        slug: "a-favorite",
        title: "A favorite",
        guestName: "Ben",
        isFavorite: true,
        podbeanEmbedCode: "<iframe></iframe>",
        imageUrl: "https://cdn.example/b.jpg",
        publishedDate: day(4),
      },
      {
        slug: "no-guest",
        title: "No guest",
        guestName: "  ",
        audioUrl: "https://cdn.example/c.mp3",
        imageUrl: "https://cdn.example/c.jpg",
        publishedDate: day(3),
      },
      {
        slug: "no-audio",
        title: "No audio",
        guestName: "Cleo",
        imageUrl: "https://cdn.example/d.jpg",
        publishedDate: day(2),
        description: "<p>Tom &amp; Jerry</p>\n<p>Part two</p>",
      },
      {
        slug: "no-image",
        title: "No image",
        guestName: "Dan",
        audioUrl: "https://cdn.example/e.mp3",
        publishedDate: day(1),
      },
    ]);
  });

  const titles = async (search: string) =>
    (await loadEpisodeManager(database.db, new URL(`http://localhost/admin/episodes${search}`))).episodes.map(
      (episode) => episode.title,
    );

  it.each([
    ["", ["Latest one", "A favorite", "No guest", "No audio", "No image"]],
    ["?ef=latest", ["Latest one"]],
    ["?ef=favorites", ["A favorite"]],
    ["?ef=missing-audio", ["No audio"]],
    ["?ef=missing-guest", ["No guest"]],
    ["?ef=missing-image", ["No image"]],
    ["?ef=favorites&eq=latest", []],
    ["?ef=no-such-filter", ["Latest one", "A favorite", "No guest", "No audio", "No image"]],
  ])("%s lists %j", async (search, expected) => {
    expect(await titles(search)).toEqual(expected);
  });

  it("edits stored paragraphs as the text they came from", async () => {
    const [row] = await database.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.slug, "no-audio"));
    const data = await loadEpisodeManager(database.db, new URL(`http://localhost/admin/episodes?edit=${row!.id}`));
    expect(data.editing?.values.description).toBe("Tom & Jerry\n\nPart two");
  });
});
