import type { Database } from "../db/client";
import { sanitizeRichHtml } from "../html/sanitize-html";
import type { JobControl } from "../jobs/job-control";
import { decodeText } from "../net/decode-text";
import { GuardedFetchError, guardedFetch, type GuardedFetchOptions } from "../net/guarded-fetch";
import { addBlogPosts } from "./add-blog-posts";
import { AppError } from "../app-error";
import type { BlogImportErrorCode } from "./blog-import-error";
import {
  cleanCategories,
  firstContentImage,
  type BlogPostDraft,
  type ImportBlogPostsResult,
  type ImportFailure,
} from "./blog-post-draft";
import { normalizeCanonicalUrl } from "./canonical-url";
import { cleanExcerpt, removeFooterParagraph } from "./clean-excerpt";
import { fetchFailureReason } from "./fetch-failure-reason";
import {
  MAX_BLOG_FEED_CHARACTERS,
  looksLikeFeed,
  parseBlogFeed,
  type FeedPost,
  type ParsedBlogFeed,
} from "./parse-blog-feed";
import { readWordPressPosts } from "./read-wordpress-posts";

export type ImportBlogPostsFromSiteOptions = Pick<GuardedFetchOptions, "allowPrivateNetwork" | "isAllowedAddress"> & {
  /** BLOG_SOURCE_URL: the blog's home page, its WordPress API or its feed. */
  sourceUrl: string;
  /** Per request; defaults to 15 seconds. */
  timeoutMs?: number;
  /** WordPress API pages of 100 read at most; defaults to 50. */
  maxPages?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const FEED_MAX_BYTES = MAX_BLOG_FEED_CHARACTERS;
const FEED_ACCEPT =
  "application/rss+xml, application/atom+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, text/html;q=0.5, */*;q=0.1";

/**
 * "Auto-import from the website": every post of the blog at `sourceUrl`, through its WordPress REST
 * API when it has one (all pages), else its RSS or Atom feed. Posts the site already has are left
 * untouched; the rest are added in short batches (addBlogPosts).
 *
 * Throws before writing anything when the source cannot be read at all (an `AppError`
 * of the import or the feed, or a GuardedFetchError, each with a message for the site owner). Single posts that
 * cannot be imported are counted in `errors` and listed in `failures`.
 */
export async function importBlogPostsFromSite(
  db: Database,
  options: ImportBlogPostsFromSiteOptions,
  { progress, signal }: JobControl = {},
): Promise<ImportBlogPostsResult> {
  const sourceUrl = normalizeCanonicalUrl(options.sourceUrl);
  if (!sourceUrl) {
    throw new AppError<BlogImportErrorCode>(
      "invalid-source",
      `The blog's address "${options.sourceUrl}" is not a web address.`,
    );
  }
  const fetchOptions = {
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    isAllowedAddress: options.isAllowedAddress,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };

  progress?.({ currentItem: `Reading ${sourceUrl}` });
  const wordpress = await readWordPressPosts(sourceUrl, { ...fetchOptions, maxPages: options.maxPages });
  const { drafts, failures } = wordpress
    ? { drafts: wordpress.posts, failures: wordpress.failures }
    : await readFeedPosts(sourceUrl, fetchOptions);

  // Cancelled while reading: nothing was written, and nothing will be.
  signal?.throwIfAborted();
  progress?.({ done: 0, total: drafts.length + failures.length, errors: failures.length, currentItem: "Adding posts" });
  const { imported, alreadyPresent } = await addBlogPosts(db, drafts);
  progress?.({ done: drafts.length + failures.length, currentItem: null });
  return { imported, errors: failures.length, alreadyPresent, failures };
}

type FeedOptions = Pick<GuardedFetchOptions, "allowPrivateNetwork" | "isAllowedAddress"> & { timeoutMs: number };

async function readFeedPosts(
  sourceUrl: string,
  options: FeedOptions,
): Promise<{ drafts: BlogPostDraft[]; failures: ImportFailure[] }> {
  const { feed, feedUrl } = await findFeed(sourceUrl, options);
  const drafts = feed.items.map(feedPostToDraft);
  const failures = feed.skipped.map(({ index, reason, link }) => ({
    url: link ?? `${feedUrl} (item ${index + 1})`,
    reason,
  }));
  return { drafts, failures };
}

/**
 * The site's feed: the source itself when it is one; else what its home page announces with
 * `<link rel="alternate" type="application/rss+xml">` (or Atom); else WordPress's `/feed/`. A
 * candidate that fails is noted and the next one tried; the error lists them all.
 */
type FoundFeed = { kind: "feed"; feed: ParsedBlogFeed; feedUrl: string };
type FoundPage = { kind: "page"; page: string; pageUrl: string };

async function findFeed(sourceUrl: string, options: FeedOptions): Promise<FoundFeed> {
  const limits = { timeoutMs: options.timeoutMs, maxBytes: FEED_MAX_BYTES };
  const tried: string[] = [];
  /** The feed at `url`, or the page's text when it is not a feed, or undefined when it cannot be read. */
  const read = async (url: string): Promise<FoundFeed | FoundPage | undefined> => {
    try {
      const response = await guardedFetch(url, { ...options, ...limits, accept: FEED_ACCEPT });
      const text = decodeText(response.body, response.contentType);
      if (looksLikeFeed(text)) return { kind: "feed", feed: parseBlogFeed(text), feedUrl: response.url };
      tried.push(`${url} is not a feed`);
      return { kind: "page", page: text, pageUrl: response.url };
    } catch (error) {
      // A refused address is refused everywhere on the site: say so rather than try on.
      if (error instanceof GuardedFetchError && (error.code === "private-address" || error.code === "invalid-url")) {
        throw error;
      }
      tried.push(
        // A feed's own refusal in its words; a fetch's failure (GuardedFetchError, an AppError too) said shortly.
        error instanceof AppError && !(error instanceof GuardedFetchError)
          ? `${url}: ${error.message}`
          : `${url} ${fetchFailureReason(error, url, limits)}`,
      );
      return undefined;
    }
  };

  const source = await read(sourceUrl);
  if (source?.kind === "feed") return source;
  const announced = source ? await announcedFeeds(source.page, source.pageUrl) : [];
  const candidates = [...new Set([...announced, ...wordPressFeedUrls(source?.pageUrl ?? sourceUrl)])].filter(
    (url) => url !== sourceUrl && url !== source?.pageUrl,
  );
  for (const candidate of candidates) {
    const result = await read(candidate);
    if (result?.kind === "feed") return result;
  }
  throw new AppError<BlogImportErrorCode>(
    "no-source-posts",
    `${sourceUrl} has no WordPress posts API and no RSS or Atom feed could be found (${tried.join("; ")}).`,
  );
}

/** Feeds a page announces in its head, comment feeds last (WordPress lists the posts feed first). */
async function announcedFeeds(html: string, pageUrl: string): Promise<string[]> {
  if (!/<link[^>]+alternate/i.test(html)) return [];
  // Loaded on first use: only this import reads a page's head, and linkedom costs the idle server
  // about 20 MB (docs/decisions/0025-server-memory.md).
  const { DOMParser } = await import("linkedom");
  const document = new DOMParser().parseFromString(html, "text/html") as unknown as Document;
  const feeds: string[] = [];
  const commentFeeds: string[] = [];
  for (const link of Array.from(document.querySelectorAll("link[rel][href]"))) {
    const rels = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    const type = (link.getAttribute("type") ?? "").toLowerCase().trim();
    if (!rels.includes("alternate") || !/^application\/(?:rss|atom)\+xml$/.test(type)) continue;
    const url = normalizeCanonicalUrl(link.getAttribute("href"), pageUrl);
    if (!url) continue;
    const isComments = /comments/i.test(url) || /comments/i.test(link.getAttribute("title") ?? "");
    (isComments ? commentFeeds : feeds).push(url);
  }
  return [...feeds, ...commentFeeds];
}

/** WordPress serves its posts feed at `/feed/`, under the blog's folder or at the root. */
function wordPressFeedUrls(pageUrl: string): string[] {
  const url = new URL(pageUrl);
  const folder = url.pathname.endsWith("/") ? url.pathname : url.pathname.replace(/[^/]*$/, "");
  return [...new Set([`${url.origin}${folder}feed/`, `${url.origin}/feed/`])];
}

/** A feed item as a draft: the summary (or content) becomes the excerpt, the media tag (or first image) the picture. */
function feedPostToDraft(post: FeedPost): BlogPostDraft {
  const canonicalUrl = post.link;
  const contentHtml = removeFooterParagraph(sanitizeRichHtml(post.contentHtml, { baseUrl: canonicalUrl }));
  const draft: BlogPostDraft = {
    title: post.title,
    excerpt: cleanExcerpt(post.summaryHtml ?? post.contentHtml) || cleanExcerpt(contentHtml),
    contentHtml,
    canonicalUrl,
    categories: cleanCategories(post.categories),
  };
  const imageUrl = post.imageUrl ?? firstContentImage(contentHtml);
  if (imageUrl) draft.imageUrl = imageUrl;
  if (post.publishedAt) draft.publishedAt = post.publishedAt;
  return draft;
}
