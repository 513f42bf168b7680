/** Importing a whole blog: a WordPress site through its REST API, else its RSS or Atom feed. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "~/.server/app-error";
import { importBlogPostsFromSite } from "~/.server/blog/import-blog-posts";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { GuardedFetchError } from "~/.server/net/guarded-fetch";
import {
  blogImportActions,
  expectSafe,
  startBlogImportSites,
  WP_PAGES,
  WP_SITE,
  WP_TOTAL,
  type WordPressServer,
} from "../helpers/blog-import-world";
import type { FixtureServer } from "../helpers/fixture-server";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("blog import on %s", (kind) => {
  const database = useTestDatabase(kind);
  let site: FixtureServer;
  let wordpress: WordPressServer;
  beforeAll(async () => {
    ({ site, wordpress } = await startBlogImportSites());
  });
  afterAll(async () => {
    await Promise.all([site?.close(), wordpress?.close()]);
  });
  beforeEach(async () => {
    await database.db.delete(blogPosts);
  });

  const { fromSite, snapshot, postAt } = blogImportActions(() => database.connection);

  describe("from a WordPress site (REST API)", () => {
    it("reads every page, maps each post, and stops at WordPress's end of pages", async () => {
      const started = performance.now();
      const result = await fromSite(`${wordpress.base}/`);
      console.info(`[${kind}] WordPress API, ${WP_PAGES.length} pages: ${Math.round(performance.now() - started)} ms`);
      expect(result).toEqual({ imported: WP_TOTAL, errors: 0, alreadyPresent: 0, failures: [] });

      for (const page of [1, 2, 3]) expect(wordpress.hits(`/wp-json/wp/v2/posts?page=${page}`)).toBe(1);
      // X-WP-TotalPages says 3: page 4 is never asked for.
      expect(wordpress.hits("/wp-json/wp/v2/posts?page=4")).toBe(0);
      expect(wordpress.hits("/wp-json/wp/v2/posts?page=5")).toBe(0);

      const plan = await postAt(`${WP_SITE}/2025/03/parenting-plan-guide/`);
      expect(plan).toMatchObject({
        title: "What\u2019s a \u201cParenting Plan\u201d? A Practical Guide",
        excerpt:
          "A parenting plan sets out where the children live and how decisions get made. Courts expect one. Writing it together saves money.",
        // Tracking parameters are not part of the address.
        contentUrl: `${WP_SITE}/2025/03/parenting-plan-guide/`,
        imageUrl: `${WP_SITE}/wp-content/uploads/2025/03/parenting-plan.jpg`,
        categories: ["Co-Parenting", "Kids & Family"],
        publishedDate: new Date("2025-03-03T11:00:00Z"),
        isFeatured: false,
      });
      expect(plan.fullContent).toContain("<strong>where the children live</strong>");
      expect(plan.fullContent).toContain('href="https://untangled-blog.example/contact/"');
      expect(plan.fullContent).not.toContain("evil.example");
      expectSafe(plan);

      // No featured image: the first one in the content. Only "Uncategorized": no categories.
      expect(await postAt(`${WP_SITE}/2025/02/dividing-the-house/`)).toMatchObject({
        imageUrl: `${WP_SITE}/wp-content/uploads/2025/02/house-chart.png`,
        categories: null,
        excerpt: "Buyouts, refinancing or selling: each has tax consequences…",
      });
      // An embedded media error and no image anywhere: no image.
      expect(await postAt(`${WP_SITE}/2025/02/spousal-support-myths/`)).toMatchObject({
        imageUrl: null,
        categories: ["Finances"],
        excerpt: "No, support is not automatic. And no, it is not forever.",
      });
      const mediation = await postAt(`${WP_SITE}/2025/02/mediation-or-court/`);
      expect(mediation.title).toBe("Mediation or Court?");
      expect(mediation.fullContent).toMatch(/^<h2>Choosing your path<\/h2>/);
      // No excerpt at all: taken from the content.
      expect((await postAt(`${WP_SITE}/2025/01/telling-your-kids/`)).excerpt).toBe(
        "Tell them together. Keep it simple. Tell them it is not their fault.",
      );
      for (const row of await database.db.select().from(blogPosts)) expectSafe(row);
    });

    it("adds nothing and changes nothing when run again", async () => {
      await fromSite(`${wordpress.base}/`);
      const before = await snapshot();
      expect(await fromSite(`${wordpress.base}/`)).toEqual({
        imported: 0,
        errors: 0,
        alreadyPresent: WP_TOTAL,
        failures: [],
      });
      expect(await snapshot()).toEqual(before);
    });

    it("keeps the pages it read when a later page fails, and says which page", async () => {
      const result = await fromSite(`${wordpress.base}/broken/`);
      const pageTwo = `${wordpress.base}/broken/wp-json/wp/v2/posts?per_page=100&page=2&_embed`;
      expect(result).toEqual({
        imported: 2,
        errors: 1,
        alreadyPresent: 0,
        failures: [{ url: pageTwo, reason: "answered with HTTP 500, so the posts from page 2 on were not imported" }],
      });
    });
  });

  describe("from a feed, when the site has no WordPress API", () => {
    it("falls back to the RSS feed at /feed/ after /wp-json answers 404", async () => {
      const result = await fromSite(site.url("/rss-site/"));
      expect(result).toEqual({ imported: 3, errors: 0, alreadyPresent: 0, failures: [] });
      expect(site.hits("/rss-site/wp-json/wp/v2/posts")).toBeGreaterThan(0);

      const grief = await postAt(`${WP_SITE}/2025/03/grieve-your-marriage/`);
      expect(grief).toMatchObject({
        title: "Why It\u2019s OK to Grieve Your Marriage",
        excerpt: "Grief after divorce is normal. It comes in waves. Naming it helps you move through it.",
        contentUrl: `${WP_SITE}/2025/03/grieve-your-marriage/`,
        imageUrl: `${WP_SITE}/wp-content/uploads/2025/03/grief-featured.jpg`,
        categories: ["Healing"],
        publishedDate: new Date("2025-03-03T11:00:00Z"),
      });
      expect(grief.fullContent).toContain(`src="${WP_SITE}/wp-content/uploads/2025/03/waves.jpg"`);
      expectSafe(grief);

      expect(await postAt(`${WP_SITE}/2025/02/protecting-your-credit/`)).toMatchObject({
        excerpt: "Joint accounts are the biggest risk. Close them or freeze them early…",
        imageUrl: `${WP_SITE}/wp-content/uploads/2025/02/credit-report.png`,
        categories: ["Finances", "Credit & Debt"],
      });
      expect(await postAt(`${WP_SITE}/2025/02/choosing-a-mediator/`)).toMatchObject({
        excerpt: "Ask about training, fees and how they handle impasse.",
        imageUrl: null,
        categories: null,
      });

      const before = await snapshot();
      expect(await fromSite(site.url("/rss-site/"))).toMatchObject({ imported: 0, alreadyPresent: 3 });
      expect(await snapshot()).toEqual(before);
    });

    it("reads the source itself when it is a feed", async () => {
      expect(await fromSite(site.url("/rss-site/feed/"))).toMatchObject({ imported: 3, errors: 0 });
    });

    it("finds an Atom feed announced by the home page, and not its comments feed", async () => {
      const commentsBefore = site.hits("/atom-site/comments/feed/");
      expect(await fromSite(site.url("/atom-site/"))).toEqual({
        imported: 2,
        errors: 0,
        alreadyPresent: 0,
        failures: [],
      });
      expect(site.hits("/atom-site/comments/feed/")).toBe(commentsBefore);
      expect(await postAt("https://notes.untangled.example/custody-school-year/")).toMatchObject({
        title: "Custody & the School Year",
        excerpt: "School calendars drive most schedules. Plan around them.",
        imageUrl: "https://notes.untangled.example/images/school.jpg",
        categories: ["Custody"],
        publishedDate: new Date("2025-03-10T09:00:00Z"),
      });
      expect(await postAt("https://notes.untangled.example/keeping-records/")).toMatchObject({
        excerpt: "Write down every exchange & missed visit.",
        publishedDate: new Date("2025-03-01T09:00:00Z"),
      });
    });

    it("fails with a clear message, writing nothing, when there is no API and no feed", async () => {
      const failure = await fromSite(site.url("/no-feed/")).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe("no-source-posts");
      expect((failure as Error).message).toMatch(/has no WordPress posts API and no RSS or Atom feed could be found/);
      expect(await snapshot()).toEqual(new Map());
    });

    it("refuses a loopback source by default, before any request", async () => {
      const hitsBefore = site.hits("/rss-site/");
      const failure = await importBlogPostsFromSite(database.db, { sourceUrl: site.url("/rss-site/") }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(GuardedFetchError);
      expect((failure as GuardedFetchError).code).toBe("private-address");
      expect(site.hits("/rss-site/") - hitsBefore).toBe(0);
    });
  });
});
