import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { headMetaMarkup } from "~/.server/head-meta";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { episodePeople, people } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { site } from "~/content/site";
import * as blogCard from "~/routes/api/blog-post-card-png";
import * as episodeCard from "~/routes/api/episode-card-png";
import * as guestCard from "~/routes/api/guest-card-png";
import * as blogPostPage from "~/routes/site/blog-post";
import * as episodePage from "~/routes/site/episode";
import * as guestPage from "~/routes/site/guest";
import { contextWithServices, routeArgs } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * Share cards (docs/decisions/0032-share-cards.md): each episode, post and guest page's own 1200×630
 * PNG, rendered once per content and revalidated by ETag, and the page's meta tags that name it.
 */
const PUBLIC_URL = vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://untangled.example";
  return "https://untangled.example";
});
const SLUG = "who-keeps-the-house";
const GUEST = "renee-alvarez";

/** The width and height a PNG's header (its IHDR chunk, first after the signature) gives. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

type Meta = { property?: string; name?: string; content?: string };

describe.each(testDatabaseKinds)("share cards on %s", (kind) => {
  const database = useTestDatabase(kind);
  let postId = "";
  beforeAll(async () => {
    const [episode] = await database.db
      .insert(episodes)
      .values({ slug: SLUG, title: "Who Keeps the House?", episodeNumber: 42, audioUrl: "https://cdn.example/h.mp3" })
      .returning();
    const [person] = await database.db
      .insert(people)
      .values({ slug: GUEST, name: "Dr. Renee Alvarez", nameKey: "renee alvarez" })
      .returning();
    await database.db.insert(episodePeople).values({ episodeId: episode!.id, personId: person!.id, role: "guest" });
    const [post] = await database.db
      .insert(blogPosts)
      .values({ title: "Parenting Plans That Actually Work", excerpt: "Plans." })
      .returning();
    postId = post!.id;
  }, 60_000);

  const get = (
    loader: (args: never) => Promise<Response>,
    path: string,
    params: Record<string, string>,
    headers = {},
  ) => loader(routeArgs({ db: database.db }, { params, request: new Request(`${PUBLIC_URL}${path}`, { headers }) }));
  const getEpisodeCard = (headers = {}) =>
    get(episodeCard.loader, `/episodes/${SLUG}/card.png`, { slug: SLUG }, headers);

  it("serves an episode's card as a 1200×630 PNG with caching headers, and 304 for the ETag held", async () => {
    const started = performance.now();
    const response = await getEpisodeCard();
    const firstMs = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(response.headers.get("content-length")).toBe(String(bytes.length));

    const again = await getEpisodeCard({ "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    // Another tag is not this card: the PNG again.
    expect((await getEpisodeCard({ "If-None-Match": '"stale"' })).status).toBe(200);

    // Warm (the first render in the process also compiles the layout engine and parses the fonts).
    const before = performance.now();
    await database.db.update(episodes).set({ title: "Who Keeps the House? (Part 2)" }).where(eq(episodes.slug, SLUG));
    const changed = await getEpisodeCard({ "If-None-Match": etag! });
    const warmMs = performance.now() - before;
    console.info(`share card: first render ${firstMs.toFixed(0)} ms, a warm one ${warmMs.toFixed(0)} ms`);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const changedBytes = new Uint8Array(await changed.arrayBuffer());
    expect(pngSize(changedBytes)).toEqual({ width: 1200, height: 630 });
    expect(Buffer.from(changedBytes).equals(Buffer.from(bytes))).toBe(false);
  });

  it("changes an episode's card when its guests change", async () => {
    const before = (await getEpisodeCard()).headers.get("etag");
    await database.db.update(people).set({ name: "Dr. Renée Alvarez-Smith" }).where(eq(people.slug, GUEST));
    expect((await getEpisodeCard()).headers.get("etag")).not.toBe(before);
  });

  it("serves a post's and a guest's card", async () => {
    for (const response of [
      await get(blogCard.loader, `/blog/${postId}/card.png`, { id: postId }),
      await get(guestCard.loader, `/guests/${GUEST}/card.png`, { slug: GUEST }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("etag")).toBeTruthy();
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("answers 404 for content that does not exist", async () => {
    const unknownPost = "00000000-0000-4000-8000-000000000000";
    for (const response of [
      await get(episodeCard.loader, "/episodes/no-such-episode/card.png", { slug: "no-such-episode" }),
      await get(episodeCard.loader, "/episodes/..%2F/card.png", { slug: "../" }),
      await get(blogCard.loader, `/blog/${unknownPost}/card.png`, { id: unknownPost }),
      await get(blogCard.loader, "/blog/not-an-id/card.png", { id: "not-an-id" }),
      await get(guestCard.loader, "/guests/nobody/card.png", { slug: "nobody" }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    }
  });

  it("names each page's own card in its Open Graph and Twitter tags, with its size and alt text", async () => {
    const matches = [{ id: "root", loaderData: { publicUrl: PUBLIC_URL } }];
    const pages = [
      {
        page: episodePage,
        path: `/episodes/${SLUG}`,
        params: { slug: SLUG },
        alt: `"Who Keeps the House? (Part 2)", an episode of`,
      },
      {
        page: blogPostPage,
        path: `/blog/${postId}`,
        params: { id: postId },
        alt: `"Parenting Plans That Actually Work", from the`,
      },
      {
        page: guestPage,
        path: `/guests/${GUEST}`,
        params: { slug: GUEST },
        alt: "Dr. Renée Alvarez-Smith, a guest on",
      },
    ];
    for (const { page, path, params, alt } of pages) {
      const context = contextWithServices({ db: database.db });
      const request = new Request(`${PUBLIC_URL}${path}`);
      const url = new URL(request.url);
      const loaderData = await (page.loader as (args: unknown) => Promise<unknown>)({
        request,
        params,
        context,
        url,
        pattern: url.pathname,
      });
      const tags = (page.meta as (args: unknown) => Meta[])({ matches, loaderData });
      const value = (key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content;
      const card = `${PUBLIC_URL}${path}/card.png`;
      expect(value("og:image"), path).toBe(card);
      expect(value("twitter:image"), path).toBe(card);
      expect(value("twitter:card")).toBe("summary_large_image");
      // The card's description, in the server's HTML only (app/.server/head-meta.ts).
      const head = headMetaMarkup(context);
      const altText = `${alt} ${site.podcastName}`.replace(/"/g, "&quot;");
      expect(head).toContain('<meta property="og:image:type" content="image/png">');
      expect(head).toContain('<meta property="og:image:width" content="1200">');
      expect(head).toContain('<meta property="og:image:height" content="630">');
      expect(head).toContain(`<meta property="og:image:alt" content="${altText}`);
      expect(head).toContain(`<meta name="twitter:image:alt" content="${altText}`);
    }
  });
});
