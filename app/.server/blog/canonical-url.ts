/**
 * A post's identity is its canonical address, so the same post reached through a newsletter link
 * (`?utm_source=…`), a fragment or a differently cased host must come out as one string.
 */

const MAX_URL_LENGTH = 2048;

/**
 * Query parameters that only say how a reader arrived (campaign, click and mailing-list ids); they
 * never select different content, and leaving them in would make every shared link a new post.
 */
const TRACKING_PARAMETERS = new Set([
  "fbclid",
  "gclid",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "vero_id",
  "vero_conv",
  "oly_anon_id",
  "oly_enc_id",
  "rb_clickid",
  "s_cid",
  "wt_mc",
  "ref_src",
  // The AMP rendition of the same post.
  "amp",
]);

function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || lower.startsWith("pk_") || TRACKING_PARAMETERS.has(lower);
}

/**
 * The canonical form of a post address, or undefined for anything that is not an absolute (or, with
 * `base`, resolvable) http(s) address without credentials. The WHATWG parser already lowercases the
 * scheme and host, drops default ports and percent-encodes consistently; on top of that the
 * fragment and tracking parameters go. The path is kept as written: `/post` and `/post/` can be
 * different pages, and the stored address must still open the post.
 */
export function normalizeCanonicalUrl(raw: string | undefined | null, base?: string): string | undefined {
  const text = raw?.trim();
  if (!text || text.length > MAX_URL_LENGTH) return undefined;
  const url = URL.parse(text, base);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return undefined;
  if (url.username || url.password) return undefined;
  url.hash = "";
  for (const name of [...url.searchParams.keys()]) {
    if (isTrackingParameter(name)) url.searchParams.delete(name);
  }
  // `searchParams` rewrites the query even when nothing was removed (`%20` becomes `+`); only
  // touch it when needed, and drop a bare `?`.
  if (url.search === "?") url.search = "";
  return url.href.length <= MAX_URL_LENGTH ? url.href : undefined;
}

/**
 * A looser key for "is this the same post?": scheme, a leading `www.`, a trailing slash and the
 * order of query parameters do not make a different post. Only used to compare, never stored.
 */
export function urlIdentityKey(canonicalUrl: string): string {
  const url = URL.parse(canonicalUrl);
  if (!url) return canonicalUrl;
  const host = url.host.replace(/^www\./, "");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const params = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : "";
  return `${host}${path}${query}`;
}

/** An absolute http(s) address for a media file (resolved against `base` when relative), or undefined. */
export function absoluteHttpUrl(raw: string | undefined | null, base?: string): string | undefined {
  const text = raw?.trim();
  if (!text || text.length > MAX_URL_LENGTH) return undefined;
  const url = URL.parse(text, base);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return undefined;
  if (url.username || url.password) return undefined;
  return url.href;
}
