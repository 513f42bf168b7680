import { readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importBlogPostsByUrls } from "~/.server/blog/import-blog-by-urls";
import { importBlogPostsFromSite } from "~/.server/blog/import-blog-posts";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { describeWithFixtures, fixturesDir, readFixture } from "./support/fixtures";

/**
 * Real WordPress output and real article pages, imported end to end: served over loopback HTTP,
 * fetched by the guarded fetcher, parsed, sanitized and written to a real database.
 */

type Route = { status?: number; contentType: string; body: string };

/** A loopback server answering exact paths (query included when the key has one). */
async function serve(routes: Record<string, Route>): Promise<{ base: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const route = routes[request.url ?? ""] ?? routes[new URL(request.url ?? "/", "http://x").pathname];
    if (!route) return void response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    response.writeHead(route.status ?? 200, { "content-type": route.contentType }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const WORDPRESS_POSTS = 10;
const collapse = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

describeWithFixtures("corpus: importing real WordPress output and article pages", () => {
  const articles = readdirSync(path.join(fixturesDir, "articles")).sort();
  let wpJson: Awaited<ReturnType<typeof serve>>;
  let wpRss: Awaited<ReturnType<typeof serve>>;
  let pages: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    // Two sites: one with the REST API (one page of posts, then WordPress's 400), one with only the feed.
    wpJson = await serve({
      "/wp-json/wp/v2/posts?per_page=100&page=1&_embed": {
        contentType: "application/json; charset=UTF-8",
        body: readFixture("wordpress/wp-json-posts.json"),
      },
      "/wp-json/wp/v2/posts?per_page=100&page=2&_embed": {
        status: 400,
        contentType: "application/json; charset=UTF-8",
        body: '{"code":"rest_post_invalid_page_number","message":"The page number requested is larger than the number of pages available.","data":{"status":400}}',
      },
    });
    wpRss = await serve({
      "/feed/": { contentType: "application/rss+xml; charset=UTF-8", body: readFixture("wordpress/wp-rss-feed.xml") },
    });
    pages = await serve(
      Object.fromEntries(
        articles.map((name) => [
          `/${name}/`,
          { contentType: "text/html; charset=utf-8", body: readFixture(`articles/${name}/source.html`) },
        ]),
      ),
    );
  });
  afterAll(() => Promise.all([wpJson?.close(), wpRss?.close(), pages?.close()]));

  describe.each(testDatabaseKinds)("on %s", (kind) => {
    const db = useTestDatabase(kind);
    beforeEach(async () => {
      await db.db.delete(blogPosts);
    });

    async function expectTenCleanPosts() {
      const rows = await db.db.select().from(blogPosts);
      expect(rows).toHaveLength(WORDPRESS_POSTS);
      for (const row of rows) {
        expect(row.categories, row.title).not.toBeNull();
        expect(row.categories!.length, row.title).toBeGreaterThan(0);
        expect(row.excerpt, row.title).not.toMatch(/appeared first on/i);
        expect(row.excerpt.length, row.title).toBeGreaterThan(20);
        expect(row.fullContent, row.title).not.toMatch(/<script|\son\w+=|javascript:|appeared first on/i);
        expect(row.sourceUrl).toMatch(/^https:\/\/alley\.com\/news\/[a-z0-9-]+\/$/);
        expect(row.contentUrl).toBe(row.sourceUrl);
        // The feed names an image for only some posts (media:content or one in the content).
        if (row.imageUrl !== null) expect(row.imageUrl).toMatch(/^https:\/\//);
        expect(row.title).not.toMatch(/&#?\w+;|<|^\s|\s$/);
      }
      return rows;
    }

    it("imports the 10 posts of the WordPress REST API response", async () => {
      const started = performance.now();
      const result = await importBlogPostsFromSite(db.db, { sourceUrl: `${wpJson.base}/`, allowPrivateNetwork: true });
      console.info(`[corpus blog] wp-json-posts.json on ${kind}: ${Math.round(performance.now() - started)} ms`);
      expect(result).toEqual({ imported: WORDPRESS_POSTS, errors: 0, alreadyPresent: 0, failures: [] });
      const rows = await expectTenCleanPosts();
      const titles = rows.map((row) => row.title);
      expect(titles).toContain("MVP for Marketing \u2013 Realizing Helperbot\u2019s Publicity");
      expect(rows.find((row) => row.title.startsWith("Bringing Inclusivity"))?.categories).toEqual(["Inside Alley"]);
      // Every post of the API has a featured image (Jetpack's field; the response has no _embedded).
      for (const row of rows) expect(row.imageUrl, row.title).toMatch(/^https:\/\/alley\.com\/wp-content\/uploads\//);

      const again = await importBlogPostsFromSite(db.db, { sourceUrl: `${wpJson.base}/`, allowPrivateNetwork: true });
      expect(again).toMatchObject({ imported: 0, alreadyPresent: WORDPRESS_POSTS });
    });

    it("imports the 10 posts of the WordPress RSS feed, and recognizes them as the API's posts", async () => {
      const started = performance.now();
      const result = await importBlogPostsFromSite(db.db, { sourceUrl: `${wpRss.base}/`, allowPrivateNetwork: true });
      console.info(`[corpus blog] wp-rss-feed.xml on ${kind}: ${Math.round(performance.now() - started)} ms`);
      expect(result).toEqual({ imported: WORDPRESS_POSTS, errors: 0, alreadyPresent: 0, failures: [] });
      const rows = await expectTenCleanPosts();
      // Titles are trimmed even where the feed pads them (" A RenderATL Welcome…").
      expect(rows.map((row) => row.title)).toContain("A RenderATL Welcome into the Tech World");
      expect(rows.filter((row) => row.imageUrl).length).toBeGreaterThanOrEqual(4);

      // Same site, other route: the canonical addresses match, so nothing is added twice.
      const fromApi = await importBlogPostsFromSite(db.db, { sourceUrl: `${wpJson.base}/`, allowPrivateNetwork: true });
      expect(fromApi).toMatchObject({ imported: 0, alreadyPresent: WORDPRESS_POSTS });
    });

    it.each(articles)("imports articles/%s by URL with its title", async (name) => {
      const expected = JSON.parse(readFixture(`articles/${name}/expected-metadata.json`)) as { title: string };
      const started = performance.now();
      const result = await importBlogPostsByUrls(db.db, {
        urls: [`${pages.base}/${name}/`],
        allowPrivateNetwork: true,
      });
      console.info(`[corpus blog] articles/${name} by URL on ${kind}: ${Math.round(performance.now() - started)} ms`);
      expect(result).toEqual({ imported: 1, errors: 0, alreadyPresent: 0, failures: [] });

      const [row] = await db.db.select().from(blogPosts);
      expect(collapse(row!.title)).toBe(collapse(expected.title));
      expect(row!.fullContent.length).toBeGreaterThan(500);
      expect(row!.fullContent).not.toMatch(/<script|<style|\son\w+=|javascript:/i);
      expect(row!.excerpt.length).toBeGreaterThan(20);
      expect(row!.sourceUrl).toMatch(/^https?:\/\//);
    });
  });
});
