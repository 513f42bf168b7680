import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBlogFeed } from "~/.server/blog/parse-blog-feed";
import { samplePostId } from "~/content/sample-posts";
import { site } from "~/content/site";
import { blogTexts } from "~/lib/blog";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { inHtml, sampleArchive, sampleChips, samplesNewestFirst } from "../helpers/blog-posts";
import { exitCodeOf, freePort, newServerDataDir, startServerProcess, waitForUrl } from "../helpers/server-process";

/**
 * The public blog as a browser without JavaScript and a feed reader receive it, from the production
 * server: first with no posts at all (SAMPLE_CONTENT=off), then with the sample posts.
 */
describe("the blog served by the production server", () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = newServerDataDir("blog-pages-");
    dataDirs.push(dir);
    return dir;
  };
  const unknownId = "00000000-0000-4000-8000-000000000000";
  /** A cold start (migrations, seeding) and a dozen requests, with room for a busy machine. */
  const SERVER_TEST_TIMEOUT = 90_000;

  beforeAll(() => ensureBuild(), 180_000);
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  async function startBlogServer(sampleContent: "on" | "off") {
    const server = startServerProcess({
      dataDir: newDataDir(),
      port: await freePort(),
      env: { SAMPLE_CONTENT: sampleContent },
    });
    try {
      await waitForUrl(`${server.base}/readyz`);
      // Ready, and it is ours that answered.
      expect(server.child.exitCode, server.output()).toBeNull();
      return server;
    } catch (error) {
      server.child.kill("SIGTERM");
      await exitCodeOf(server.child);
      throw error;
    }
  }

  async function expectNotFound(base: string, pathname: string) {
    const response = await fetch(`${base}${pathname}`);
    expect(response.status, pathname).toBe(404);
    expect(await response.text(), pathname).toContain(blogTexts.notFound);
  }

  it(
    "shows the spec's empty state, an empty feed and no post pages when there are no posts",
    async () => {
      const server = await startBlogServer("off");
      try {
        const blog = await fetch(`${server.base}/blog`);
        expect(blog.status).toBe(200);
        const html = await blog.text();
        expect(blogTexts.empty).toBe("No blog posts available yet. Check back soon for new content!");
        expect(html).toContain(blogTexts.empty);
        expect(html).not.toContain("All Articles");
        expect(html).toContain('type="application/rss+xml"');

        const rss = await fetch(`${server.base}/blog/rss.xml`);
        expect(rss.status).toBe(200);
        expect(rss.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
        const xml = await rss.text();
        expect(xml).toContain('<rss version="2.0"');
        const feed = parseBlogFeed(xml);
        expect(feed).toMatchObject({ format: "rss", title: `${site.podcastName} — Blog`, items: [], skipped: [] });
        expect(feed.link).toBe(`${server.base}/blog`);

        const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
        expect(sitemap).toContain(`${server.base}/blog</loc>`);
        expect(sitemap).not.toContain("/blog/");

        await expectNotFound(server.base, `/blog/${samplePostId(0)}`);
        await expectNotFound(server.base, `/blog/${unknownId}`);
        await expectNotFound(server.base, "/blog/not-a-uuid");
      } finally {
        server.child.kill("SIGTERM");
        await exitCodeOf(server.child);
      }
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    "renders the sample posts, their pages, the RSS feed and sitemap entries without JavaScript",
    async () => {
      const server = await startBlogServer("on");
      try {
        const featured = samplesNewestFirst.find((sample) => sample.isFeatured)!;

        const blog = await fetch(`${server.base}/blog`);
        expect(blog.status).toBe(200);
        const html = await blog.text();
        expect(html).not.toContain(blogTexts.empty);
        expect(html).toContain(inHtml(featured.title));
        expect(html).toContain(`Showing 1–12 of ${sampleArchive.length} articles`);
        for (const sample of sampleArchive.slice(0, 12)) {
          expect(html).toContain(inHtml(sample.title));
          expect(html).toContain(`href="/blog/${sample.id}"`);
        }
        for (const sample of sampleArchive.slice(12)) expect(html).not.toContain(inHtml(sample.title));
        for (const chip of sampleChips) {
          expect(html).toContain(`href="${inHtml(`/blog?${new URLSearchParams({ category: chip })}`)}"`);
        }
        expect(html).toContain('href="/blog?page=2"');

        // Pages clamp: past the end is the last page.
        const lastPage = await (await fetch(`${server.base}/blog?page=99`)).text();
        expect(lastPage).toContain(`Showing 13–${sampleArchive.length} of ${sampleArchive.length} articles`);
        for (const sample of sampleArchive.slice(12)) expect(lastPage).toContain(inHtml(sample.title));

        const finances = sampleArchive.filter((sample) => sample.categories.includes("Finances"));
        const byCategory = await (await fetch(`${server.base}/blog?category=Finances`)).text();
        expect(byCategory).toContain(`Showing 1–${finances.length} of ${finances.length} articles`);
        expect(byCategory).toContain('<meta name="robots" content="noindex, follow"/>');

        const literal = await (await fetch(`${server.base}/blog?q=%25`)).text();
        expect(literal).toContain("Showing 0 articles");
        expect(literal).toContain(blogTexts.noMatch);

        // A post page, server-rendered, with its full content and structured data.
        const first = samplesNewestFirst[0]!;
        const page = await fetch(`${server.base}/blog/${first.id}`);
        expect(page.status).toBe(200);
        const pageHtml = await page.text();
        expect(pageHtml).toContain(inHtml(first.title));
        expect(pageHtml).toContain(inHtml(first.body[0]!));
        expect(pageHtml).toContain('"@type":"BlogPosting"');
        // Google's article rules: the publisher with its logo, an ImageObject at an absolute address
        // that the server really serves.
        const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(pageHtml)![1]!);
        expect(jsonLd.publisher).toEqual({
          "@type": "Organization",
          name: site.podcastName,
          url: `${server.base}/`,
          logo: { "@type": "ImageObject", url: `${server.base}${site.images.logo}` },
        });
        const logo = await fetch(jsonLd.publisher.logo.url);
        expect(logo.status).toBe(200);
        expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
        expect(pageHtml).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/blog/${first.id}"`));

        await expectNotFound(server.base, `/blog/${unknownId}`);
        await expectNotFound(server.base, "/blog/not-a-uuid");
        await expectNotFound(server.base, `/blog/${first.id}x`);
        await expectNotFound(server.base, "/blog/..%2F..%2Fetc");

        // The feed: valid RSS 2.0, every sample newest first, each linking to its page here.
        const rss = await fetch(`${server.base}/blog/rss.xml`);
        expect(rss.status).toBe(200);
        expect(rss.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
        const xml = await rss.text();
        expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
        const feed = parseBlogFeed(xml);
        expect(feed.format).toBe("rss");
        expect(feed.title).toBe(`${site.podcastName} — Blog`);
        expect(feed.skipped).toEqual([]);
        expect(feed.items.map((item) => item.title)).toEqual(samplesNewestFirst.map((sample) => sample.title));
        for (const [index, item] of feed.items.entries()) {
          const sample = samplesNewestFirst[index]!;
          expect(item.link).toBe(`${server.base}/blog/${sample.id}`);
          expect(item.publishedAt?.toISOString()).toBe(new Date(sample.publishedDate).toISOString());
          expect(item.categories).toEqual(sample.categories);
          expect(item.contentHtml).toBe(sample.excerpt);
        }

        // The sitemap lists every post's page with its last modification.
        const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
        const entries = [...sitemap.matchAll(/\/blog\/([0-9a-f-]{36})<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
        expect(entries.map((entry) => entry[1]).sort()).toEqual(samplesNewestFirst.map((sample) => sample.id).sort());
        for (const entry of entries) expect(Number.isNaN(Date.parse(entry[2]!))).toBe(false);
      } finally {
        server.child.kill("SIGTERM");
        await exitCodeOf(server.child);
      }
    },
    SERVER_TEST_TIMEOUT,
  );
});
