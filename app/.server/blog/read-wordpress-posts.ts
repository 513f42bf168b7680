import { parseFeedDate } from "../xml/feed-values";
import { htmlToPlainText, sanitizeRichHtml } from "../html/sanitize-html";
import { decodeText } from "../net/decode-text";
import { GuardedFetchError, guardedFetch, type GuardedFetchOptions, type GuardedResponse } from "../net/guarded-fetch";
import { cleanCategories, firstContentImage, type BlogPostDraft, type ImportFailure } from "./blog-post-draft";
import { absoluteHttpUrl, normalizeCanonicalUrl } from "./canonical-url";
import { cleanExcerpt, removeFooterParagraph } from "./clean-excerpt";
import { fetchFailureReason } from "./fetch-failure-reason";
import { findJsonLdArticle, parseJsonLdScripts } from "./json-ld";

export type ReadWordPressOptions = Pick<GuardedFetchOptions, "allowPrivateNetwork" | "isAllowedAddress"> & {
  /** Per page request; defaults to 15 seconds. */
  timeoutMs?: number;
  /** Pages of 100 posts read at most; defaults to 50 (5,000 posts). */
  maxPages?: number;
};

export type WordPressPosts = {
  /** The posts endpoint that answered. */
  apiUrl: string;
  posts: BlogPostDraft[];
  /** Posts that could not be read, and a page that failed part-way through the paging. */
  failures: ImportFailure[];
  pagesRead: number;
};

export const WORDPRESS_PER_PAGE = 100;
const DEFAULT_MAX_PAGES = 50;
/** A page of 100 posts with their embedded media and terms is a few MB; feeds get the same room. */
const PAGE_MAX_BYTES = 20 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;

/** The posts endpoints to try for a site address: under its path (WordPress in a folder), then at the root. */
export function wordPressApiCandidates(siteUrl: string): string[] {
  const url = URL.parse(siteUrl);
  if (!url) return [];
  url.search = "";
  url.hash = "";
  const marker = url.pathname.indexOf("/wp-json/");
  if (marker >= 0) return [`${url.origin}${url.pathname.slice(0, marker)}/wp-json/wp/v2/posts`];
  const folder = url.pathname.endsWith("/") ? url.pathname : url.pathname.replace(/[^/]*$/, "");
  const candidates = [`${url.origin}${folder}wp-json/wp/v2/posts`, `${url.origin}/wp-json/wp/v2/posts`];
  return [...new Set(candidates)];
}

function pageUrl(apiUrl: string, page: number): string {
  return `${apiUrl}?per_page=${WORDPRESS_PER_PAGE}&page=${page}&_embed`;
}

function httpStatusOf(error: unknown): number | undefined {
  return error instanceof GuardedFetchError && error.code === "http-error" ? error.remoteStatus : undefined;
}

/**
 * WordPress's X-WP-TotalPages. Paging also ends at an empty page, a 400 (WordPress's
 * `rest_post_invalid_page_number`) or a page with nothing new, and never runs past `maxPages`.
 */
function totalPagesOf(response: GuardedResponse) {
  const value = Number(response.headers.get("x-wp-totalpages"));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function readJsonArray(response: GuardedResponse): unknown[] | undefined {
  const text = decodeText(response.body, response.contentType).replace(/^\uFEFF/, "");
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads every published post through the site's WordPress REST API (`/wp-json/wp/v2/posts`, 100 a
 * page with `_embed` for featured images and category names), page after page.
 *
 * Answers undefined when the site has no usable API (an error status, anything but a JSON array,
 * or no posts), so the caller can fall back to the feed. A refused address throws: no other route would work.
 */
export async function readWordPressPosts(
  siteUrl: string,
  options: ReadWordPressOptions = {},
): Promise<WordPressPosts | undefined> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, maxPages = DEFAULT_MAX_PAGES } = options;
  const fetchOptions = {
    allowPrivateNetwork: options.allowPrivateNetwork,
    isAllowedAddress: options.isAllowedAddress,
    timeoutMs,
    maxBytes: PAGE_MAX_BYTES,
    accept: "application/json",
  };

  for (const apiUrl of wordPressApiCandidates(siteUrl)) {
    let response: GuardedResponse;
    try {
      response = await guardedFetch(pageUrl(apiUrl, 1), fetchOptions);
    } catch (error) {
      if (error instanceof GuardedFetchError && (error.code === "private-address" || error.code === "invalid-url")) {
        throw error;
      }
      // Not found, forbidden, slow or broken: this is not a usable API; try the next, then the feed.
      continue;
    }
    const firstPage = readJsonArray(response);
    // An empty first page is more often an API locked down by a security plugin than an empty
    // blog; the feed tells (and an empty blog has an empty feed too).
    if (!firstPage || firstPage.length === 0) continue;
    const totalPages = totalPagesOf(response);
    const lastPage = Math.min(totalPages ?? maxPages, maxPages);
    return readAllPages(apiUrl, firstPage, { lastPage, knownTotal: totalPages !== undefined }, fetchOptions);
  }
  return undefined;
}

/** Page 1 is in hand; reads pages 2 to `lastPage` until one is empty, repeats itself or fails. */
async function readAllPages(
  apiUrl: string,
  firstPage: unknown[],
  { lastPage, knownTotal }: { lastPage: number; knownTotal: boolean },
  fetchOptions: GuardedFetchOptions & { maxBytes: number; timeoutMs: number },
): Promise<WordPressPosts> {
  const posts: BlogPostDraft[] = [];
  const failures: ImportFailure[] = [];
  const seenIds = new Set<unknown>();
  const apiOrigin = new URL(apiUrl).origin;

  /** Maps a page; answers how many posts on it were new (a server ignoring `page` repeats page 1). */
  const take = (page: unknown[]): number => {
    let fresh = 0;
    for (const item of page) {
      const id = isObject(item) ? item.id : undefined;
      if (id !== undefined && seenIds.has(id)) continue;
      if (id !== undefined) seenIds.add(id);
      fresh++;
      const mapped = mapWordPressPost(item, apiOrigin);
      if ("reason" in mapped) failures.push(mapped);
      else posts.push(mapped);
    }
    return fresh;
  };

  take(firstPage);
  let pagesRead = 1;
  for (let page = 2; page <= lastPage; page++) {
    const url = pageUrl(apiUrl, page);
    let response: GuardedResponse;
    try {
      response = await guardedFetch(url, fetchOptions);
    } catch (error) {
      // WordPress answers 400 (rest_post_invalid_page_number) past the last page: the normal end.
      if (httpStatusOf(error) === 400 && !knownTotal) break;
      const reason = fetchFailureReason(error, url, fetchOptions);
      failures.push({ url, reason: `${reason}, so the posts from page ${page} on were not imported` });
      break;
    }
    pagesRead++;
    const items = readJsonArray(response);
    if (!items || items.length === 0) break;
    if (take(items) === 0) break;
  }
  return { apiUrl, posts, failures, pagesRead };
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `{ rendered: "…" }` (the REST API's shape for title, excerpt, content) or a bare string. */
function rendered(value: unknown): string {
  if (typeof value === "string") return value;
  if (isObject(value) && typeof value.rendered === "string") return value.rendered;
  return "";
}

function stringField(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** `_embedded["wp:featuredmedia"][0].source_url`; an embedded error (`{code: "rest_forbidden"}`) has none. */
function featuredMedia(embedded: JsonObject | undefined, base: string): string | undefined {
  const media = Array.isArray(embedded?.["wp:featuredmedia"]) ? embedded["wp:featuredmedia"] : [];
  for (const item of media) {
    if (!isObject(item)) continue;
    const url = absoluteHttpUrl(stringField(item.source_url), base);
    if (url) return url;
  }
  return undefined;
}

/** Category names from `_embedded["wp:term"]` (one list per taxonomy); undefined when not embedded. */
function embeddedCategories(embedded: JsonObject | undefined): string[] | undefined {
  const groups = embedded?.["wp:term"];
  if (!Array.isArray(groups)) return undefined;
  return groups
    .flat()
    .filter((term): term is JsonObject => isObject(term) && term.taxonomy === "category")
    .flatMap((term) => stringField(term.name) ?? []);
}

/**
 * Without `_embed` (some hosts strip it) the post still names its section in the SEO metadata most
 * WordPress sites carry: Yoast's JSON-LD (`yoast_head_json.schema`, or the `yoast_head` markup) and
 * Parse.ly's `parsely.meta`.
 */
function structuredData(post: JsonObject) {
  const values: unknown[] = [];
  const yoastJson = post.yoast_head_json;
  if (isObject(yoastJson) && yoastJson.schema) values.push(yoastJson.schema);
  const yoastHead = stringField(post.yoast_head);
  if (yoastHead) {
    const scripts = [...yoastHead.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)];
    values.push(...parseJsonLdScripts(scripts.map((match) => match[1] ?? "")));
  }
  const parsely = post.parsely;
  if (isObject(parsely) && parsely.meta) values.push(parsely.meta);
  return findJsonLdArticle(values);
}

function yoastImage(post: JsonObject, base: string): string | undefined {
  const yoast = post.yoast_head_json;
  const images = isObject(yoast) && Array.isArray(yoast.og_image) ? yoast.og_image : [];
  const first: unknown = images[0];
  return isObject(first) ? absoluteHttpUrl(stringField(first.url), base) : undefined;
}

/** `date_gmt` is UTC written without a zone; `date` is the site's local time, used only without it. */
function publicationDate(post: JsonObject): Date | undefined {
  const gmt = stringField(post.date_gmt);
  if (gmt) return parseFeedDate(/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? gmt : `${gmt}Z`);
  return parseFeedDate(stringField(post.date));
}

/** One REST API post as a draft, or why it cannot be imported. */
export function mapWordPressPost(item: unknown, apiOrigin: string): BlogPostDraft | ImportFailure {
  if (!isObject(item)) return { url: apiOrigin, reason: "returned a post that is not an object" };
  const canonicalUrl = normalizeCanonicalUrl(stringField(item.link), apiOrigin);
  if (!canonicalUrl) {
    const url = stringField(rendered(item.guid)) ?? `${apiOrigin} (post ${String(item.id)})`;
    return { url, reason: "has no web address" };
  }
  const title = htmlToPlainText(rendered(item.title)).replace(/\s+/g, " ").trim();
  if (!title) return { url: canonicalUrl, reason: "has no title" };

  const embedded = isObject(item._embedded) ? item._embedded : undefined;
  const contentHtml = removeFooterParagraph(sanitizeRichHtml(rendered(item.content), { baseUrl: canonicalUrl }));
  const excerpt = cleanExcerpt(rendered(item.excerpt)) || cleanExcerpt(contentHtml);
  const imageUrl =
    featuredMedia(embedded, canonicalUrl) ??
    absoluteHttpUrl(stringField(item.jetpack_featured_media_url), canonicalUrl) ??
    yoastImage(item, canonicalUrl) ??
    firstContentImage(contentHtml);
  const categories = cleanCategories(embeddedCategories(embedded) ?? structuredData(item)?.sections ?? []);

  const draft: BlogPostDraft = { title, excerpt, contentHtml, canonicalUrl, categories };
  if (imageUrl) draft.imageUrl = imageUrl;
  const publishedAt = publicationDate(item);
  if (publishedAt) draft.publishedAt = publishedAt;
  return draft;
}
