import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BlogImportError } from "~/.server/blog/blog-import-error";
import { importBlogPostsByUrls, MAX_IMPORT_URLS, NO_URLS_MESSAGE } from "~/.server/blog/import-blog-by-urls";
import { importBlogPostsFromSite } from "~/.server/blog/import-blog-posts";
import { blogPosts, type BlogPost } from "~/.server/db/schema/blog-posts";
import { GuardedFetchError } from "~/.server/net/guarded-fetch";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "../helpers/test-database";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/blog");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const WP_SITE = "https://untangled-blog.example";
const WP_PAGES = [1, 2, 3].map((page) => fixture(`wp-posts-page-${page}.json`));
const WP_TOTAL = 5;

/**
 * The WordPress side of the outside world, which the shared fixture server cannot play: it answers
 * by query string (`?page=N`) and it can hold a request open forever. Also counts how many page
 * requests were in flight at once.
 */
type WordPressServer = {
  base: string;
  hits(key: string): number;
  maxInFlight(): number;
  close(): Promise<void>;
};

async function startWordPressServer(): Promise<WordPressServer> {
  const hits = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://wordpress.invalid");
    const page = Number(url.searchParams.get("page") ?? 0);
    const key = page ? `${url.pathname}?page=${page}` : url.pathname;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers })
        .end(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    const pagingHeaders = { "x-wp-total": String(WP_TOTAL), "x-wp-totalpages": String(WP_PAGES.length) };

    if (url.pathname === "/wp-json/wp/v2/posts") {
      const body = WP_PAGES[page - 1];
      if (body) return json(200, body, pagingHeaders);
      return json(400, {
        code: "rest_post_invalid_page_number",
        message: "The page number requested is larger than the number of pages available.",
        data: { status: 400 },
      });
    }
    if (url.pathname === "/broken/wp-json/wp/v2/posts") {
      if (page === 1) return json(200, WP_PAGES[0], pagingHeaders);
      return response
        .writeHead(500, { "content-type": "text/html" })
        .end("<h1>Error establishing a database connection</h1>");
    }
    if (url.pathname === "/hang") return; // never answers; closed by close()
    const concurrent = /^\/concurrent\/(\d+)\/$/.exec(url.pathname);
    if (concurrent) {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(concurrentArticle(concurrent[1]!));
      }, 120);
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (key) => hits.get(key) ?? 0,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function concurrentArticle(n: string): string {
  const paragraph = `<p>Post ${n} explains how a temporary order works while the divorce is pending, who pays the
mortgage in the meantime, and why it matters to keep every receipt from the first day on.</p>`;
  return `<!doctype html><html><head><title>Temporary Orders, Part ${n}</title>
<meta property="og:title" content="Temporary Orders, Part ${n}"></head>
<body><article><h1>Temporary Orders, Part ${n}</h1>${paragraph.repeat(4)}</article></body></html>`;
}

/** Far past the 5 MB page limit, to show the importer hangs up rather than reading on. */
const OVERSIZED_BYTES = 64 * 1024 * 1024;

const SITE_ROUTES = {
  // RSS, found at WordPress's /feed/ after the home page announced nothing.
  "/rss-site/": { body: fixture("home-without-feed-link.html"), contentType: "text/html; charset=UTF-8" },
  "/rss-site/feed/": { body: fixture("rss-feed.xml") },
  // Atom, announced by the home page (after a comments feed, which must not be chosen).
  "/atom-site/": { body: fixture("home-with-feed-link.html"), contentType: "text/html; charset=UTF-8" },
  "/atom-site/atom.xml": { body: fixture("atom-feed.xml"), contentType: "application/atom+xml" },
  "/atom-site/comments/feed/": { body: fixture("rss-feed.xml") },
  "/no-feed/": { body: fixture("home-without-feed-link.html"), contentType: "text/html" },
  // Pages imported by address.
  "/articles/open-graph/": { body: fixture("article-open-graph.html"), contentType: "text/html; charset=UTF-8" },
  "/articles/json-ld/": { body: fixture("article-json-ld.html"), contentType: "text/html" },
  "/articles/moved/": { body: "", status: 301, headers: { location: "/articles/open-graph/" } },
  "/articles/to-metadata/": {
    body: "",
    status: 302,
    headers: { location: "http://169.254.169.254/latest/meta-data/" },
  },
  "/api/posts.json": { body: '{"posts":[]}', contentType: "application/json" },
  "/files/guide.pdf": { body: "%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n", contentType: "application/pdf" },
  "/articles/huge/": {
    stream: { bytes: OVERSIZED_BYTES, prefix: "<!doctype html><html><head><title>Huge</title></head><body>" },
    contentType: "text/html",
  },
};

describe.each(testDatabaseKinds)("blog import on %s", (kind) => {
  let database: TestDatabase;
  let site: FixtureServer;
  let wordpress: WordPressServer;
  beforeAll(async () => {
    [database, site, wordpress] = await Promise.all([
      createTestDatabase(kind),
      startFixtureServer(SITE_ROUTES),
      startWordPressServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([database?.destroy(), site?.close(), wordpress?.close()]);
  });
  beforeEach(async () => {
    await database.db.delete(blogPosts);
  });

  const fromSite = (sourceUrl: string) =>
    importBlogPostsFromSite(database.db, { sourceUrl, allowPrivateNetwork: true });
  const byUrls = (urls: string[], options: { timeoutMs?: number } = {}) =>
    importBlogPostsByUrls(database.db, { urls, allowPrivateNetwork: true, ...options });

  /** Every row exactly as the database serializes it, by id: "unchanged" means byte for byte. */
  async function snapshot(): Promise<Map<string, string>> {
    const rows = rowsOf<{ id: string; row: string }>(
      await database.db.execute(sql`select id::text as id, row_to_json(b)::text as row from blog_posts b order by id`),
    );
    return new Map(rows.map(({ id, row }) => [id, row]));
  }

  async function postAt(url: string): Promise<BlogPost> {
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.sourceUrl, url));
    if (!row) throw new Error(`no post with source_url ${url}`);
    return row;
  }

  function expectSafe(row: BlogPost) {
    expect(row.fullContent).not.toMatch(/<script|\son\w+=|javascript:|appeared first on/i);
    expect(row.excerpt).not.toMatch(/appeared first on|<|&#\d+;|&amp;/);
  }

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
      expect(failure).toBeInstanceOf(BlogImportError);
      expect((failure as BlogImportError).code).toBe("no-source-posts");
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
      expect(failure).toBeInstanceOf(BlogImportError);
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
