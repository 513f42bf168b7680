import { momentKey, queryParametersOf } from "../app/lib/page-query.ts";

/**
 * What a cached page is keyed on: its path and only the query parameters that page reads, as
 * app/content/public-pages.ts declares them (`pageQueryParameters`, the same declaration the
 * loaders read them through). Anything else in the query (tracking tags, or junk added to dodge the
 * cache) does not change the page, so it neither misses the cache nor starts a render:
 * `/episodes?x=<random>` is the page `/episodes`.
 */

export type PageCacheKey = {
  /** The canonical URL (path and the parameters read, in a fixed order): the cache key and what is rendered. */
  url: string;
  /** A search or a shared moment: kept apart, so a flood of variants cannot push the site's pages out. */
  isSearch: boolean;
};

export function pageCacheKey(originalUrl: string): PageCacheKey {
  // The path exactly as requested (never resolved against a base, so `//host/x` stays a path).
  const queryStart = originalUrl.indexOf("?");
  const pathname = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const searchParams = new URLSearchParams(queryStart === -1 ? "" : originalUrl.slice(queryStart + 1));
  const kept = new URLSearchParams();
  let isSearch = false;
  // The moment kept so far: a range's end counts only after it (or after the start, without one).
  let moment = 0;
  for (const [name, kind] of queryParametersOf(pathname)) {
    // Loaders read the first value and trim it (readPageQuery); so does the key.
    const value = searchParams.get(name)?.trim();
    if (!value) continue;
    if (kind === "moment") {
      // The page opens the player there without JavaScript, so the moment is part of the page; one
      // of many variants of it, kept apart from the site's pages like a search.
      const seconds = momentKey(value);
      if (seconds === undefined) continue;
      kept.set(name, String(seconds));
      moment = seconds;
      isSearch = true;
      continue;
    }
    if (kind === "moment-end") {
      // `?t=754&end=812`: the range is part of the page too (the native player stops there). An end
      // not after the moment is ignored by the page, so it is no part of the key either.
      const seconds = momentKey(value);
      if (seconds === undefined || seconds <= moment) continue;
      kept.set(name, String(seconds));
      isSearch = true;
      continue;
    }
    kept.set(name, value);
    // Free text: every new value is a new page.
    if (kind === "search") isSearch = true;
  }
  const query = kept.toString();
  return { url: query ? `${pathname}?${query}` : pathname, isSearch };
}
