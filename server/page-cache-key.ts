/**
 * What a cached page is keyed on: its path and only the query parameters that page reads (the
 * loaders of routes/site/episodes.tsx and blog.tsx, and the tab of guest-opportunities.tsx). Anything
 * else in the query (tracking tags, a shared link's `?t=` that only the browser reads, or junk
 * added to dodge the cache) does not change the page, so it neither misses the cache nor starts a
 * render: `/episodes?x=<random>` is the page `/episodes`. Keep this list in step with the loaders:
 * a parameter a page reads but that is missing here would be served the page without it.
 */
const readParameters: Record<string, readonly string[]> = {
  "/episodes": ["q", "page"],
  "/blog": ["q", "category", "page"],
  "/guest-opportunities": ["tab"],
};

/** Parameters whose values are free text: every new value is a new page (see `isSearchKey`). */
const freeTextParameters = new Set(["q"]);

export type PageCacheKey = {
  /** The canonical URL (path and the parameters read, in a fixed order): the cache key and what is rendered. */
  url: string;
  /** A search: kept apart, so a flood of different searches cannot push the site's pages out. */
  isSearch: boolean;
};

export function pageCacheKey(originalUrl: string): PageCacheKey {
  // The path exactly as requested (never resolved against a base, so `//host/x` stays a path).
  const queryStart = originalUrl.indexOf("?");
  const pathname = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const searchParams = new URLSearchParams(queryStart === -1 ? "" : originalUrl.slice(queryStart + 1));
  const kept = new URLSearchParams();
  let isSearch = false;
  for (const name of readParameters[pathname] ?? []) {
    // Loaders read the first value and trim it; so does the key.
    const value = searchParams.get(name)?.trim();
    if (!value) continue;
    kept.set(name, value);
    if (freeTextParameters.has(name)) isSearch = true;
  }
  const query = kept.toString();
  return { url: query ? `${pathname}?${query}` : pathname, isSearch };
}
