import { describe, expect, it } from "vitest";
import { parsePodcastFeed, type ParsedPodcastFeed } from "~/.server/episodes/parse-podcast-feed";
import { describeWithFixtures, readFixture } from "./support/fixtures";
import { cpuStopwatch } from "../helpers/cpu-time";

// Parsed on first use, never while collecting: a skipped suite must not touch the missing folder.
const cache = new Map<string, { parsed: ParsedPodcastFeed; elapsedMs: number }>();
function load(file: string) {
  let entry = cache.get(file);
  if (!entry) {
    const xml = readFixture(`feeds/${file}`);
    const elapsed = cpuStopwatch();
    const parsed = parsePodcastFeed(xml);
    entry = { parsed, elapsedMs: elapsed() };
    cache.set(file, entry);
  }
  return entry;
}

const FEEDS = [
  { file: "podbean-aims.xml", items: 144, channel: "Maghrib in Past & Present | Podcasts" },
  { file: "podbean-legacy-javascript-air.xml", items: 8, channel: "JavaScript Air" },
  { file: "giantbomb-730.rss", items: 730, channel: "Giant Bombcast" },
  {
    file: "se-radio-wordpress.xml",
    items: 249,
    channel: "Software Engineering Radio - The Podcast for Professional Software Developers",
  },
] as const;

describeWithFixtures("corpus: real podcast feeds", () => {
  describe.each(FEEDS)("$file", ({ file, items, channel }) => {
    it(`gives ${items} episodes, none skipped`, () => {
      const { parsed } = load(file);
      expect(parsed.channel.title).toBe(channel);
      expect(parsed.items).toHaveLength(items);
      expect(parsed.skipped).toEqual([]);
    });

    it("gives every episode a title, a date and http(s) audio", () => {
      for (const episode of load(file).parsed.items) {
        expect(episode.title.trim()).not.toBe("");
        expect(episode.publishedAt).toBeInstanceOf(Date);
        expect(episode.audioUrl).toMatch(/^https?:\/\//);
      }
    });

    it("has no duplicate GUIDs or audio URLs", () => {
      const episodes = load(file).parsed.items;
      const guids = episodes.flatMap((episode) => (episode.guid ? [episode.guid] : []));
      expect(new Set(guids).size).toBe(guids.length);
      expect(new Set(episodes.map((episode) => episode.audioUrl)).size).toBe(episodes.length);
    });
  });

  describe("podbean-aims.xml (Podbean 5.5)", () => {
    const feed = () => load("podbean-aims.xml").parsed;

    it("keeps GUIDs as given: not URLs, percent-escapes untouched", () => {
      const guids = feed().items.map((item) => item.guid ?? "");
      for (const guid of guids) {
        expect(guid).toMatch(/^themaghribpodcast\.podbean\.com\/\S+$/);
        expect(guid).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
      }
      // Two shapes occur: host/<uuid> and host/<slug>-<32 hex>, some slugs percent-encoded.
      expect(
        guids.filter((guid) => /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(guid)).length,
      ).toBeGreaterThan(0);
      expect(guids).toContain(
        "themaghribpodcast.podbean.com/aux-origines-de-l%e2%80%99imprimerie-en-alge%cc%81rie-les-mythes-les-me%cc%81dias-et-les-masses-b2b721c28edd82a13e82e631f08acb5b",
      );
    });

    it("reads the newest episode exactly, with its description from content:encoded", () => {
      const [newest] = feed().items;
      expect(newest).toMatchObject({
        title: "Contemporary Art in Tunisia",
        guid: "themaghribpodcast.podbean.com/7ab002fd-c4ac-3b48-96fa-eb83f4f324d5",
        publishedAt: new Date("2022-06-02T14:31:00Z"),
        audioUrl: "https://mcdn.podbean.com/mf/web/5idtvw/Ignacio_Villalo_n_Podcast8lq80.mp3",
        imageUrl: "https://pbcdn1.podbean.com/imglogo/ep-logo/pbblog1668744/Ignacio_Villalo_n_sizeaf193.png",
        durationSeconds: 31 * 60 + 55,
        episodeNumber: 144,
        link: "https://themaghribpodcast.podbean.com/e/contemporary-art-in-tunisia/",
      });
      // Only content:encoded has the <em>; the plain description drops it.
      expect(newest?.descriptionHtml).toContain("emigration (<em>hijra</em>)");
    });

    it("reads an HH:MM:SS duration and a French title exactly", () => {
      const episode = feed().items.find((item) => item.guid?.endsWith("23e42131-d0a2-3edf-a19f-d06277558a40"));
      expect(episode).toMatchObject({
        title:
          "En hommage à feu Omar Carlier (Décédé le 22 octobre 2021): Fabriquer une élite intellectuelle en situation coloniale. Le cas de l’hypokhâgne d’Alger 1929-1961",
        publishedAt: new Date("2022-02-14T14:12:26Z"),
        durationSeconds: 3600 + 36 * 60 + 12,
        episodeNumber: 134,
      });
    });

    it("gives durations in seconds for all 144 (107 written MM:SS, 37 HH:MM:SS)", () => {
      const durations = feed().items.map((item) => item.durationSeconds ?? 0);
      expect(durations.every((seconds) => seconds > 0)).toBe(true);
      expect(durations.filter((seconds) => seconds >= 3600)).toHaveLength(37);
    });

    it("takes each episode's art from media:content and the show art from itunes:image", () => {
      const feedData = feed();
      expect(feedData.channel.imageUrl).toBe("https://pbcdn1.podbean.com/imglogo/image-logo/1668744/main.jpg");
      const images = feedData.items.map((item) => item.imageUrl);
      expect(images.every((url) => url?.startsWith("https://pbcdn1.podbean.com/imglogo/ep-logo/"))).toBe(true);
      expect(new Set(images).size).toBeGreaterThan(100);
    });

    it("reads the two season numbers and derives guests only from clear titles", () => {
      expect(feed().items.filter((item) => item.seasonNumber === 1)).toHaveLength(2);
      const guests = feed().items.flatMap((item) => (item.guestName ? [item.guestName] : []));
      expect(guests).toContain("Lisa Anderson and Tarek Kahlaoui");
      expect(guests).toContain("Dr. Ruth Hanau Santini");
    });
  });

  describe("podbean-legacy-javascript-air.xml (Podbean 3.2)", () => {
    const feed = () => load("podbean-legacy-javascript-air.xml").parsed;

    it("has GUIDs equal to the episode URLs", () => {
      for (const episode of feed().items) {
        expect(episode.guid).toMatch(/^http:\/\/audio\.javascriptair\.com\/e\/.+\/$/);
        expect(episode.guid).toBe(episode.link);
      }
    });

    it("reads the newest episode exactly", () => {
      expect(feed().items[0]).toMatchObject({
        title:
          "007 jsAir - Chakra, Microsoft’s Open Source JavaScript Engine with Ed Maurer, Gaurav Seth, and Steve Lucco",
        publishedAt: new Date("2016-01-28T00:21:35Z"),
        durationSeconds: 59 * 60 + 10,
        guestName: "Ed Maurer, Gaurav Seth and Steve Lucco",
      });
      expect(feed().items[1]?.durationSeconds).toBe(3600 + 9 * 60 + 1);
    });

    it("has no episode art, only the show's", () => {
      expect(feed().items.every((item) => item.imageUrl === undefined)).toBe(true);
      expect(feed().channel.imageUrl).toBe("http://imglogo.podbean.com/image-logo/862611/2048.png");
    });
  });

  describe("giantbomb-730.rss (large)", () => {
    it("parses all 730 items in under a second", () => {
      const { parsed, elapsedMs } = load("giantbomb-730.rss");
      expect(parsed.items).toHaveLength(730);
      expect(elapsedMs).toBeLessThan(1000);
    });

    it("reads durations written as plain seconds and ignores the 34 written as 0", () => {
      const { parsed } = load("giantbomb-730.rss");
      expect(parsed.items[0]).toMatchObject({
        title: "Giant Bombcast 603: Call of Tuesday",
        guid: "1600-2823",
        durationSeconds: 10475,
      });
      expect(parsed.items.filter((item) => item.durationSeconds === undefined)).toHaveLength(34);
      expect(parsed.items.at(-1)).toMatchObject({ guid: "1600-20", publishedAt: new Date("2008-02-18T09:54:00Z") });
    });
  });

  describe("se-radio-wordpress.xml (WordPress/FeedBurner)", () => {
    it("keeps the 83 GUIDs it has and leaves the 166 empty <guid/> elements unset", () => {
      const { parsed } = load("se-radio-wordpress.xml");
      expect(parsed.items.filter((item) => item.guid)).toHaveLength(83);
      expect(parsed.items[0]).toMatchObject({
        title: "SE-Radio Episode 248: Axel Rauschmayer on JavaScript and ECMAScript 6",
        guid: "http://www.se-radio.net/?p=1939",
        durationSeconds: 3793,
      });
      // No content:encoded here: the description is used.
      expect(parsed.items[0]?.descriptionHtml).toMatch(/^Johannes Thönes talks to author and speaker Axel Rauschmayer/);
    });
  });
});
