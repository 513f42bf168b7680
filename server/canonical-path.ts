import { isPublicPagePath } from "../app/content/public-pages.ts";

/**
 * The one address of a public page, for an address that names it in another spelling. React Router
 * matches paths case-insensitively, decodes percent-escapes, ignores a trailing slash, and the URL
 * parser resolves `.`/`..`; a blog post's UUID is found in any case. So `/EPISODES`, `/episodes/`,
 * `/episodes/%73pousal-…`, `/episodes/x/../spousal-…` and `/blog/<UPPER-CASE-UUID>` all showed a
 * page, and each was rendered and cached under its own spelling: a flood of spellings evicted the
 * site (docs/security.md, Q2). Every public page's path is lower-case ASCII letters, digits and
 * hyphens (the slug and person-slug CHECK constraints, lower-case UUIDs), so its canonical form is:
 * unreserved characters decoded (RFC 3986, 6.2.2.2), letters lower-cased, dot segments resolved,
 * empty segments and the trailing slash dropped.
 *
 * Only a result that is a public page made of those characters is returned. Anything else (an
 * encoded slash, a double encoding, non-ASCII, a backslash, `//host`) has no canonical form here and
 * is left to the router, which answers 404: it can never name another origin, and it is never kept
 * by the page cache (only 200 answers are).
 */

/** Characters RFC 3986 allows in a path, with `%` for the escapes checked below. */
const pathCharacters = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
const wellFormedEscapes = /%(?![0-9A-Fa-f]{2})/;
const unreserved = /[A-Za-z0-9\-._~]/;
/** What a public page's path is made of; no `.`, `%`, `\` or empty segment can survive it. */
const canonicalShape = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** One pass: `%73` → `s`, `%2f` → `%2F` (still encoded), literal letters lower-cased. */
function decodeUnreservedAndLowerCase(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})|[^%]+/g, (match, hex: string | undefined) => {
    if (hex === undefined) return match.toLowerCase();
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    // A decoded letter is lower-cased too: `%53` is `S`, and `S` is `s`.
    return unreserved.test(character) ? character.toLowerCase() : `%${hex.toUpperCase()}`;
  });
}

/** Segments with `.` and `..` resolved (never above the root) and empty ones dropped. */
function resolveSegments(path: string): string[] {
  const resolved: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") resolved.pop();
    else resolved.push(segment);
  }
  return resolved;
}

/**
 * The canonical path of the public page `rawPath` (a request's path as sent, without the query)
 * names, or `undefined` when it names none. Equal to `rawPath` when that is already canonical.
 */
export function canonicalPagePath(rawPath: string): string | undefined {
  if (!rawPath.startsWith("/") || !pathCharacters.test(rawPath) || wellFormedEscapes.test(rawPath)) return undefined;
  const path = `/${resolveSegments(decodeUnreservedAndLowerCase(rawPath)).join("/")}`;
  if (!canonicalShape.test(path) || !isPublicPagePath(path)) return undefined;
  return path;
}

/**
 * Where a GET of `originalUrl` (path and query, as sent) should be sent instead: the canonical path
 * with the query string unchanged (the page reads its own parameters from it), or `undefined` when
 * the address is already canonical or names no public page. Always a path on this origin.
 */
export function canonicalRedirect(originalUrl: string): string | undefined {
  const queryStart = originalUrl.indexOf("?");
  const rawPath = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const canonical = canonicalPagePath(rawPath);
  if (canonical === undefined || canonical === rawPath) return undefined;
  // canonicalShape already guarantees this; kept as the last word against an open redirect.
  if (canonical.startsWith("//") || canonical.startsWith("/\\")) return undefined;
  return queryStart === -1 ? canonical : canonical + originalUrl.slice(queryStart);
}
