/**
 * Every public page, in one place. Navigation, the sitemap, the page cache's rule for what it may
 * keep (server/page-cache.ts), the benchmark's routes (scripts/bench/routes.ts) and the browser tests'
 * page walks all derive from this list, so a page added here is linked, listed, cached, measured and
 * checked; a page missing here is none of those. Its route still goes in app/routes.ts. The query
 * parameters a page reads are declared here too (`pageQueryParameters`), for its loader and the page
 * cache's key alike.
 *
 * Plain data with no imports: the Express entry loads it from source.
 */

type ChangeFrequency = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type PublicPage = {
  path: string;
  /** Its name in the header and footer, the benchmark's table and test names. */
  name: string;
  /**
   * The header's links (the spec's seven, in its order) and the footer's: `true` in its Explore
   * column, `"legal"` in the line of legal notices under it.
   */
  header: boolean;
  footer: boolean | "legal";
  changeFrequency: ChangeFrequency;
  priority: number;
};

export const publicPages: readonly PublicPage[] = [
  { path: "/", name: "Home", header: true, footer: true, changeFrequency: "weekly", priority: 1.0 },
  { path: "/about", name: "About", header: true, footer: true, changeFrequency: "monthly", priority: 0.8 },
  {
    path: "/latest-episode",
    name: "Latest Episode",
    header: true,
    footer: true,
    changeFrequency: "weekly",
    priority: 0.9,
  },
  {
    path: "/episodes",
    name: "Episode archive",
    header: false,
    footer: false,
    changeFrequency: "weekly",
    priority: 0.8,
  },
  { path: "/blog", name: "Blog", header: true, footer: true, changeFrequency: "weekly", priority: 0.8 },
  { path: "/resources", name: "Resources", header: true, footer: true, changeFrequency: "monthly", priority: 0.7 },
  {
    path: "/guest-opportunities",
    name: "Guest Opportunities",
    header: true,
    footer: false,
    changeFrequency: "monthly",
    priority: 0.7,
  },
  { path: "/contact", name: "Contact", header: true, footer: true, changeFrequency: "yearly", priority: 0.5 },
  // Not in the spec's header; the footer and every episode page link to it.
  { path: "/guests", name: "Guests", header: false, footer: true, changeFrequency: "weekly", priority: 0.6 },
  // The legal notices (app/content/legal.ts), linked from the footer's bottom line.
  { path: "/disclaimer", name: "Disclaimer", header: false, footer: "legal", changeFrequency: "yearly", priority: 0.3 },
  { path: "/privacy", name: "Privacy", header: false, footer: "legal", changeFrequency: "yearly", priority: 0.3 },
  {
    path: "/browsing-safely",
    name: "Browsing safely",
    header: false,
    footer: "legal",
    changeFrequency: "yearly",
    priority: 0.3,
  },
];

export type PublicPagePattern = {
  /** React Router's pattern: `:name` is one path segment. */
  pattern: string;
  name: string;
  /** A page of this kind that always exists on a fresh database with the sample content. */
  example: string;
};

/** The pages made from content, one per episode and post (the sitemap lists them from the database). */
export const publicPagePatterns: readonly PublicPagePattern[] = [
  { pattern: "/episodes/:slug", name: "Episode page", example: "/episodes/spousal-support-myths-busted" },
  // A guest of the sample episodes.
  { pattern: "/guests/:slug", name: "Guest page", example: "/guests/renee-alvarez" },
  // The first sample post (fixed id, app/content/sample-posts.ts).
  { pattern: "/blog/:id", name: "Blog post", example: "/blog/5a3b1e00-0000-4000-8000-000000000001" },
];

/**
 * How a page reads a query parameter. `search`: free text, so every value is another page (the page
 * cache keeps searches apart: server/page-cache-key.ts); `value`: one of a few values (a page number,
 * a category, a tab); `moment`: a time in an episode (`?t=754`, `?t=12:34`: parseMoment in
 * app/lib/episode-extras.ts); `moment-end`: where a range from the page's `moment` stops
 * (`?t=754&end=812`, a clip), which counts only when after it (parseMomentEnd).
 */
export type QueryParameterKind = "search" | "value" | "moment" | "moment-end";

/**
 * The query parameters each page reads, by its path or pattern, in the order the page cache's key
 * lists them. A loader reads them only through `readPageQuery` (app/lib/page-query.ts), which knows
 * no other name, and the page cache keys a page on exactly these (server/page-cache-key.ts), so a
 * parameter a page reads is never one the cache ignores (tests/integration/page-query.test.ts calls
 * every page's loader to check). A page not listed reads no parameter.
 */
export const pageQueryParameters = {
  "/episodes": { q: "search", page: "value" },
  "/blog": { q: "search", category: "value", page: "value" },
  "/guests": { q: "search" },
  "/guest-opportunities": { tab: "value" },
  "/contact": { inquiry: "value" },
  "/episodes/:slug": { t: "moment", end: "moment-end" },
} as const satisfies Record<string, Record<string, QueryParameterKind>>;

function matchesPattern(path: string, pattern: string): boolean {
  const parts = path.split("/");
  const expected = pattern.split("/");
  return (
    parts.length === expected.length &&
    expected.every((part, index) => (part.startsWith(":") ? parts[index] !== "" : part === parts[index]))
  );
}

/** Whether `path` (no query) is a public page, fixed or made from content. */
export function isPublicPagePath(path: string): boolean {
  return (
    publicPages.some((page) => page.path === path) ||
    publicPagePatterns.some(({ pattern }) => matchesPattern(path, pattern))
  );
}
