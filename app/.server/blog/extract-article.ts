import { parseFeedDate, plainText } from "../episodes/feed-values";
import { htmlToPlainText, sanitizeRichHtml } from "../html/sanitize-html";
import { cleanCategories, firstContentImage, type BlogPostDraft } from "./blog-post-draft";
import { absoluteHttpUrl, normalizeCanonicalUrl } from "./canonical-url";
import { cleanExcerpt } from "./clean-excerpt";
import { findJsonLdArticle, parseJsonLdScripts } from "./json-ld";
import { readPageInWorker, type PageFacts } from "./read-page-in-worker";

export type ArticleExtraction = { ok: true; draft: BlogPostDraft } | { ok: false; reason: string };

/** A page's `<meta>` values by lowercased property/name, in document order (article:tag repeats). */
type MetaValues = Map<string, string[]>;

function metaValues(pairs: PageFacts["meta"]): MetaValues {
  const values: MetaValues = new Map();
  for (const [key, content] of pairs) values.set(key, [...(values.get(key) ?? []), content]);
  return values;
}

function firstMeta(meta: MetaValues, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = meta.get(key)?.[0];
    if (value) return value;
  }
  return undefined;
}

function linkWithRel(facts: PageFacts, rel: string): string | undefined {
  return facts.links.find((link) => link.rels.includes(rel))?.href;
}

/** Meta values and JSON-LD strings are plain text, but often carry (double-escaped) character references. */
function oneLine(text: string | null | undefined): string | undefined {
  return plainText(text ?? undefined);
}

/**
 * Turns a fetched article page into a post: metadata from Open Graph, `article:*` tags and JSON-LD
 * (read first, because Readability rewrites the document), the body from Readability, sanitized.
 * Parsing and Readability run in a worker thread with a time, size and depth limit
 * (read-page-in-worker.ts); a page past them fails with the reason.
 *
 * - title: og:title, JSON-LD headline, twitter:title, Readability's title, `<title>`
 * - canonical: `<link rel=canonical>`, else og:url, else the address the page was fetched from
 * - image: og:image, JSON-LD image, twitter:image, else the first image of the body
 * - date: article:published_time, JSON-LD datePublished, Readability's publishedTime
 * - categories: article:section and article:tag, else JSON-LD articleSection
 */
export async function extractArticle(html: string, pageUrl: string): Promise<ArticleExtraction> {
  const reading = await readPageInWorker(html);
  if (!reading.ok) return reading;
  return articleFromFacts(reading.facts, pageUrl);
}

function articleFromFacts(facts: PageFacts, pageUrl: string): ArticleExtraction {
  const meta = metaValues(facts.meta);
  const jsonLd = findJsonLdArticle(parseJsonLdScripts(facts.jsonLdScripts));
  const baseUrl = absoluteHttpUrl(facts.baseHref, pageUrl) ?? pageUrl;
  const canonicalUrl =
    normalizeCanonicalUrl(linkWithRel(facts, "canonical"), baseUrl) ??
    normalizeCanonicalUrl(firstMeta(meta, "og:url"), baseUrl) ??
    normalizeCanonicalUrl(pageUrl);
  if (!canonicalUrl) return { ok: false, reason: "has no usable web address" };
  const documentTitle = facts.documentTitle;
  const article = facts.article;
  const contentHtml = sanitizeRichHtml(article?.content ?? "", { baseUrl });
  if (!htmlToPlainText(contentHtml)) return { ok: false, reason: "has no readable article text" };

  const title =
    oneLine(firstMeta(meta, "og:title")) ??
    oneLine(jsonLd?.headline) ??
    oneLine(firstMeta(meta, "twitter:title")) ??
    oneLine(article?.title) ??
    oneLine(documentTitle);
  if (!title) return { ok: false, reason: "has no title" };

  const description =
    firstMeta(meta, "og:description") ??
    jsonLd?.description ??
    firstMeta(meta, "description", "twitter:description") ??
    article?.excerpt ??
    undefined;
  // Descriptions are plain text; escaping `<` keeps a literal "<3" from being read as markup.
  const excerpt =
    cleanExcerpt(description ? description.replace(/</g, "&lt;") : contentHtml) || cleanExcerpt(contentHtml);

  const imageUrl =
    absoluteHttpUrl(firstMeta(meta, "og:image:secure_url", "og:image", "og:image:url"), baseUrl) ??
    absoluteHttpUrl(jsonLd?.image, baseUrl) ??
    absoluteHttpUrl(firstMeta(meta, "twitter:image", "twitter:image:src"), baseUrl) ??
    firstContentImage(contentHtml);

  const publishedAt =
    parseFeedDate(firstMeta(meta, "article:published_time", "og:published_time", "datepublished")) ??
    parseFeedDate(jsonLd?.datePublished) ??
    parseFeedDate(article?.publishedTime);

  const tagged = [...(meta.get("article:section") ?? []), ...(meta.get("article:tag") ?? [])];
  const categories = cleanCategories(tagged.length > 0 ? tagged : (jsonLd?.sections ?? []));

  const draft: BlogPostDraft = { title, excerpt, contentHtml, canonicalUrl, categories };
  if (imageUrl) draft.imageUrl = imageUrl;
  if (publishedAt) draft.publishedAt = publishedAt;
  return { ok: true, draft };
}
