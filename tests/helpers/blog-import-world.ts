/**
 * The outside world of the blog import tests (tests/integration/blog-import-from-site.test.ts and
 * blog-import-by-url.test.ts): a WordPress site, a site with feeds and article pages, and the queries
 * the tests read the imported posts with.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { importBlogPostsByUrls } from "~/.server/blog/import-blog-by-urls";
import { importBlogPostsFromSite } from "~/.server/blog/import-blog-posts";
import { blogPosts, type BlogPost } from "~/.server/db/schema/blog-posts";
import { startFixtureServer, type FixtureServer } from "./fixture-server";
import { rowsOf, type TestDatabase } from "./test-database";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/blog");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

export const WP_SITE = "https://untangled-blog.example";
export const WP_PAGES = [1, 2, 3].map((page) => fixture(`wp-posts-page-${page}.json`));
export const WP_TOTAL = 5;

/**
 * The WordPress side of the outside world, which the shared fixture server cannot play: it answers
 * by query string (`?page=N`) and it can hold a request open forever. Also counts how many page
 * requests were in flight at once.
 */
export type WordPressServer = {
  base: string;
  hits(key: string): number;
  maxInFlight(): number;
  close(): Promise<void>;
};

export async function startWordPressServer(): Promise<WordPressServer> {
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
export const OVERSIZED_BYTES = 64 * 1024 * 1024;

export const SITE_ROUTES = {
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

/** The two sites the imports read, started side by side (the database comes from useTestDatabase). */
export async function startBlogImportSites(): Promise<{ site: FixtureServer; wordpress: WordPressServer }> {
  const [site, wordpress] = await Promise.all([startFixtureServer(SITE_ROUTES), startWordPressServer()]);
  return { site, wordpress };
}

/** The imports as the tests run them (loopback sites allowed), and reads of what they stored. */
export function blogImportActions(currentDatabase: () => TestDatabase) {
  const fromSite = (sourceUrl: string) =>
    importBlogPostsFromSite(currentDatabase().db, { sourceUrl, allowPrivateNetwork: true });
  const byUrls = (urls: string[], options: { timeoutMs?: number } = {}) =>
    importBlogPostsByUrls(currentDatabase().db, { urls, allowPrivateNetwork: true, ...options });

  /** Every row exactly as the database serializes it, by id: "unchanged" means byte for byte. */
  async function snapshot(): Promise<Map<string, string>> {
    const rows = rowsOf<{ id: string; row: string }>(
      await currentDatabase().db.execute(
        sql`select id::text as id, row_to_json(b)::text as row from blog_posts b order by id`,
      ),
    );
    return new Map(rows.map(({ id, row }) => [id, row]));
  }

  async function postAt(url: string): Promise<BlogPost> {
    const [row] = await currentDatabase().db.select().from(blogPosts).where(eq(blogPosts.sourceUrl, url));
    if (!row) throw new Error(`no post with source_url ${url}`);
    return row;
  }

  return { fromSite, byUrls, snapshot, postAt };
}

/** No script, event handler or feed boilerplate in what an import stored. */
export function expectSafe(row: BlogPost) {
  expect(row.fullContent).not.toMatch(/<script|\son\w+=|javascript:|appeared first on/i);
  expect(row.excerpt).not.toMatch(/appeared first on|<|&#\d+;|&amp;/);
}
