import { XMLParser } from "fast-xml-parser";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { episodeChapters, people } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { getEpisodeChapters, getEpisodePeople } from "~/.server/episodes/episode-extras-queries";
import { addEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { parsePodcastFeed } from "~/.server/episodes/parse-podcast-feed";
import { parseJsonChapters } from "~/.server/transcripts/parse-chapters";
import * as chaptersJson from "~/routes/api/episode-chapters-json";
import * as episodesRss from "~/routes/api/episodes-rss";
import * as guestPage from "~/routes/site/guest";
import { routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import type { RouterContextProvider } from "react-router";
import { structuredDataMarkup } from "~/.server/structured-data";

/**
 * Addresses a feed gives for people and chapters are published on guest pages, in JSON-LD, in our
 * own feed and in chapters.json: only public https ones may be (docs/security.md, Q10), whether the
 * feed is imported now or its rows were stored before the check.
 */
const PUBLIC_URL = vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://untangled.example";
  return "https://untangled.example";
});
const PRIVATE = [
  "http://169.254.169.254/latest/meta-data/iam",
  "https://127.0.0.1:22/",
  "http://192.168.0.1/admin.png",
];

const feed = `<?xml version="1.0"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel><title>Show</title><link>https://show.example/</link>
    <item>
      <title>Custody with Dr. Jane Smith</title><guid>private-people</guid>
      <enclosure url="https://cdn.example/custody.mp3" type="audio/mpeg" length="0"/>
      <podcast:person role="guest" img="${PRIVATE[0]}" href="${PRIVATE[1]}">Dr. Jane Smith</podcast:person>
      <podcast:person role="guest" img="${PRIVATE[2]}" href="http://localhost/">Sam Lee</podcast:person>
      <podcast:person role="guest" img="http://photos.example/pat.jpg" href="https://pat.example/">Pat Kim</podcast:person>
    </item>
  </channel>
</rss>`;

const chapters = JSON.stringify({
  version: "1.2.0",
  chapters: [
    { startTime: 0, title: "Metadata", url: PRIVATE[0], img: PRIVATE[2] },
    { startTime: 60, title: "Router", url: PRIVATE[1], img: "https://img.example/router.png" },
  ],
});

describe("addresses read from a feed", () => {
  it("keep only public https people photos and pages", () => {
    const [item] = parsePodcastFeed(feed).items;
    expect(item!.people).toEqual([
      { name: "Dr. Jane Smith", role: "guest", group: "cast" },
      { name: "Sam Lee", role: "guest", group: "cast" },
      {
        name: "Pat Kim",
        role: "guest",
        group: "cast",
        img: "https://photos.example/pat.jpg",
        href: "https://pat.example/",
      },
    ]);
  });

  it("keep only public https chapter links and images", () => {
    expect(parseJsonChapters(chapters)).toEqual([
      { startMs: 0, title: "Metadata", url: null, imageUrl: null, toc: true },
      { startMs: 60_000, title: "Router", url: null, imageUrl: "https://img.example/router.png", toc: true },
    ]);
  });
});

describe.each(testDatabaseKinds)("addresses published on %s", (kind) => {
  const database = useTestDatabase(kind);
  let episodeId = "";
  beforeAll(async () => {
    await addEpisodesFromFeed(database.db, parsePodcastFeed(feed));
    const [episode] = await database.db.select().from(episodes).where(eq(episodes.sourceGuid, "private-people"));
    episodeId = episode!.id;
    // As an import before the check stored them: private addresses in people and chapters rows.
    await database.db
      .update(people)
      .set({ photoUrl: PRIVATE[0], websiteUrl: PRIVATE[1] })
      .where(eq(people.slug, "jane-smith"));
    await database.db
      .update(people)
      .set({
        photoUrl: PRIVATE[2],
        links: [
          { label: "Router", url: "http://192.168.0.1/" },
          { label: "Blog", url: "https://jane.example/blog" },
        ],
      })
      .where(eq(people.slug, "sam-lee"));
    await database.db.insert(episodeChapters).values([
      { episodeId, position: 0, startMs: 0, title: "Metadata", url: PRIVATE[0], imageUrl: PRIVATE[2] },
      {
        episodeId,
        position: 1,
        startMs: 60_000,
        title: "Router",
        url: PRIVATE[1],
        imageUrl: "https://img.example/r.png",
      },
    ]);
  }, 60_000);

  const noPrivateAddress = (text: string) => {
    for (const address of ["169.254.169.254", "127.0.0.1", "192.168.0.1", "localhost"])
      expect(text).not.toContain(address);
  };

  it("our feed's podcast:person and chapters.json carry no private address", async () => {
    const rss = await (await episodesRss.loader(routeArgs({ db: database.db }))).text();
    noPrivateAddress(rss);
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      isArray: (name) => name === "podcast:person",
    });
    const persons = parser.parse(rss).rss.channel.item["podcast:person"] as Record<string, string>[];
    expect(persons.find((person) => person["#text"] === "Pat Kim")).toMatchObject({
      "@_img": "https://photos.example/pat.jpg",
    });

    const json = await (
      await chaptersJson.loader(routeArgs({ db: database.db }, { params: { slug: "custody-with-dr-jane-smith" } }))
    ).text();
    noPrivateAddress(json);
    expect(JSON.parse(json).chapters).toEqual([
      { startTime: 0, title: "Metadata" },
      { startTime: 60, title: "Router", img: "https://img.example/r.png" },
    ]);
  });

  it("guest pages, their JSON-LD and the episode page's people and chapters carry none", async () => {
    for (const slug of ["jane-smith", "sam-lee"]) {
      const page = await guestPage.loader(routeArgs({ db: database.db }, { params: { slug } }));
      noPrivateAddress(JSON.stringify(page));
      expect(page.person).toMatchObject({ photoUrl: null });
    }
    const samArgs = routeArgs({ db: database.db }, { params: { slug: "sam-lee" } });
    const sam = await guestPage.loader(samArgs);
    const jsonLd = structuredDataMarkup((samArgs as { context: RouterContextProvider }).context);
    noPrivateAddress(jsonLd);
    expect(JSON.parse(jsonLd.replace(/^<script[^>]*>|<\/script>$/g, ""))).toMatchObject({
      sameAs: ["https://jane.example/blog"],
    });
    expect(sam.person.links).toEqual([{ label: "Blog", url: "https://jane.example/blog" }]);

    noPrivateAddress(JSON.stringify(await getEpisodePeople(database.db, episodeId)));
    expect(await getEpisodeChapters(database.db, episodeId)).toEqual([
      { start: 0, title: "Metadata", url: null },
      { start: 60, title: "Router", url: null },
    ]);
    expect(PUBLIC_URL).toBe("https://untangled.example");
  });
});
