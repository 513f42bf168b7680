import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { episodeChapters, episodePeople, people, transcriptCues } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { parseJsonChapters } from "~/.server/transcripts/parse-chapters";
import { parseTranscript } from "~/.server/transcripts/parse-transcript";
import { podcastGuid } from "~/.server/xml/podcast-guid";
import { podcastFeed } from "~/content/podcast-feed";
import { site } from "~/content/site";
import * as chaptersJson from "~/routes/api/episode-chapters-json";
import * as transcriptJson from "~/routes/api/episode-transcript-json";
import * as transcriptVtt from "~/routes/api/episode-transcript-vtt";
import * as episodesRss from "~/routes/api/episodes-rss";
import { routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * Our own feed as Apple Podcasts and Podcasting 2.0 apps read it: parsed back and checked tag by
 * tag, and the transcript and chapters files it points to read back with the site's own parsers.
 */
const PUBLIC_URL = vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://untangled.example";
  return "https://untangled.example";
});
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  htmlEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ["item", "podcast:transcript", "podcast:person"].includes(name),
});
const SLUG = "custody-schedules";

describe.each(testDatabaseKinds)("our podcast feed on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    const [episode] = await database.db
      .insert(episodes)
      .values({
        slug: SLUG,
        title: "Custody Schedules",
        guestName: "Dr. Jane Smith",
        description: "<p>Notes</p>",
        audioUrl: "https://cdn.example/custody.mp3",
        audioBytes: 40_123_456,
        imageUrl: "https://cdn.example/custody.jpg",
        durationSeconds: 2537,
        episodeNumber: 12,
        seasonNumber: 2,
      })
      .returning();
    const episodeId = episode!.id;
    await database.db.insert(transcriptCues).values([
      { episodeId, position: 0, startMs: 0, endMs: 2500, speaker: "Claire Morrow", body: "Welcome <back> & hello." },
      { episodeId, position: 1, startMs: 2500, endMs: 6000, speaker: "Dr. Jane Smith", body: "Thanks --> Claire." },
    ]);
    await database.db.insert(episodeChapters).values([
      { episodeId, position: 0, startMs: 0, title: "Welcome" },
      { episodeId, position: 1, startMs: 95_500, title: "Schedules", url: "https://janesmith.example/" },
      { episodeId, position: 2, startMs: 400_000, title: null, toc: false },
    ]);
    // The guest was linked from guest_name (migration 0008); an admin added the photo.
    await database.db.update(people).set({ photoUrl: "https://janesmith.example/photo.jpg" });
    await database.db.insert(episodes).values({
      slug: "older",
      title: "Older",
      audioUrl: "/audio/older.mp3",
      publishedDate: new Date("2024-01-01T00:00:00Z"),
    });
    expect(await database.db.select().from(episodePeople)).toHaveLength(1);
  }, 60_000);

  it("has every channel tag Apple requires and the Podcasting 2.0 guid", async () => {
    const xml = await (await episodesRss.loader(routeArgs({ db: database.db }))).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml);
    expect(rss["@_xmlns:itunes"]).toBe("http://www.itunes.com/dtds/podcast-1.0.dtd");
    expect(rss["@_xmlns:podcast"]).toBe("https://podcastindex.org/namespace/1.0");
    const channel = rss.channel;
    expect(channel["itunes:image"]).toEqual({ "@_href": `${PUBLIC_URL}${podcastFeed.artwork}` });
    expect(channel["itunes:author"]).toBe(site.host.name);
    expect(channel["itunes:owner"]).toEqual({ "itunes:name": site.host.name, "itunes:email": site.email });
    expect(channel["itunes:category"]).toEqual({
      "@_text": "Society & Culture",
      "itunes:category": { "@_text": "Relationships" },
    });
    expect(channel["itunes:explicit"]).toBe("false");
    expect(channel.language).toBe("en-us");
    expect(channel["podcast:guid"]).toBe(podcastGuid(`${PUBLIC_URL}/episodes/rss.xml`));
    expect(channel["podcast:person"]).toEqual([
      { "@_role": "host", "@_href": `${PUBLIC_URL}/about`, "#text": site.host.name },
    ]);
  });

  it("gives each item its enclosure size and type, numbers, art, transcripts, chapters and people", async () => {
    const { rss } = parser.parse(await (await episodesRss.loader(routeArgs({ db: database.db }))).text());
    const [item, older] = rss.channel.item;
    const page = `${PUBLIC_URL}/episodes/${SLUG}`;
    expect(item.enclosure).toEqual({
      "@_url": "https://cdn.example/custody.mp3",
      "@_length": "40123456",
      "@_type": "audio/mpeg",
    });
    expect(item["itunes:duration"]).toBe("42:17");
    expect(item["itunes:episode"]).toBe("12");
    expect(item["itunes:season"]).toBe("2");
    expect(item["itunes:image"]).toEqual({ "@_href": "https://cdn.example/custody.jpg" });
    expect(item["itunes:explicit"]).toBe("false");
    expect(item["podcast:transcript"]).toEqual([
      { "@_url": `${page}/transcript.vtt`, "@_type": "text/vtt" },
      { "@_url": `${page}/transcript.json`, "@_type": "application/json" },
    ]);
    expect(item["podcast:chapters"]).toEqual({
      "@_url": `${page}/chapters.json`,
      "@_type": "application/json+chapters",
    });
    expect(item["podcast:person"]).toEqual([
      {
        "@_role": "guest",
        "@_group": "cast",
        "@_img": "https://janesmith.example/photo.jpg",
        "@_href": `${PUBLIC_URL}/guests/jane-smith`,
        "#text": "Dr. Jane Smith",
      },
    ]);
    expect(older["podcast:transcript"]).toBeUndefined();
    expect(older["podcast:chapters"]).toBeUndefined();
    expect(older.enclosure["@_length"]).toBe("0");
  });

  it("serves the transcript as WebVTT and JSON that read back to the same cues", async () => {
    const vtt = await transcriptVtt.loader(routeArgs({ db: database.db }, { params: { slug: SLUG } }));
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    const vttText = await vtt.text();
    expect(vttText).toMatch(
      /^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:02\.500\n<v Claire Morrow>Welcome &lt;back&gt; &amp; hello\./,
    );
    const expected = [
      { startMs: 0, endMs: 2500, speaker: "Claire Morrow", body: "Welcome <back> & hello." },
      { startMs: 2500, endMs: 6000, speaker: "Dr. Jane Smith", body: "Thanks --> Claire." },
    ];
    expect((await parseTranscript(vttText, "text/vtt")).cues).toEqual(expected);
    const json = await transcriptJson.loader(routeArgs({ db: database.db }, { params: { slug: SLUG } }));
    expect((await parseTranscript(await json.text(), "application/json")).cues).toEqual([
      { ...expected[0], body: "Welcome & hello." },
      expected[1],
    ]);
    expect((await transcriptVtt.loader(routeArgs({ db: database.db }, { params: { slug: "older" } }))).status).toBe(
      404,
    );
    expect(
      (await transcriptVtt.loader(routeArgs({ db: database.db }, { params: { slug: "no-such-episode" } }))).status,
    ).toBe(404);
  });

  it("serves chapters.json (location-only entries too) that reads back", async () => {
    const response = await chaptersJson.loader(routeArgs({ db: database.db }, { params: { slug: SLUG } }));
    expect(response.headers.get("content-type")).toBe("application/json+chapters; charset=utf-8");
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ version: "1.2.0" });
    expect(parseJsonChapters(body)).toEqual([
      { startMs: 0, title: "Welcome", url: null, imageUrl: null, toc: true },
      { startMs: 95_500, title: "Schedules", url: "https://janesmith.example/", imageUrl: null, toc: true },
      { startMs: 400_000, title: null, url: null, imageUrl: null, toc: false },
    ]);
    expect((await chaptersJson.loader(routeArgs({ db: database.db }, { params: { slug: "older" } }))).status).toBe(404);
  });
});
