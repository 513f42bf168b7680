import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { episodeChapters, episodePeople, people, transcriptCues } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { addEpisodesFromFeed, importEpisodesFromFeed, type ImportProgress } from "~/.server/episodes/import-episodes";
import { parsePodcastFeed } from "~/.server/episodes/parse-podcast-feed";
import { readFixtureFeed, startFixtureServer, type FixtureServer } from "../helpers/fixture-server";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const SRT = `1
00:00:00,000 --> 00:00:04,000
Claire Morrow: Welcome back to Untangled.

2
00:00:04,000 --> 00:00:09,500
Dr. Jane Smith: Thanks for having me <script>alert(1)</script>.
`;
const CHAPTERS = JSON.stringify({
  version: "1.2.0",
  chapters: [
    { startTime: 0, title: "Welcome" },
    { startTime: 95.5, title: "Building the schedule", url: "https://janesmith.example/schedule" },
    { startTime: 400, toc: false, location: { name: "Columbus, Ohio", geo: "geo:39.96,-83" } },
  ],
});
const KIDS_HTML = `<cite>Claire:</cite><time>0:00</time><p>Today: telling the kids.</p><script>alert("x")</script>`;

describe.each(testDatabaseKinds)("Podcasting 2.0 import on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: FixtureServer;
  let feedXml = "";
  beforeAll(async () => {
    // The feed names files on this server, so it is served from a route that fills in its address.
    const routes: Parameters<typeof startFixtureServer>[0] = {
      "/custody.srt": { body: SRT, contentType: "application/x-subrip" },
      "/custody.vtt": { body: "WEBVTT\n\n00:00.000 --> 00:02.000\nnever read: the SRT is listed first but VTT wins" },
      "/custody-chapters.json": { body: CHAPTERS, contentType: "application/json" },
      "/decoy.vtt": { body: "WEBVTT\n\n00:00.000 --> 00:02.000\ndecoy" },
      "/money-broken.json": { body: '{"segments": [', contentType: "application/json" },
      "/money-huge.vtt": { stream: { bytes: 8 * 1024 * 1024, prefix: "WEBVTT\n\n" } },
      "/money-chapters.json": { body: "not json at all" },
      "/kids.html": { body: KIDS_HTML, contentType: "text/html" },
      "/feed.xml": { body: "" },
    };
    server = await startFixtureServer(routes);
    feedXml = readFixtureFeed("podcasting20-unusual-prefixes.xml")
      .toString("utf8")
      .replaceAll("{{BASE}}", server.url("").replace(/\/$/, ""));
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(people);
  });

  const importFeed = (options: { allowPrivateNetwork?: boolean; onProgress?: (p: ImportProgress) => void } = {}) =>
    addEpisodesFromFeed(database.db, parsePodcastFeed(feedXml), { allowPrivateNetwork: true, ...options });
  const episodeBySlugStart = async (guid: string) => {
    const [row] = await database.db.select().from(episodes).where(eq(episodes.sourceGuid, guid));
    return row!;
  };
  const cuesOf = (episodeId: string) =>
    database.db
      .select({ startMs: transcriptCues.startMs, speaker: transcriptCues.speaker, body: transcriptCues.body })
      .from(transcriptCues)
      .where(eq(transcriptCues.episodeId, episodeId))
      .orderBy(asc(transcriptCues.position));

  it("reads transcripts, chapters, people and iTunes numbers by namespace, whatever the prefix", async () => {
    const progress: ImportProgress[] = [];
    const result = await importFeed({ onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({ imported: 3, errors: 0, alreadyPresent: 0, total: 3 });

    const custody = await episodeBySlugStart("p20-custody");
    expect(custody).toMatchObject({
      durationSeconds: 12 * 60 + 34,
      episodeNumber: 7,
      seasonNumber: 2,
      imageUrl: "https://pbcdn1.podbean.com/imglogo/ep-logo/custody.jpg",
      description: "<p>How to build a schedule both homes can keep.</p>",
      transcriptOrigin: "feed",
      transcriptSourceUrl: server.url("/custody.vtt"),
    });
    // VTT is preferred over SRT whatever the feed's order.
    expect((await cuesOf(custody.id)).map((cue) => cue.body)).toEqual([
      "never read: the SRT is listed first but VTT wins",
    ]);
    expect(server.hits("/decoy.vtt")).toBe(0);

    const chapters = await database.db
      .select({ startMs: episodeChapters.startMs, title: episodeChapters.title, toc: episodeChapters.toc })
      .from(episodeChapters)
      .where(eq(episodeChapters.episodeId, custody.id))
      .orderBy(asc(episodeChapters.position));
    expect(chapters).toEqual([
      { startMs: 0, title: "Welcome", toc: true },
      { startMs: 95_500, title: "Building the schedule", toc: true },
      { startMs: 400_000, title: null, toc: false },
    ]);

    const cast = await database.db
      .select({ name: people.name, role: episodePeople.role, origin: episodePeople.origin, photo: people.photoUrl })
      .from(episodePeople)
      .innerJoin(people, eq(people.id, episodePeople.personId))
      .where(eq(episodePeople.episodeId, custody.id))
      .orderBy(asc(people.name), asc(episodePeople.role));
    // The guest named in the title and in podcast:person is one person; the decoy is not read.
    expect(cast).toEqual([
      { name: "Claire Morrow", role: "host", origin: "feed", photo: null },
      { name: "Dr. Jane Smith", role: "guest", origin: "guest_name", photo: "https://janesmith.example/photo.jpg" },
    ]);

    const kids = await episodeBySlugStart("p20-kids");
    expect(await cuesOf(kids.id)).toEqual([{ startMs: 0, speaker: "Claire", body: "Today: telling the kids." }]);
    expect(progress.at(-1)).toEqual({ phase: "files", done: 3, total: 3 });
  });

  it("fails a broken, oversized or unreadable file alone, with the reason in the result", async () => {
    const result = await importFeed();
    expect(result.imported).toBe(3);
    expect(result.fileErrors).toEqual([
      {
        episode: "Money Talks",
        url: server.url("/money-huge.vtt"),
        reason: expect.stringMatching(/too large|larger/i),
      },
      { episode: "Money Talks", url: server.url("/money-broken.json"), reason: "The transcript is not valid JSON." },
      {
        episode: "Money Talks",
        url: server.url("/money-chapters.json"),
        reason: "The chapters file is not valid JSON.",
      },
    ]);
    const money = await episodeBySlugStart("p20-money");
    expect(money.transcriptOrigin).toBeNull();
    expect(await cuesOf(money.id)).toEqual([]);
  });

  it("fetches no file from a private address without the test switch, and imports the episodes", async () => {
    const result = await importFeed({ allowPrivateNetwork: false });
    expect(result.imported).toBe(3);
    expect(result.fileErrors?.map((failure) => failure.url)).toContain(server.url("/custody-chapters.json"));
    expect(result.fileErrors?.every((failure) => failure.reason.length > 0)).toBe(true);
    expect(await database.db.select().from(transcriptCues)).toEqual([]);
  });

  it("a re-run fills in what is new and leaves what an admin edited", async () => {
    // An episode imported before this site read numbers, people or transcripts.
    const [old] = await database.db
      .insert(episodes)
      .values({
        slug: "custody",
        title: "Custody (renamed by the host)",
        sourceGuid: "p20-custody",
        editedFields: ["title"],
      })
      .returning();
    const [kids] = await database.db
      .insert(episodes)
      .values({ slug: "kids", title: "Telling the Kids", sourceGuid: "p20-kids", editedFields: ["transcript"] })
      .returning();
    await database.db
      .insert(transcriptCues)
      .values({ episodeId: kids!.id, position: 0, startMs: 0, endMs: 1000, body: "The host's own words." });

    const result = await importFeed();
    expect(result).toMatchObject({ imported: 1, alreadyPresent: 2, filled: 1 });
    expect(await episodeBySlugStart("p20-custody")).toMatchObject({
      title: "Custody (renamed by the host)",
      durationSeconds: 754,
      episodeNumber: 7,
      transcriptOrigin: "feed",
    });
    expect((await cuesOf(kids!.id)).map((cue) => cue.body)).toEqual(["The host's own words."]);

    // Nothing new the second time: no file is fetched again.
    const hits = server.hits("/custody.vtt");
    expect(await importFeed()).toMatchObject({ imported: 0, alreadyPresent: 3 });
    expect(server.hits("/custody.vtt")).toBe(hits);
    expect(old).toBeDefined();
  });

  it("keeps the whole-feed contract for a feed fetched by address", async () => {
    const result = await importEpisodesFromFeed(database.db, {
      feedUrl: server.url("/feed.xml"),
      allowPrivateNetwork: true,
    }).catch((error: Error) => error.message);
    expect(result).toBe("That address did not return a podcast RSS feed.");
  });
});
