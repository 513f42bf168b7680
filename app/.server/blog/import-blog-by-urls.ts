import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema/blog-posts";
import { decodeText } from "../net/decode-text";
import type { JobControl } from "../jobs/job-control";
import { guardedFetch, type GuardedFetchOptions } from "../net/guarded-fetch";
import { addBlogPosts } from "./add-blog-posts";
import { AppError } from "../app-error";
import type { BlogImportErrorCode } from "./blog-import-error";
import type { BlogPostDraft, ImportBlogPostsResult, ImportFailure } from "./blog-post-draft";
import { normalizeCanonicalUrl, urlIdentityKey } from "./canonical-url";
import { extractArticle } from "./extract-article";
import { fetchFailureReason } from "./fetch-failure-reason";

/** One request imports at most this many addresses: each is a full page fetch and parse. */
export const MAX_IMPORT_URLS = 50;
/** Pages fetched at once: quick for the owner, gentle on the sites read. */
export const IMPORT_CONCURRENCY = 4;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const PAGE_ACCEPT = "text/html, application/xhtml+xml;q=0.9, */*;q=0.1";

export const NO_URLS_MESSAGE = "Please enter at least one blog post URL";

export type ImportBlogPostsByUrlsOptions = Pick<GuardedFetchOptions, "allowPrivateNetwork" | "isAllowedAddress"> & {
  /** As pasted: trimmed, blank lines dropped, repeats merged. */
  urls: readonly string[];
  /** Per page; defaults to 15 seconds. */
  timeoutMs?: number;
  /** Per page; defaults to 5 MB. */
  maxBytes?: number;
};

/** Addresses copied without their scheme ("www.example.com/post") are meant as https. */
function withScheme(text: string): string {
  return !/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[^\s/:]+\.[^\s/:]+(?:[/?#]|$)/.test(text) ? `https://${text}` : text;
}

/**
 * The pasted addresses, in order: trimmed, blanks dropped, `https://` added where the scheme was
 * left off, and merged when they normalize to the same post (tracking parameters, fragment,
 * `www.`, trailing slash). Ones that are not web
 * addresses come back as failures, without being fetched.
 */
export function prepareImportUrls(urls: readonly string[]): { urls: string[]; failures: ImportFailure[] } {
  const result: string[] = [];
  const failures: ImportFailure[] = [];
  const seen = new Set<string>();
  for (const raw of urls) {
    const text = typeof raw === "string" ? raw.trim() : "";
    if (!text) continue;
    const url = normalizeCanonicalUrl(withScheme(text));
    if (!url) {
      if (!failures.some((failure) => failure.url === text)) {
        failures.push({ url: text, reason: "is not a web address (only http and https addresses can be imported)" });
      }
      continue;
    }
    const key = urlIdentityKey(url);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(url);
  }
  return { urls: result, failures };
}

/** The number of addresses to import; throws an `AppError` (`no-urls`, `too-many-urls`) when there are none or too many. */
export function checkImportUrlCount(prepared: ReturnType<typeof prepareImportUrls>): number {
  const total = prepared.urls.length + prepared.failures.length;
  if (total === 0) throw new AppError<BlogImportErrorCode>("no-urls", NO_URLS_MESSAGE);
  if (total > MAX_IMPORT_URLS) {
    throw new AppError<BlogImportErrorCode>(
      "too-many-urls",
      `At most ${MAX_IMPORT_URLS} URLs can be imported at once; this list has ${total}. Please split it up.`,
    );
  }
  return total;
}

/**
 * "Import by URLs": fetches each page through the guarded fetcher (a few at a time), extracts the
 * article and its metadata, and adds the posts the site does not have yet (addBlogPosts).
 *
 * A page that cannot be fetched or read is counted in `errors` and listed in `failures` with the
 * reason; the others are imported all the same. Throws an `AppError`, before fetching anything,
 * when no address is given or more than MAX_IMPORT_URLS are. Run as a job, `control` receives the
 * progress page by page and may cancel it before anything is written (app/.server/jobs/).
 */
export async function importBlogPostsByUrls(
  db: Database,
  options: ImportBlogPostsByUrlsOptions,
  { progress, signal }: JobControl = {},
): Promise<ImportBlogPostsResult> {
  const prepared = prepareImportUrls(options.urls);
  const total = checkImportUrlCount(prepared);

  const limits = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
  };
  const fetchOptions: GuardedFetchOptions = {
    ...limits,
    accept: PAGE_ACCEPT,
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    isAllowedAddress: options.isAllowedAddress,
    signal,
  };

  // An address the site already has as a post is not fetched again (a re-run costs nothing); one
  // whose page declares a known canonical address is caught by addBlogPosts.
  const known = await knownAddresses(db, prepared.urls);
  const toFetch = prepared.urls.filter((url) => !known.has(urlIdentityKey(url)));
  let alreadyPresent = prepared.urls.length - toFetch.length;
  let done = total - toFetch.length;
  let failed = prepared.failures.length;
  progress?.({ done, total, errors: failed, currentItem: toFetch[0] ?? null });

  const outcomes = await mapWithConcurrency(toFetch, IMPORT_CONCURRENCY, async (url) => {
    signal?.throwIfAborted();
    const outcome = await readPage(url);
    done++;
    if ("reason" in outcome) failed++;
    progress?.({ done, errors: failed, currentItem: url });
    return outcome;
  });

  async function readPage(url: string): Promise<BlogPostDraft | ImportFailure> {
    try {
      const response = await guardedFetch(url, fetchOptions);
      if (!isHtml(response.contentType, response.body)) {
        const type = response.contentType.split(";")[0]?.trim();
        return { url, reason: `is not an HTML page${type ? ` (it is ${type})` : ""}` };
      }
      const extraction = await extractArticle(decodeText(response.body, response.contentType), response.url);
      return extraction.ok ? extraction.draft : { url, reason: extraction.reason };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      return { url, reason: fetchFailureReason(error, url, limits) };
    }
  }

  const drafts: BlogPostDraft[] = [];
  const failures = [...prepared.failures];
  for (const outcome of outcomes) {
    if ("reason" in outcome) failures.push(outcome);
    else drafts.push(outcome);
  }
  signal?.throwIfAborted();
  const added = await addBlogPosts(db, drafts);
  alreadyPresent += added.alreadyPresent;
  return { imported: added.imported, errors: failures.length, alreadyPresent, failures };
}

async function knownAddresses(db: Database, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  // Exact matches only here (cheap, indexed); the loose comparison happens at write time.
  const rows = await db
    .select({ sourceUrl: blogPosts.sourceUrl })
    .from(blogPosts)
    .where(inArray(blogPosts.sourceUrl, urls));
  return new Set(rows.flatMap((row) => (row.sourceUrl ? [urlIdentityKey(row.sourceUrl)] : [])));
}

/**
 * HTML by its declared type; with no type (or a generic one), by how the body starts. A JSON API,
 * a PDF or an image is refused before any parsing.
 */
function isHtml(contentType: string, body: Buffer): boolean {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "text/html" || type === "application/xhtml+xml") return true;
  if (type && type !== "application/octet-stream" && type !== "text/plain") return false;
  const head = new TextDecoder("latin1").decode(body.subarray(0, 1024)).trimStart().toLowerCase();
  return head.startsWith("<!doctype html") || head.startsWith("<html") || /^<(?:head|body)[\s>]/.test(head);
}

/** Runs `work` over `items` with at most `limit` running at once, keeping the order of the results. */
async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
