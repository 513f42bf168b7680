import { parseFeed } from "podcast-partytime";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { people, transcriptCues } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { podcastFeed } from "~/content/podcast-feed";
import { site } from "~/content/site";
import * as episodesRss from "~/routes/api/episodes-rss";
import { routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * Our feed as the Podcast Index reads it: its own parser (podcast-partytime), which decodes XML's
 * named escapes in attributes but not numeric ones such as `&#38;`, so a feed escaped that way lost
 * its "Society & Culture" category there.
 */
const PUBLIC_URL = vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://untangled.example";
  return "https://untangled.example";
});
const TITLE = `Q&A: "Who keeps the house?" <and> the kids' rooms`;

describe.each(testDatabaseKinds)("our podcast feed read by the Podcast Index's parser on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    const [episode] = await database.db
      .insert(episodes)
      .values({
        slug: "who-keeps-the-house",
        title: TITLE,
        guestName: "Dr. Jane O'Neil",
        description: "<p>Assets &amp; debts, &quot;fair&quot; splits.</p>",
        audioUrl: "https://cdn.example/house.mp3?token=a&size=b",
        audioBytes: 40_123_456,
        durationSeconds: 2537,
        episodeNumber: 12,
      })
      .returning();
    await database.db
      .insert(transcriptCues)
      .values({ episodeId: episode!.id, position: 0, startMs: 0, endMs: 2500, speaker: "Claire", body: "Hi." });
    await database.db.update(people).set({ photoUrl: "https://cdn.example/jane.jpg?w=1&h=1" });
  }, 60_000);

  it("keeps the category, titles with & and quotes, enclosures, transcripts and people", async () => {
    const xml = await (await episodesRss.loader(routeArgs({ db: database.db }))).text();
    expect(xml).not.toMatch(/&#\d+;/);
    const feed = parseFeed(xml);
    expect(feed).not.toBeNull();
    expect(feed!.title).toBe(`${site.podcastName} — Episodes`);
    expect(feed!.itunesCategory).toEqual([`${podcastFeed.category} > ${podcastFeed.subcategory}`]);
    expect(feed!.itunesCategory).toEqual(["Society & Culture > Relationships"]);
    expect(feed!.author).toBe(site.host.name);
    expect(feed!.explicit).toBe(false);
    const [item] = feed!.items;
    expect(feed!.items).toHaveLength(1);
    expect(item!.title).toBe(TITLE);
    expect(item!.description).toBe(`Assets & debts, "fair" splits.`);
    expect(item!.guid).toBe(`${PUBLIC_URL}/episodes/who-keeps-the-house`);
    expect(item!.enclosure).toEqual({
      url: "https://cdn.example/house.mp3?token=a&size=b",
      length: 40_123_456,
      type: "audio/mpeg",
    });
    expect(item!.duration).toBe(2537);
    expect(item!.podcastTranscripts?.map(({ url, type }) => ({ url, type }))).toEqual([
      { url: `${PUBLIC_URL}/episodes/who-keeps-the-house/transcript.vtt`, type: "text/vtt" },
      { url: `${PUBLIC_URL}/episodes/who-keeps-the-house/transcript.json`, type: "application/json" },
    ]);
    expect(item!.podcastPeople).toEqual([
      {
        name: "Dr. Jane O'Neil",
        role: "Guest",
        group: "Cast",
        img: "https://cdn.example/jane.jpg?w=1&h=1",
        href: `${PUBLIC_URL}/guests/jane-o-neil`,
      },
    ]);
  });
});
