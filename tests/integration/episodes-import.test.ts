import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { episodes, type Episode } from "~/.server/db/schema/episodes";
import { countEpisodes, getLatestEpisode } from "~/.server/episodes/episode-queries";
import { updateEpisode } from "~/.server/episodes/episode-writes";
import { addEpisodesFromFeed, importEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { PodcastFeedError, type ParsedPodcastFeed } from "~/.server/episodes/parse-podcast-feed";
import { GuardedFetchError } from "~/.server/net/guarded-fetch";
import { readFixtureFeed, startFixtureServer, type FixtureServer } from "../helpers/fixture-server";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "../helpers/test-database";
import { AUDIO, CHANNEL_ART, EPISODE_ART, generatedFeed } from "../fixtures/feeds/generated-feed";

const GUID = "untangledshow.podbean.com/0c5e3a9b-1f7d-3c1e-9a55-6a2f0e8b1d0";

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

const GENERATED_ITEMS = 1000;

const OVERSIZED_BYTES = 25 * 1024 * 1024;
const ENDLESS_BYTES = 256 * 1024 * 1024;

const ROUTES = {
  "/feed.xml": { body: readFixtureFeed("podbean-divorce-show.xml") },
  "/feed-updated.xml": { body: readFixtureFeed("podbean-divorce-show-updated.xml") },
  "/malformed.xml": { body: readFixtureFeed("malformed.xml") },
  "/entity-bomb.xml": { body: readFixtureFeed("entity-bomb.xml") },
  "/external-entity.xml": { body: readFixtureFeed("external-entity.xml") },
  // Served as a feed would be: the content type must not be what decides.
  "/not-a-feed.html": { body: readFixtureFeed("not-a-feed.html") },
  "/oversized.xml": {
    stream: {
      bytes: OVERSIZED_BYTES,
      prefix: '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>\n',
    },
  },
  // Far more than anyone should download, to show the importer hangs up rather than reading on.
  "/endless.xml": { stream: { bytes: ENDLESS_BYTES } },
  // 25 MB of whitespace compresses to a few KB: the limit must apply to what it unpacks to.
  "/gzip-bomb.xml": {
    body: zlib.gzipSync(Buffer.concat([Buffer.from('<?xml version="1.0"?><rss>'), Buffer.alloc(OVERSIZED_BYTES, " ")])),
    headers: { "content-encoding": "gzip" },
  },
  "/old-feed.xml": { body: "", status: 301, headers: { location: "/feed.xml" } },
  "/server-error.xml": {
    body: "<html><body>Internal Server Error</body></html>",
    status: 500,
    contentType: "text/html",
  },
  "/never-fetched.xml": { body: readFixtureFeed("podbean-divorce-show.xml") },
  "/generated.xml": { body: generatedFeed(GENERATED_ITEMS) },
};

describe.each(testDatabaseKinds)("episode import on %s", (kind) => {
  let database: TestDatabase;
  let server: FixtureServer;
  beforeAll(async () => {
    [database, server] = await Promise.all([createTestDatabase(kind), startFixtureServer(ROUTES)]);
  });
  afterAll(async () => {
    await Promise.all([database?.destroy(), server?.close()]);
  });
  beforeEach(async () => {
    await database.db.delete(episodes);
  });

  const importFeed = (path: string) =>
    importEpisodesFromFeed(database.db, { feedUrl: server.url(path), allowPrivateNetwork: true });

  const newestFirst = () =>
    database.db
      .select()
      .from(episodes)
      .orderBy(sql`${episodes.publishedDate} desc, ${episodes.id} desc`);

  /** Every row exactly as the database serializes it, by id: "unchanged" means byte-for-byte. */
  async function snapshot(): Promise<Map<string, string>> {
    const rows = rowsOf<{ id: string; row: string }>(
      await database.db.execute(sql`select id::text as id, row_to_json(e)::text as row from episodes e order by id`),
    );
    return new Map(rows.map(({ id, row }) => [id, row]));
  }

  async function episodeWithGuid(guid: string): Promise<Episode> {
    const [row] = await database.db.select().from(episodes).where(eq(episodes.sourceGuid, guid));
    if (!row) throw new Error(`no episode with GUID ${guid}`);
    return row;
  }

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
    const edited = await updateEpisode(database.db, holidays.id, {
      title: "Holiday Co-Parenting: The Survival Guide",
      guestName: "Dr. Jane Smith, PhD",
      description: "<p>Rewritten by the host.</p>",
      podbeanEmbedCode: null,
      isLatest: true,
      isFavorite: true,
    });
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

  describe("refused feeds leave the table exactly as it was", () => {
    it.each([
      { path: "/malformed.xml", error: PodcastFeedError, code: "malformed" },
      { path: "/entity-bomb.xml", error: PodcastFeedError, code: "entities" },
      { path: "/external-entity.xml", error: PodcastFeedError, code: "entities" },
      { path: "/not-a-feed.html", error: PodcastFeedError, code: "not-rss" },
      { path: "/oversized.xml", error: GuardedFetchError, code: "too-large" },
      { path: "/gzip-bomb.xml", error: GuardedFetchError, code: "too-large" },
      { path: "/server-error.xml", error: GuardedFetchError, code: "http-error" },
      { path: "/missing.xml", error: GuardedFetchError, code: "http-error" },
    ])("$path: $error.name $code", async ({ path, error, code }) => {
      await importFeed("/feed.xml");
      const before = await snapshot();
      const hitsBefore = server.hits(path);

      const failure = await importFeed(path).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(failure).toBeInstanceOf(error);
      expect((failure as PodcastFeedError | GuardedFetchError).code).toBe(code);
      expect((failure as Error).message).not.toBe("");

      expect(server.hits(path) - hitsBefore).toBe(1);
      expect(await snapshot()).toEqual(before);
    });

    it("hangs up on an oversized body instead of downloading all of it", async () => {
      await expect(importFeed("/endless.xml")).rejects.toMatchObject({ code: "too-large" });
      const sent = server.bytesSent("/endless.xml");
      expect(sent).toBeGreaterThan(20_000_000);
      // The limit plus whatever the socket buffers held when the client hung up.
      expect(sent).toBeLessThan(ENDLESS_BYTES / 4);
    });
  });

  describe("without allowPrivateNetwork (the default)", () => {
    it("refuses a loopback address before connecting", async () => {
      const url = server.url("/never-fetched.xml");
      const failure = await importEpisodesFromFeed(database.db, { feedUrl: url }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(GuardedFetchError);
      expect((failure as GuardedFetchError).code).toBe("private-address");
      expect(server.hits("/never-fetched.xml")).toBe(0);
      expect(await countEpisodes(database.db)).toBe(0);
    });

    it("refuses a loopback name on a non-standard port before resolving it", async () => {
      const url = server.url("/never-fetched.xml").replace("127.0.0.1", "localhost");
      const failure = await importEpisodesFromFeed(database.db, { feedUrl: url, allowPrivateNetwork: false }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(GuardedFetchError);
      expect((failure as GuardedFetchError).code).toBe("invalid-url");
      expect(server.hits("/never-fetched.xml")).toBe(0);
    });
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
    const result = await importFeed("/generated.xml");
    const elapsed = performance.now() - started;
    console.log(`[${kind}] imported ${GENERATED_ITEMS} episodes in ${Math.round(elapsed)} ms`);

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
