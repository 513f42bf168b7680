import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { episodeChapters } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { headLinksMarkup } from "~/.server/head-links";
import { site } from "~/content/site";
import * as oembed from "~/routes/api/oembed";
import * as embed from "~/routes/embed/episode-embed";
import * as episodePage from "~/routes/site/episode";
import { routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * The embeddable player (docs/decisions/0031-embed-player.md): the oEmbed answer an outside site reads
 * (every field of a "rich" response, https://oembed.com section 2.3.4), its refusals, the embed's own
 * document, and the discovery link on the episode page.
 */
const PUBLIC_URL = vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://untangled.example";
  return "https://untangled.example";
});
const TITLE = `Q&A: "Who keeps the house?" <script>alert(1)</script>`;
const SLUG = "who-keeps-the-house";
const PAGE = `${PUBLIC_URL}/episodes/${SLUG}`;

/** A rich oEmbed 1.0 response as the spec defines it, and nothing looser. */
const richResponse = z
  .object({
    version: z.literal("1.0"),
    type: z.literal("rich"),
    title: z.string(),
    author_name: z.string(),
    author_url: z.url(),
    provider_name: z.string(),
    provider_url: z.url(),
    cache_age: z.number().int().positive(),
    thumbnail_url: z.url(),
    thumbnail_width: z.number().int().positive(),
    thumbnail_height: z.number().int().positive(),
    html: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

describe.each(testDatabaseKinds)("the embeddable player on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    const [episode] = await database.db
      .insert(episodes)
      .values({
        slug: SLUG,
        title: TITLE,
        description: "<p>Notes</p>",
        audioUrl: "https://cdn.example/house.mp3",
        durationSeconds: 754,
      })
      .returning();
    await database.db.insert(episodeChapters).values([
      { episodeId: episode!.id, position: 0, startMs: 0, title: "Welcome" },
      { episodeId: episode!.id, position: 1, startMs: 95_000, title: "Who keeps <the> house" },
    ]);
    await database.db
      .insert(episodes)
      .values({ slug: "no-chapters", title: "No chapters", audioUrl: "https://cdn.example/b.mp3" });
    await database.db.insert(episodes).values({ slug: "no-audio", title: "Nothing to play" });
  }, 60_000);

  const ask = (query: string) =>
    oembed.loader(routeArgs({ db: database.db }, { request: new Request(`${PUBLIC_URL}/oembed?${query}`) }));

  it("answers a rich JSON response whose html is the embed's iframe", async () => {
    const response = await ask(`url=${encodeURIComponent(PAGE)}&format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = richResponse.parse(await response.json());
    expect(body).toMatchObject({
      title: TITLE,
      provider_name: site.podcastName,
      provider_url: `${PUBLIC_URL}/`,
      author_name: site.host.name,
      width: 560,
      height: 360,
    });
    expect(body.thumbnail_url).toMatch(new RegExp(`^${PUBLIC_URL}/images/podcast-cover\\.svg`));
    const iframe = new DOMParserLike(body.html);
    expect(iframe.tag).toBe("iframe");
    expect(iframe.attributes).toMatchObject({
      src: `${PUBLIC_URL}/embed/episodes/${SLUG}`,
      width: "560",
      height: "360",
      title: `Podcast player: ${TITLE}`,
      loading: "lazy",
    });
    // The title is an attribute value: its quotes and brackets cannot end it or open a tag.
    expect(body.html).not.toContain("<script");
    expect(body.html.match(/</g)).toHaveLength(2);
  });

  it("fits maxwidth and maxheight, reads the page's address with a moment or a trailing slash, and defaults to JSON", async () => {
    const small = richResponse.parse(
      await (await ask(`url=${encodeURIComponent(`${PAGE}/?t=90`)}&maxwidth=400&maxheight=300`)).json(),
    );
    expect([small.width, small.height]).toEqual([400, 300]);
    expect(small.html).toContain('width="400" height="300"');
    const roomy = richResponse.parse(
      await (await ask(`url=${encodeURIComponent(PAGE)}&maxwidth=2000&maxheight=abc`)).json(),
    );
    expect([roomy.width, roomy.height]).toEqual([560, 360]);
    // No chapters: the player alone, shorter.
    const plain = richResponse.parse(
      await (await ask(`url=${encodeURIComponent(`${PUBLIC_URL}/episodes/no-chapters`)}`)).json(),
    );
    expect([plain.width, plain.height]).toEqual([560, 200]);
  });

  it("answers 404 for an unknown episode or an address that is not one of ours, 501 for XML, 400 without url", async () => {
    const statuses = await Promise.all(
      [
        `url=${encodeURIComponent(`${PUBLIC_URL}/episodes/no-such-episode`)}`,
        `url=${encodeURIComponent(`https://elsewhere.example/episodes/${SLUG}`)}`,
        `url=${encodeURIComponent(`http://untangled.example/episodes/${SLUG}`)}`,
        `url=${encodeURIComponent(`${PUBLIC_URL}/blog/${SLUG}`)}`,
        `url=${encodeURIComponent(`${PUBLIC_URL}/episodes/${SLUG}/transcript.vtt`)}`,
        `url=${encodeURIComponent(`${PUBLIC_URL}/episodes/Bad%20Slug`)}`,
        "url=not-an-address",
        `url=${encodeURIComponent(PAGE)}&format=xml`,
        `url=${encodeURIComponent(PAGE)}&format=yaml`,
        "format=json",
      ].map(async (query) => {
        const response = await ask(query);
        expect(response.headers.get("content-type"), query).toMatch(/^application\/json/);
        return response.status;
      }),
    );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 501, 501, 400]);
  });

  it("renders the embed: title, art, a native player with controls to swap in, chapters and a link back", async () => {
    const response = await embed.loader(routeArgs({ db: database.db }, { params: { slug: SLUG } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("Q&amp;A: &quot;Who keeps the house?&quot; &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toMatch(/<audio src="https:\/\/cdn\.example\/house\.mp3" preload="metadata" controls=""/);
    expect(html).toMatch(/<script type="module" src="\/[^"]+embed-player-script\.ts"><\/script>/);
    expect(html).toContain('data-embed-chapter="" data-start="95"');
    expect(html).toContain("Who keeps &lt;the&gt; house");
    expect(html).toContain(`<a href="${PAGE}" target="_blank" rel="noopener">`);
    expect(html).toContain(`data-analytics-episode="${SLUG}"`);
    // Not the site's document: no header, footer, assistant or React Router scripts.
    expect(html).not.toMatch(/<header|<footer|__reactRouter|modulepreload/);
  });

  it("shows an episode without audio with its link only, and an unknown one as a small 404 page", async () => {
    const silent = await (await embed.loader(routeArgs({ db: database.db }, { params: { slug: "no-audio" } }))).text();
    expect(silent).not.toMatch(/<audio|<script/);
    expect(silent).toContain(`href="${PUBLIC_URL}/episodes/no-audio"`);
    const missing = await embed.loader(routeArgs({ db: database.db }, { params: { slug: "no-such-episode" } }));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Episode not found");
  });

  it("puts the oEmbed discovery link in the episode page's head", async () => {
    const args = routeArgs({ db: database.db }, { params: { slug: SLUG }, request: new Request(PAGE) }) as {
      context: Parameters<typeof headLinksMarkup>[0];
    };
    await episodePage.loader(args as never);
    const markup = headLinksMarkup(args.context);
    const href = `${PUBLIC_URL}/oembed?url=${encodeURIComponent(PAGE)}&amp;format=json`;
    expect(markup).toBe(
      `<link rel="alternate" type="application/json+oembed" href="${href}" title="Q&amp;A: &quot;Who keeps the house?&quot; &lt;script&gt;alert(1)&lt;/script&gt;">`,
    );
  });
});

/** The one element of an embed code: its tag and attributes (the code is a single void-free element). */
class DOMParserLike {
  tag: string;
  attributes: Record<string, string> = {};
  constructor(html: string) {
    const match = /^<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*><\/\1>$/.exec(html);
    if (!match) throw new Error(`not one element: ${html}`);
    this.tag = match[1]!;
    for (const [, name, value] of match[2]!.matchAll(/([\w-]+)="([^"]*)"/g)) {
      this.attributes[name!] = value!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    }
  }
}
