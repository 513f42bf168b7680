/** Importing episodes from a good feed: what each item becomes, and what a re-run leaves alone. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { episodes } from "~/.server/db/schema/episodes";
import { countEpisodes, getLatestEpisode } from "~/.server/episodes/episode-queries";
import { updateEpisode } from "~/.server/episodes/episode-writes";
import { addEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import type { ParsedPodcastFeed } from "~/.server/episodes/parse-podcast-feed";
import { episodeImportActions, FEED_ROUTES, GENERATED_ITEMS, GUID } from "../helpers/episode-import-world";
import { episodeInput } from "../helpers/episode-rows";
import { processCpuStopwatch } from "../helpers/cpu-time";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { AUDIO, CHANNEL_ART, EPISODE_ART } from "../fixtures/feeds/generated-feed";

/** What the six items of podbean-divorce-show.xml must become, newest first. */
const EXPECTED_EPISODES = [
  {
    slug: "co-parenting-through-the-holidays-with-dr-jane-smith",
    title: "Co-Parenting Through the Holidays with Dr. Jane Smith",
    guestName: "Dr. Jane Smith",
    audioUrl: `${AUDIO}/co-parenting-holidays.mp3`,
    imageUrl: `${EPISODE_ART}/holidays-art.jpg`,
    durationSeconds: 42 * 60 + 17,
    episodeNumber: 106,
    sourceGuid: `${GUID}1`,
    sourceLink: "https://untangledshow.podbean.com/e/co-parenting-through-the-holidays/",
    publishedDate: new Date("2025-03-03T11:00:00Z"),
  },
  {
    slug: "dividing-the-house-with-mark-jensen-esq",
    title: "Dividing the House with Mark Jensen, Esq.",
    guestName: "Mark Jensen, Esq.",
    audioUrl: `${AUDIO}/dividing-the-house.mp3`,
    imageUrl: `${EPISODE_ART}/house-art.jpg`,
    // HH:MM:SS
    durationSeconds: 3600 + 5 * 60 + 9,
    episodeNumber: 105,
    sourceGuid: `${GUID}2`,
    sourceLink: "https://untangledshow.podbean.com/e/dividing-the-house/",
    publishedDate: new Date("2025-02-24T11:00:00Z"),
  },
  {
    slug: "telling-your-kids-about-the-divorce",
    title: "Telling Your Kids About the Divorce",
    guestName: null,
    audioUrl: `${AUDIO}/telling-your-kids.mp3`,
    // No episode art: the show's art stands in.
    imageUrl: CHANNEL_ART,
    durationSeconds: 29 * 60 + 30,
    episodeNumber: 104,
    sourceGuid: `${GUID}3`,
    sourceLink: "https://untangledshow.podbean.com/e/telling-your-kids-about-the-divorce/",
    publishedDate: new Date("2025-02-17T11:00:00Z"),
  },
  {
    slug: "why-its-ok-to-grieve-your-marriage-with-sarah-obrien-lmft",
    // &#8217; decoded once, to the character it stands for.
    title: "Why It\u2019s OK to Grieve Your Marriage with Sarah O\u2019Brien, LMFT",
    guestName: "Sarah O\u2019Brien, LMFT",
    audioUrl: `${AUDIO}/grieve-your-marriage.mp3`,
    imageUrl: `${EPISODE_ART}/grief-art.jpg`,
    durationSeconds: 47 * 60 + 31,
    episodeNumber: 103,
    sourceGuid: `${GUID}4`,
    sourceLink: "https://untangledshow.podbean.com/e/why-its-ok-to-grieve-your-marriage/",
    publishedDate: new Date("2025-02-10T11:00:00Z"),
  },
  {
    slug: "spousal-support-myths-with-dr-alan-reyes-cdfa",
    title: "Spousal Support Myths with Dr. Alan Reyes, CDFA",
    guestName: "Dr. Alan Reyes, CDFA",
    audioUrl: `${AUDIO}/spousal-support-myths.mp3`,
    imageUrl: `${EPISODE_ART}/support-art.jpg`,
    // MM:SS past the hour, as Podbean writes long episodes.
    durationSeconds: 75 * 60 + 30,
    episodeNumber: 102,
    sourceGuid: `${GUID}5`,
    sourceLink: "https://untangledshow.podbean.com/e/spousal-support-myths/",
    publishedDate: new Date("2025-02-03T11:00:00Z"),
  },
  {
    slug: "mediation-or-court-choosing-your-path-judge-linda-park",
    title: "Mediation or Court? Choosing Your Path | Judge Linda Park",
    guestName: "Judge Linda Park",
    audioUrl: `${AUDIO}/mediation-or-court.mp3`,
    imageUrl: `${EPISODE_ART}/mediation-art.jpg`,
    durationSeconds: 37 * 60 + 41,
    episodeNumber: 101,
    sourceGuid: `${GUID}6`,
    sourceLink: "https://untangledshow.podbean.com/e/mediation-or-court/",
    publishedDate: new Date("2025-01-27T11:00:00Z"),
  },
];

describe.each(testDatabaseKinds)("episode import on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer(FEED_ROUTES);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await database.db.delete(episodes);
  });

  const { importFeed, newestFirst, snapshot, episodeWithGuid } = episodeImportActions(
    () => database.connection,
    () => server,
  );

  it("imports every item with its audio, art, duration, guest and date", async () => {
    const result = await importFeed("/feed.xml");
    expect(result).toEqual({ imported: 6, errors: 0, alreadyPresent: 0, total: 6 });

    const rows = await newestFirst();
    expect(rows).toHaveLength(EXPECTED_EPISODES.length);
    rows.forEach((row, index) => {
      expect(row).toMatchObject({ ...EXPECTED_EPISODES[index], isFavorite: false, podbeanEmbedCode: null });
      // Not an admin's edit, so a later import or admin save can tell them apart.
      expect(row.editedAt).toBeNull();
      expect(row.seasonNumber).toBeNull();
    });
  });

  it("stores show notes sanitized, with entities decoded once", async () => {
    await importFeed("/feed.xml");
    for (const row of await newestFirst()) {
      expect(row.description).not.toMatch(/<script|onerror|javascript:|alert\(/i);
      expect(row.description.trim()).not.toBe("");
    }

    const house = await episodeWithGuid(`${GUID}2`);
    expect(house.description).toContain("<p>Family lawyer Mark Jensen explains buyouts, refinancing and selling.</p>");
    // The image survives without its handler; the javascript: link keeps only its text.
    expect(house.description).toMatch(
      /<img src="https:\/\/pbcdn1\.podbean\.com\/imglogo\/ep-logo\/pbblog4410932\/house-chart\.png" alt="Buyout chart"/,
    );
    expect(house.description).toContain("Download the worksheet");
    expect(house.description).not.toContain("<a");

    const grief = await episodeWithGuid(`${GUID}4`);
    expect(grief.description).toContain("Sarah O\u2019Brien on why it\u2019s normal");
    expect(grief.description).toContain("&amp; how to move through it");
    expect(grief.description).not.toContain("&#8217;");

    // Content:encoded wins over the shorter description.
    const holidays = await episodeWithGuid(`${GUID}1`);
    expect(holidays.description).toContain("alternating years");
    expect(holidays.description).toContain('href="https://untangled.example/holiday-plan"');
  });

  it("adds nothing when the same feed is imported again", async () => {
    await importFeed("/feed.xml");
    const before = await snapshot();

    expect(await importFeed("/feed.xml")).toEqual({ imported: 0, errors: 0, alreadyPresent: 6, total: 6 });
    expect(await snapshot()).toEqual(before);
  });

  it("adds only the new items of an updated feed and never overwrites an admin's edit or a stored episode", async () => {
    await importFeed("/feed.xml");
    const holidays = await episodeWithGuid(`${GUID}1`);
    const edited = await updateEpisode(
      database.db,
      holidays.id,
      episodeInput({
        title: "Holiday Co-Parenting: The Survival Guide",
        guestName: "Dr. Jane Smith, PhD",
        description: "<p>Rewritten by the host.</p>",
        podbeanEmbedCode: null,
        isLatest: true,
        isFavorite: true,
      }),
    );
    expect(edited?.editedAt).toBeInstanceOf(Date);
    const before = await snapshot();

    expect(await importFeed("/feed-updated.xml")).toEqual({ imported: 2, errors: 0, alreadyPresent: 6, total: 8 });

    const after = await snapshot();
    expect(after.size).toBe(8);
    for (const [id, row] of before) expect(after.get(id), `episode ${id}`).toBe(row);

    expect(await episodeWithGuid(`${GUID}1`)).toMatchObject({
      title: "Holiday Co-Parenting: The Survival Guide",
      guestName: "Dr. Jane Smith, PhD",
      description: "<p>Rewritten by the host.</p>",
      isFavorite: true,
    });
    // The feed renamed this one and rewrote its notes; the site keeps what it imported.
    const house = await episodeWithGuid(`${GUID}2`);
    expect(house.title).toBe("Dividing the House with Mark Jensen, Esq.");
    expect(house.description).not.toContain("UPDATED");

    expect(await episodeWithGuid(`${GUID}8`)).toMatchObject({
      slug: "protecting-your-credit-during-divorce-with-priya-natarajan-cfp",
      guestName: "Priya Natarajan, CFP",
      durationSeconds: 34 * 60 + 24,
      imageUrl: `${EPISODE_ART}/credit-art.jpg`,
      publishedDate: new Date("2025-03-17T10:00:00Z"),
      isLatest: false,
    });
    expect(await episodeWithGuid(`${GUID}7`)).toMatchObject({
      guestName: null,
      durationSeconds: 3600 + 60 + 2,
      imageUrl: CHANNEL_ART,
      isLatest: false,
    });
    // Two newer episodes arrived, but the admin's latest stays where it was.
    expect((await getLatestEpisode(database.db))?.id).toBe(holidays.id);
  });

  it("follows a redirect to the feed", async () => {
    expect(await importFeed("/old-feed.xml")).toMatchObject({ imported: 6 });
    expect(server.hits("/old-feed.xml")).toBeGreaterThan(0);
  });

  it("makes the newest episode the latest when none is", async () => {
    // An older episode already on the site, not marked latest.
    await database.db.insert(episodes).values({
      slug: "welcome-to-the-show",
      title: "Welcome to the Show",
      publishedDate: new Date("2024-01-01T10:00:00Z"),
    });
    await importFeed("/feed.xml");
    const latest = await database.db.select().from(episodes).where(eq(episodes.isLatest, true));
    expect(latest.map((row) => row.sourceGuid)).toEqual([`${GUID}1`]);
  });

  it("never moves an existing latest episode, even to a newer imported one", async () => {
    const [chosen] = await database.db
      .insert(episodes)
      .values({
        slug: "welcome-to-the-show",
        title: "Welcome to the Show",
        isLatest: true,
        publishedDate: new Date("2024-01-01T10:00:00Z"),
      })
      .returning();
    const before = await snapshot();

    await importFeed("/feed.xml");
    await importFeed("/feed-updated.xml");
    const latest = await database.db.select().from(episodes).where(eq(episodes.isLatest, true));
    expect(latest.map((row) => row.id)).toEqual([chosen!.id]);
    expect((await snapshot()).get(chosen!.id)).toBe(before.get(chosen!.id));
  });

  it("identifies items by GUID, then audio, then link, and imports a repeated item once", async () => {
    const item = (fields: Partial<ParsedPodcastFeed["items"][number]>) => ({
      title: "Untitled",
      descriptionHtml: "<p>Notes.</p>",
      publishedAt: new Date("2025-01-01T10:00:00Z"),
      ...fields,
    });
    const feed = (items: ParsedPodcastFeed["items"]): ParsedPodcastFeed => ({
      channel: { title: "Untangled", link: "https://untangledshow.podbean.com/" },
      items,
      skipped: [{ index: 99, reason: "The item has no title." }],
    });
    const first = feed([
      item({ title: "Custody Basics", guid: "g-1", audioUrl: `${AUDIO}/a.mp3` }),
      item({ title: "Custody Basics", audioUrl: `${AUDIO}/b.mp3` }),
      item({ title: "Custody Basics", link: "https://untangledshow.podbean.com/e/c/" }),
      // The same GUID twice in one feed (Podbean republishing), and an item nothing identifies.
      item({ title: "Custody Basics Again", guid: "g-1", audioUrl: `${AUDIO}/a2.mp3` }),
      item({ title: "No identity" }),
    ]);
    expect(await addEpisodesFromFeed(database.db, first)).toEqual({
      imported: 3,
      errors: 2,
      alreadyPresent: 1,
      total: 6,
    });
    expect((await newestFirst()).map((row) => row.slug).sort()).toEqual([
      "custody-basics",
      "custody-basics-2",
      "custody-basics-3",
    ]);

    // A new GUID on known audio, no GUID on a known link, and a known GUID with new audio: all present.
    const second = feed([
      item({ title: "Renamed", guid: "g-new", audioUrl: `${AUDIO}/b.mp3` }),
      item({ title: "Renamed", link: "https://untangledshow.podbean.com/e/c/" }),
      item({ title: "Renamed", guid: "g-1", audioUrl: `${AUDIO}/moved.mp3` }),
    ]);
    expect(await addEpisodesFromFeed(database.db, second)).toMatchObject({ imported: 0, alreadyPresent: 3 });
    expect(await countEpisodes(database.db)).toBe(3);
  });

  it(`imports a ${GENERATED_ITEMS.toLocaleString("en-US")}-item feed in under 5 seconds`, async () => {
    const started = performance.now();
    const processorTime = processCpuStopwatch();
    const result = await importFeed("/generated.xml");
    const elapsed = processorTime();
    console.log(
      `[${kind}] imported ${GENERATED_ITEMS} episodes in ${Math.round(performance.now() - started)} ms ` +
        `(${Math.round(elapsed)} ms of processor time)`,
    );

    expect(result).toEqual({ imported: GENERATED_ITEMS, errors: 0, alreadyPresent: 0, total: GENERATED_ITEMS });
    expect(elapsed).toBeLessThan(5000);
    expect(await countEpisodes(database.db)).toBe(GENERATED_ITEMS);
    expect(await getLatestEpisode(database.db)).toMatchObject({
      sourceGuid: `untangledshow.podbean.com/generated-${GENERATED_ITEMS}`,
      guestName: "Dr. Casey Morgan",
    });
    const slugs = (await newestFirst()).map((row) => row.slug);
    expect(new Set(slugs).size).toBe(GENERATED_ITEMS);

    const again = await importFeed("/generated.xml");
    expect(again).toMatchObject({ imported: 0, alreadyPresent: GENERATED_ITEMS });
  });
});
