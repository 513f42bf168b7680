/**
 * What a cached page is keyed on: its path and only the query parameters that page reads (the
 * loaders of routes/site/episodes.tsx, blog.tsx and guests.tsx, the tab of guest-opportunities.tsx,
 * and an episode page's shared moment `?t=`). Anything else in the query (tracking tags, or junk
 * added to dodge the cache) does not change the page, so it neither misses the cache nor starts a
 * render: `/episodes?x=<random>` is the page `/episodes`. Keep this list in step with the loaders:
 * a parameter a page reads but that is missing here would be served the page without it.
 */
const readParameters: Record<string, readonly string[]> = {
  "/episodes": ["q", "page"],
  "/blog": ["q", "category", "page"],
  "/guests": ["q"],
  "/guest-opportunities": ["tab"],
};

/** An episode page (`/episodes/<slug>`), not the feed or an episode's files beside it. */
const episodePage = /^\/episodes\/[^/.]+$/;
const longestEpisodeSeconds = 24 * 3600;

/**
 * A shared moment (`?t=754`, `?t=12:34`, `?t=1:02:03`) as whole seconds, the way the episode page
 * reads it (app/lib/episode-extras.ts, parseMoment) but without fractions: the page opens the player
 * there without JavaScript, so the moment is part of the page. Anything else is no moment at all.
 */
function momentSeconds(value: string | null): number | undefined {
  const text = value?.trim() ?? "";
  let seconds: number | undefined;
  if (/^\d{1,6}(?:\.\d{1,3})?$/.test(text)) seconds = Math.floor(Number(text));
  else {
    const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(text);
    if (match) seconds = Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  }
  return seconds !== undefined && seconds <= longestEpisodeSeconds ? seconds : undefined;
}

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
  if (episodePage.test(pathname)) {
    const moment = momentSeconds(searchParams.get("t"));
    // A moment is one of many variants of a page: kept apart from the site's pages, like a search.
    if (moment !== undefined && moment > 0) {
      kept.set("t", String(moment));
      isSearch = true;
    }
  }
  const query = kept.toString();
  return { url: query ? `${pathname}?${query}` : pathname, isSearch };
}
