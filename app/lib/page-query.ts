import { pageQueryParameters, type QueryParameterKind } from "../content/public-pages.ts";
import { parseMoment } from "./episode-extras.ts";

// Relative imports with extensions: the Express entry loads this from source (server/page-cache-key.ts).

export type PageWithQuery = keyof typeof pageQueryParameters;

/** A page's parameters as its loader sees them: the first value of each, trimmed; "" when absent. */
export type PageQuery<P extends PageWithQuery> = { readonly [Name in keyof (typeof pageQueryParameters)[P]]: string };

/**
 * Reads the query parameters `page` declares in app/content/public-pages.ts, and no other: a name
 * the page has not declared is a type error, so it cannot be read here without the page cache
 * keying on it too.
 */
export function readPageQuery<P extends PageWithQuery>(page: P, searchParams: URLSearchParams): PageQuery<P> {
  const query: Record<string, string> = {};
  for (const name of Object.keys(pageQueryParameters[page])) query[name] = searchParams.get(name)?.trim() ?? "";
  return query as PageQuery<P>;
}

/**
 * A pattern's `:name` segment, as the page cache matches it: one path segment without a dot. Slugs
 * and ids never hold one; the files beside a page do (`/episodes/rss.xml`), and read no parameter.
 */
function matchesContentPattern(pathname: string, pattern: string): boolean {
  const parts = pathname.split("/");
  const expected = pattern.split("/");
  return (
    parts.length === expected.length &&
    expected.every((part, index) => (part.startsWith(":") ? /^[^/.]+$/.test(parts[index]!) : part === parts[index]))
  );
}

/** The parameters the page at `pathname` (no query) reads, with their kinds; none for any other path. */
export function queryParametersOf(pathname: string): ReadonlyArray<[name: string, kind: QueryParameterKind]> {
  const page = (Object.keys(pageQueryParameters) as PageWithQuery[]).find((key) =>
    key.includes(":") ? matchesContentPattern(pathname, key) : key === pathname,
  );
  return page ? (Object.entries(pageQueryParameters[page]) as [string, QueryParameterKind][]) : [];
}

/**
 * A shared moment as the page cache keys it: whole seconds after the start, or undefined (no moment,
 * the start itself, or not a time). A cached page is rendered from its key, so `?t=120.75` opens the
 * player at 120 s: close enough to share one rendered page.
 */
export function momentKey(value: string): number | undefined {
  const seconds = parseMoment(value);
  return seconds !== undefined && seconds >= 1 ? Math.floor(seconds) : undefined;
}
