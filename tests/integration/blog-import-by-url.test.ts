/** Importing blog posts from a list of article addresses ("Import URLs"). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "~/.server/app-error";
import { importBlogPostsByUrls, MAX_IMPORT_URLS, NO_URLS_MESSAGE } from "~/.server/blog/import-blog-by-urls";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import {
  blogImportActions,
  expectSafe,
  OVERSIZED_BYTES,
  startBlogImportSites,
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

  const { byUrls, snapshot, postAt } = blogImportActions(() => database.connection);

  describe("by URL", () => {
    const good = () => site.url("/articles/open-graph/");

    it("imports the good pages, lists each failure with its reason, and lets no failure stop the others", async () => {
      const hitsBefore = site.hits("/articles/open-graph/");
      const started = performance.now();
      const result = await byUrls([
        good(),
        // The same post again: tracking parameters, spaces, no trailing slash; merged before fetching.
        `${good()}?utm_source=newsletter&utm_medium=email`,
        `   ${good().replace(/\/$/, "")}   `,
        "",
        "   ",
        site.url("/articles/json-ld/"),
        // A different address whose page is the same post.
        site.url("/articles/moved/"),
        site.url("/articles/missing/"),
        site.url("/api/posts.json"),
        site.url("/files/guide.pdf"),
        site.url("/articles/huge/"),
        "not a web address",
      ]);
      console.info(`[${kind}] by-URL import of 12 lines: ${Math.round(performance.now() - started)} ms`);

      expect(result).toEqual({
        imported: 2,
        errors: 5,
        alreadyPresent: 1,
        failures: [
          { url: "not a web address", reason: "is not a web address (only http and https addresses can be imported)" },
          { url: site.url("/articles/missing/"), reason: "answered with HTTP 404" },
          { url: site.url("/api/posts.json"), reason: "is not an HTML page (it is application/json)" },
          { url: site.url("/files/guide.pdf"), reason: "is not an HTML page (it is application/pdf)" },
          { url: site.url("/articles/huge/"), reason: "is larger than the 5 MB limit" },
        ],
      });
      // Once directly, once through the redirect.
      expect(site.hits("/articles/open-graph/") - hitsBefore).toBe(2);
      // The client hung up instead of reading the whole oversized page.
      expect(site.bytesSent("/articles/huge/")).toBeLessThan(OVERSIZED_BYTES / 2);

      const article = await postAt(good());
      expect(article).toMatchObject({
        title: "Holiday Custody Schedules That Work",
        excerpt:
          "Alternate years, split the day, or fixed holidays. Each has trade-offs. Pick the one your children can live with.",
        contentUrl: good(),
        imageUrl: site.url("/images/holiday-schedules.jpg"),
        categories: ["Custody", "Holidays"],
        publishedDate: new Date("2025-03-01T15:30:00Z"),
        isFeatured: false,
      });
      expect(article.fullContent).toContain("<strong>Alternating years</strong>");
      // Made absolute, and asked for over https: the site's pages load images over https only.
      expect(article.fullContent).toContain(`src="${site.url("/images/calendar.png").replace(/^http:/, "https:")}"`);
      expect(article.fullContent).not.toMatch(/<nav|All rights reserved/);
      expectSafe(article);

      expect(await postAt(site.url("/articles/json-ld/"))).toMatchObject({
        title: "Spousal Support, Explained",
        excerpt:
          "Support depends on need and ability to pay. It is rarely permanent. Judges look at the length of the marriage first.",
        imageUrl: site.url("/images/support.jpg"),
        categories: ["Finances", "Support"],
        publishedDate: new Date("2024-12-09T13:00:00Z"),
      });
    });

    it("adds nothing when the same list is imported again, and does not fetch known addresses", async () => {
      const urls = [good(), site.url("/articles/json-ld/"), site.url("/articles/moved/")];
      expect(await byUrls(urls)).toMatchObject({ imported: 2, alreadyPresent: 1, errors: 0 });
      const before = await snapshot();
      const jsonLdHits = site.hits("/articles/json-ld/");

      expect(await byUrls(urls)).toEqual({ imported: 0, errors: 0, alreadyPresent: 3, failures: [] });
      expect(await snapshot()).toEqual(before);
      expect(site.hits("/articles/json-ld/")).toBe(jsonLdHits);
    });

    it("never overwrites a post the owner made by hand that links to the same address", async () => {
      const [own] = await database.db
        .insert(blogPosts)
        .values({ title: "Our own summary", excerpt: "Hand-written.", contentUrl: site.url("/articles/json-ld/") })
        .returning();
      const before = await snapshot();
      expect(await byUrls([site.url("/articles/json-ld/")])).toMatchObject({ imported: 0, alreadyPresent: 1 });
      expect(await snapshot()).toEqual(before);
      expect(before.has(own!.id)).toBe(true);
    });

    it("gives up on a page that does not answer in time", async () => {
      const started = performance.now();
      const result = await byUrls([`${wordpress.base}/hang`, good()], { timeoutMs: 1000 });
      const elapsed = performance.now() - started;
      expect(result).toMatchObject({
        imported: 1,
        errors: 1,
        failures: [{ url: `${wordpress.base}/hang`, reason: "did not answer within 1 second" }],
      });
      expect(elapsed).toBeLessThan(5000);
    });

    it("fetches at most four pages at a time", async () => {
      const urls = Array.from({ length: 10 }, (_, index) => `${wordpress.base}/concurrent/${index + 1}/`);
      const started = performance.now();
      const result = await byUrls(urls);
      console.info(`[${kind}] 10 slow pages, 4 at a time: ${Math.round(performance.now() - started)} ms`);
      expect(result).toMatchObject({ imported: 10, errors: 0 });
      expect(wordpress.maxInFlight()).toBe(4);
    });

    it("refuses more than 50 addresses, or none, before fetching anything", async () => {
      const tooMany = Array.from({ length: MAX_IMPORT_URLS + 1 }, (_, index) => site.url(`/articles/n-${index}/`));
      const failure = await byUrls(tooMany).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: "too-many-urls" });
      expect((failure as Error).message).toContain("At most 50 URLs");
      expect(site.hits("/articles/n-0/")).toBe(0);

      // Fifty distinct addresses plus repeats are within the limit (repeats are merged first).
      const fifty = [...tooMany.slice(0, MAX_IMPORT_URLS), tooMany[0]!, `${tooMany[1]!}#top`];
      expect(await byUrls(fifty)).toMatchObject({ imported: 0, errors: MAX_IMPORT_URLS });

      await expect(byUrls(["", "   ", "\t"])).rejects.toMatchObject({ code: "no-urls", message: NO_URLS_MESSAGE });
    });

    describe("without allowPrivateNetwork (the default)", () => {
      it("refuses a loopback address without connecting, and imports nothing", async () => {
        const hitsBefore = site.hits("/articles/open-graph/");
        const result = await importBlogPostsByUrls(database.db, { urls: [good()] });
        expect(result).toEqual({
          imported: 0,
          errors: 1,
          alreadyPresent: 0,
          failures: [{ url: good(), reason: "points to a private or local network address" }],
        });
        expect(site.hits("/articles/open-graph/")).toBe(hitsBefore);
      });

      it("refuses a redirect to the cloud metadata address", async () => {
        // Only the fixture server's own address is let through, as a public site would be.
        const result = await importBlogPostsByUrls(database.db, {
          urls: [site.url("/articles/to-metadata/"), good()],
          isAllowedAddress: (address) => address === "127.0.0.1",
        });
        expect(result).toEqual({
          imported: 1,
          errors: 1,
          alreadyPresent: 0,
          failures: [
            { url: site.url("/articles/to-metadata/"), reason: "redirects to a private or local network address" },
          ],
        });
      });
    });
  });
});
