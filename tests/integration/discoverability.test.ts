import { XMLParser, XMLValidator } from "fast-xml-parser";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { episodes } from "~/.server/db/schema/episodes";
import { structuredDataMarkup } from "~/.server/structured-data";
import { licensedJurisdictions } from "~/content/legal";
import { consultationLink } from "~/lib/consultation";
import { publicPages } from "~/content/public-pages";
import { site, socialLinks } from "~/content/site";
import * as about from "~/routes/site/about";
import * as blogRss from "~/routes/api/blog-rss";
import * as episodesRss from "~/routes/api/episodes-rss";
import * as episodesPage from "~/routes/site/episodes";
import * as home from "~/routes/site/home";
import * as latestEpisode from "~/routes/site/latest-episode";
import * as sitemap from "~/routes/api/sitemap";
import { routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * What feed readers, crawlers and search engines read: the episodes and blog RSS feeds, the
 * sitemap, and the JSON-LD on Home and About. The route loaders run in this process against a
 * fresh test database handed to them in the request context, as the root middleware would.
 */
const PUBLIC_URL = vi.hoisted(() => {
  // Before any module reads (and caches) the environment.
  process.env.PUBLIC_URL = "https://untangled.example";
  return "https://untangled.example";
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  htmlEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === "item" || name === "url",
});

type Item = Record<string, unknown> & {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  pubDate: string;
  description?: string;
  enclosure?: { "@_url": string; "@_length": string; "@_type": string };
  "itunes:duration"?: string;
};
type Channel = Record<string, unknown> & { item?: Item[] };

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const HOSTILE_TITLE = `<script>alert("x")</script> Tom & Jerry's "Split"`;
const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2024, 0, 1, 9);

/** Parses an RSS response and checks what RSS 2.0 requires of the channel and of every item. */
async function readFeed(response: Response, selfUrl: string): Promise<{ channel: Channel; items: Item[] }> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml) as { rss: { "@_version": string; channel: Channel } };
  expect(document.rss["@_version"]).toBe("2.0");
  const { channel } = document.rss;
  for (const name of ["title", "link", "description"]) {
    expect(typeof channel[name], `channel <${name}>`).toBe("string");
    expect((channel[name] as string).trim()).not.toBe("");
  }
  expect(channel["atom:link"]).toMatchObject({ "@_href": selfUrl, "@_rel": "self", "@_type": "application/rss+xml" });
  const items = channel.item ?? [];
  if (items.length > 0) expectRfc822(channel.lastBuildDate);
  for (const item of items) {
    expect(item.title.trim()).not.toBe("");
    expect(URL.parse(item.link)?.protocol).toBe("https:");
    expect(item.guid["@_isPermaLink"]).toBe("true");
    expect(URL.parse(item.guid["#text"])).not.toBeNull();
    expectRfc822(item.pubDate);
  }
  return { channel, items };
}

function expectRfc822(value: unknown) {
  expect(value).toMatch(RFC_822);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

/** Renders a route's component as the framework would, with its loader's data, to an HTML string. */
function renderRoute(module: { default: ComponentType<never> }, loaderData: unknown): string {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: module.default as ComponentType }]);
  return renderToString(
    createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { page: loaderData } } }),
  );
}

const contextOf = (args: never) => (args as { context: RouterContextProvider }).context;

function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]!) as Record<string, unknown>);
}

describe.each(testDatabaseKinds)("discoverability on %s", (kind) => {
  const database = useTestDatabase(kind);
  const postIds: string[] = [];

  beforeAll(async () => {
    // 55 episodes, one a day; the newest has a hostile title, some have audio, one an unsafe URL.
    await database.db.insert(episodes).values(
      Array.from({ length: 55 }, (_, index) => ({
        slug: `episode-${index + 1}`,
        title: index === 54 ? HOSTILE_TITLE : `Episode ${index + 1}`,
        description: `<p>Show notes for <strong>episode ${index + 1}</strong> &amp; more.</p><script>alert(1)</script><p>${"Long notes. ".repeat(100)}</p>`,
        audioUrl: [null, "/audio/episode.mp3", "https://cdn.example/shows/episode.m4a?x=1&y=2", "javascript:alert(1)"][
          index % 4
        ],
        durationSeconds: index % 2 === 0 ? 3725 : null,
        publishedDate: new Date(FIRST_DAY + index * DAY),
      })),
    );
    const posts = await database.db
      .insert(blogPosts)
      .values([
        { title: HOSTILE_TITLE, excerpt: "Fish & chips <b>bold</b>", publishedDate: new Date(FIRST_DAY + 3 * DAY) },
        {
          title: "An imported post",
          excerpt: "From the host's website.",
          contentUrl: "https://claire.example/posts/imported?a=1&b=2",
          categories: ["Custody & Kids"],
          publishedDate: new Date(FIRST_DAY + 2 * DAY),
        },
        { title: "Oldest post", publishedDate: new Date(FIRST_DAY) },
      ])
      .returning({ id: blogPosts.id });
    postIds.push(...posts.map((post) => post.id));
  }, 60_000);

  describe("/episodes/rss.xml", () => {
    it("is RSS 2.0 with the newest 50 episodes, newest first, linking to their pages", async () => {
      const { channel, items } = await readFeed(
        await episodesRss.loader(routeArgs({ db: database.db })),
        `${PUBLIC_URL}/episodes/rss.xml`,
      );
      expect(channel.link).toBe(`${PUBLIC_URL}/episodes`);
      expect(channel.description).toBe(site.description);
      expect(items).toHaveLength(50);
      const dates = items.map((item) => Date.parse(item.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(items[0]!.pubDate).toBe(new Date(FIRST_DAY + 54 * DAY).toUTCString());
      expect(items.map((item) => item.link)).not.toContain(`${PUBLIC_URL}/episodes/episode-5`);
      expect(items[49]!.link).toBe(`${PUBLIC_URL}/episodes/episode-6`);
      for (const item of items) {
        expect(item.link).toMatch(new RegExp(`^${PUBLIC_URL}/episodes/episode-\\d+$`));
        expect(item.guid["#text"]).toBe(item.link);
      }
    });

    it("escapes hostile titles and describes episodes in short plain text", async () => {
      const response = await episodesRss.loader(routeArgs({ db: database.db }));
      const xml = await response.clone().text();
      expect(xml).not.toContain("<script>");
      expect(xml).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/);
      const { items } = await readFeed(response, `${PUBLIC_URL}/episodes/rss.xml`);
      expect(items[0]!.title).toBe(HOSTILE_TITLE);
      const description = items[0]!.description!;
      expect(description).toMatch(/^Show notes for episode 55 & more\. Long notes\./);
      expect(description).not.toMatch(/<|alert/);
      expect(description.length).toBeLessThanOrEqual(503);
      expect(description.endsWith("...")).toBe(true);
    });

    it("encloses safe audio with absolute URLs and gives the duration", async () => {
      const { items } = await readFeed(
        await episodesRss.loader(routeArgs({ db: database.db })),
        `${PUBLIC_URL}/episodes/rss.xml`,
      );
      const byNumber = (n: number) => items.find((item) => item.link.endsWith(`/episode-${n}`))!;
      // Episode n has audio option (n - 1) % 4: none, site path, absolute URL, unsafe.
      expect(byNumber(53).enclosure).toBeUndefined();
      expect(byNumber(54).enclosure).toEqual({
        "@_url": `${PUBLIC_URL}/audio/episode.mp3`,
        "@_length": "0",
        "@_type": "audio/mpeg",
      });
      expect(byNumber(55).enclosure).toEqual({
        "@_url": "https://cdn.example/shows/episode.m4a?x=1&y=2",
        "@_length": "0",
        "@_type": "audio/mp4",
      });
      expect(byNumber(52).enclosure).toBeUndefined();
      for (const item of items.filter((entry) => entry.enclosure)) {
        expect(URL.parse(item.enclosure!["@_url"])?.protocol).toMatch(/^https?:$/);
        expect(item.enclosure!["@_length"]).toMatch(/^\d+$/);
        expect(item.enclosure!["@_type"]).toMatch(/^audio\//);
      }
      expect(byNumber(55)["itunes:duration"]).toBe("1:02:05");
      expect(byNumber(54)["itunes:duration"]).toBeUndefined();
    });

    it("is linked from the head of /episodes and /latest-episode", () => {
      for (const page of [episodesPage, latestEpisode]) {
        expect(page.links()).toContainEqual(
          expect.objectContaining({ rel: "alternate", type: "application/rss+xml", href: "/episodes/rss.xml" }),
        );
      }
    });
  });

  describe("/blog/rss.xml", () => {
    it("is RSS 2.0 with every post, newest first, hostile titles escaped", async () => {
      const response = await blogRss.loader(routeArgs({ db: database.db }));
      expect(await response.clone().text()).not.toContain("<script>");
      const { channel, items } = await readFeed(response, `${PUBLIC_URL}/blog/rss.xml`);
      expect(channel.link).toBe(`${PUBLIC_URL}/blog`);
      expect(items.map((item) => item.title)).toEqual([HOSTILE_TITLE, "An imported post", "Oldest post"]);
      expect(items[0]!.description).toBe("Fish & chips <b>bold</b>");
      // An imported post links to the original article; its guid stays this site's page.
      expect(items[1]!.link).toBe("https://claire.example/posts/imported?a=1&b=2");
      expect(items[1]!.guid["#text"]).toBe(`${PUBLIC_URL}/blog/${postIds[1]}`);
      expect(items[1]!.category).toBe("Custody & Kids");
    });
  });

  describe("/sitemap.xml", () => {
    it("lists every public page, episode and post, with lastmod where the content is dated", async () => {
      const response = await sitemap.loader(routeArgs({ db: database.db }));
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const { urlset } = parser.parse(xml) as {
        urlset: { "@_xmlns": string; url: { loc: string; lastmod?: string }[] };
      };
      expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      const entries = new Map(urlset.url.map((entry) => [entry.loc, entry]));
      expect(entries.size).toBe(urlset.url.length);

      const pages = [
        "/",
        "/about",
        "/latest-episode",
        "/episodes",
        "/blog",
        "/resources",
        "/guest-opportunities",
        "/contact",
        // The legal notices (issue 32).
        "/disclaimer",
        "/privacy",
        "/browsing-safely",
      ];
      expect(publicPages.map((page) => page.path)).toEqual(expect.arrayContaining(pages));
      for (const { path } of publicPages) expect(entries.has(`${PUBLIC_URL}${path}`), path).toBe(true);
      for (const path of ["/episodes", "/latest-episode", "/blog"]) {
        expect(entries.get(`${PUBLIC_URL}${path}`)?.lastmod, path).toBeDefined();
      }

      const dated = [
        ...Array.from({ length: 55 }, (_, index) => `${PUBLIC_URL}/episodes/episode-${index + 1}`),
        ...postIds.map((id) => `${PUBLIC_URL}/blog/${id}`),
      ];
      for (const loc of dated) {
        const lastmod = entries.get(loc)?.lastmod;
        expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
        expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
      }
      expect(entries.size).toBe(publicPages.length + dated.length);
    });
  });

  describe("JSON-LD", () => {
    it("describes the show as a PodcastSeries on Home", async () => {
      // Home reads its newest episodes too, so its loader is async.
      const args = routeArgs({ db: database.db });
      const data = await home.loader(args);
      // In the server's HTML head (entry.server.tsx), not in the page the route renders or its loader data.
      expect(jsonLdOf(renderRoute(home, data))).toEqual([]);
      const [structured, ...others] = jsonLdOf(structuredDataMarkup(contextOf(args)));
      expect(others).toEqual([]);
      expect(structured).toMatchObject({
        "@context": "https://schema.org",
        "@type": "PodcastSeries",
        name: site.podcastName,
        url: `${PUBLIC_URL}/`,
        description: site.description,
        image: `${PUBLIC_URL}${site.images.cover}`,
        author: { "@type": "Person", name: site.host.name, url: `${PUBLIC_URL}/about` },
        creator: { "@type": "Person", name: site.host.name },
        webFeed: `${PUBLIC_URL}/episodes/rss.xml`,
      });
    });

    it("describes the host as a Person on About", () => {
      const args = routeArgs({ db: database.db });
      // The page's data is its consultation link (no BOOKING_URL here: the contact form's); the
      // structured data goes to the document through the context.
      expect(about.loader(args)).toEqual({ consultation: consultationLink(undefined) });
      const [structured, ...others] = jsonLdOf(structuredDataMarkup(contextOf(args)));
      expect(others).toEqual([]);
      expect(structured).toEqual({
        "@context": "https://schema.org",
        "@type": "Person",
        name: site.host.name,
        jobTitle: site.host.role,
        description: site.host.shortBio,
        image: `${PUBLIC_URL}${site.images.hostPortrait}`,
        url: `${PUBLIC_URL}/about`,
        sameAs: socialLinks.map((link) => link.href),
        knowsAbout: ["Family law", "Divorce", "Mediation"],
        // Where she is licensed to practise (app/content/legal.ts), as credentials valid in each state.
        hasCredential: licensedJurisdictions.map((name) => ({
          "@type": "EducationalOccupationalCredential",
          credentialCategory: "license",
          name: `License to practise law in ${name}`,
          validIn: { "@type": "AdministrativeArea", name },
        })),
      });
    });
  });
});
