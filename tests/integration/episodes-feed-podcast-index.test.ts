import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { parseFeed } from "podcast-partytime";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { episodeSoundbites, people, transcriptCues } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { saveFeedTagSettings } from "~/.server/feeds/feed-tag-settings";
import { podcastFeed } from "~/content/podcast-feed";
import { site } from "~/content/site";
import * as episodesRss from "~/routes/api/episodes-rss";
import { routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * Our feed as the Podcast Index reads it: its own parser (podcast-partytime), which decodes XML's
 * named escapes in attributes but not numeric ones such as `&#38;`, so a feed escaped that way lost
 * its "Society & Culture" category there. The tags the owner sets in /admin/settings are read back
 * one by one (issue 33); `podcast:updateFrequency`, which this parser does not read yet, by a plain
 * XML parser.
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

  const feedXml = async () => (await episodesRss.loader(routeArgs({ db: database.db }))).text();

  it("keeps the category, titles with & and quotes, enclosures, transcripts and people", async () => {
    const xml = await feedXml();
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
    // The episode number in both namespaces; no season, no comments post.
    expect(item!.podcastEpisode).toEqual({ number: 12 });
    expect(item!.podcastSeason).toBeUndefined();
    expect(item!.podcastSocialInteraction).toBeUndefined();
    expect(item!.podcastSoundbites).toBeUndefined();
    // Before the owner sets anything: a podcast, not locked, nothing else.
    expect(feed!.medium).toBe("podcast");
    expect(feed!.locked).toBe(false);
    expect(feed!.podcastOwner).toBe(site.email);
    expect(feed!.podcastFunding).toBeUndefined();
    expect(feed!.podroll).toBeUndefined();
    expect(feed!.podcastTxt).toBeUndefined();
    expect(xml).not.toContain("podcast:updateFrequency");
  });

  it("carries the owner's funding, podroll, txt, social account, medium, lock and schedule, and each episode's numbers", async () => {
    const saved = await saveFeedTagSettings(
      database.db,
      {
        FEED_MEDIUM: "podcast",
        FEED_LOCKED: "yes",
        FEED_UPDATE_FREQUENCY: "biweekly",
        FEED_FUNDING_URL: "https://support.example/untangled?ref=feed&x=1",
        FEED_FUNDING_LABEL: "Support Untangled & friends",
        FEED_PODROLL: [
          "Podcasting 2.0 | https://mp3s.nashownotes.com/pc20rss.xml | https://podcasting2.org",
          "  Co-Parenting Hour | 6DA2E3E0-9C2B-5C9F-8E2A-0C1D2E3F4A5B  ",
          "",
        ].join("\n"),
        FEED_TXT: "applepodcastsverify | a1b2c3d4-e5f6\nverify=untangled <owner>",
        FEED_SOCIAL_ACCOUNT_ID: "untangled@podcastindex.social",
        FEED_SOCIAL_ACCOUNT_URL: "https://podcastindex.social/@untangled",
      },
      { updatedBy: "test" },
    );
    expect(saved).toMatchObject({ ok: true });
    await database.db
      .update(episodes)
      .set({ seasonNumber: 2, socialPostUrl: "https://podcastindex.social/@untangled/113456789" })
      .where(eq(episodes.slug, "who-keeps-the-house"));

    const xml = await feedXml();
    expect(xml).not.toMatch(/&#\d+;/);
    const feed = parseFeed(xml)!;
    expect(feed.medium).toBe("podcast");
    expect(feed.locked).toBe(true);
    expect(feed.podcastOwner).toBe(site.email);
    expect(feed.podcastFunding).toEqual([
      { url: "https://support.example/untangled?ref=feed&x=1", message: "Support Untangled & friends" },
    ]);
    // A feed given by address gets its podcast:guid as the namespace computes it (its own example).
    expect(feed.podroll).toEqual([
      { feedGuid: "917393e3-1b1e-5cef-ace4-edaa54e1f810", feedUrl: "https://mp3s.nashownotes.com/pc20rss.xml" },
      { feedGuid: "6da2e3e0-9c2b-5c9f-8e2a-0c1d2e3f4a5b" },
    ]);
    expect(feed.podcastTxt).toEqual([
      { purpose: "applepodcastsverify", value: "a1b2c3d4-e5f6" },
      { value: "verify=untangled <owner>" },
    ]);
    const [item] = feed.items;
    expect(item!.podcastSeason).toEqual({ number: 2 });
    expect(item!.podcastEpisode).toEqual({ number: 12 });
    expect(item!.podcastSocialInteraction).toEqual([
      {
        platform: "activitypub",
        url: "https://podcastindex.social/@untangled/113456789",
        id: "@untangled@podcastindex.social",
        profileUrl: "https://podcastindex.social/@untangled",
      },
    ]);

    const channel = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml).rss.channel;
    expect(channel["podcast:updateFrequency"]).toEqual({ "#text": "Every two weeks", rrule: "FREQ=WEEKLY;INTERVAL=2" });

    await saveFeedTagSettings(database.db, { FEED_UPDATE_FREQUENCY: "complete" }, { updatedBy: "test" });
    const ended = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(await feedXml()).rss
      .channel;
    expect(ended["podcast:updateFrequency"]).toEqual({
      "#text": "Complete: no new episodes planned",
      complete: "true",
    });
  });

  it("lists each episode's clips as podcast:soundbite, in time order, titles escaped", async () => {
    const [episode] = await database.db.select().from(episodes).where(eq(episodes.slug, "who-keeps-the-house"));
    await database.db.insert(episodeSoundbites).values([
      { episodeId: episode!.id, startSeconds: 754, durationSeconds: 58, title: `"Fair" isn't 50/50 <always> & why` },
      { episodeId: episode!.id, startSeconds: 73, durationSeconds: 60, title: "The house question" },
    ]);
    const xml = await feedXml();
    expect(xml).not.toMatch(/&#\d+;/);
    expect(xml).toContain(`<podcast:soundbite startTime="73" duration="60">The house question</podcast:soundbite>`);
    const [item] = parseFeed(xml)!.items;
    expect(item!.podcastSoundbites).toEqual([
      { startTime: 73, duration: 60, title: "The house question" },
      { startTime: 754, duration: 58, title: `"Fair" isn't 50/50 <always> & why` },
    ]);
    await database.db.delete(episodeSoundbites);
  });
});
