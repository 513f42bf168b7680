import { asArray, attributeOf, child, parseFeedDate, plainText, textOf, type XmlNode } from "../xml/feed-values";
import { decodeCharacterReferences } from "~/lib/character-references";
import { htmlToPlainText } from "../html/sanitize-html";
import { readXmlDocument, XmlDocumentError } from "../xml/read-xml-document";
import { absoluteHttpUrl, normalizeCanonicalUrl } from "./canonical-url";
import { AppError } from "../app-error";

/** One post of a blog's RSS or Atom feed, as the feed gives it. */
export type FeedPost = {
  /** Plain text. */
  title: string;
  /** Normalized canonical address: the item's link (RSS `<link>`, Atom `rel="alternate"`). */
  link: string;
  /** Unsanitized HTML: the full content when the feed has it, else the summary. */
  contentHtml: string;
  /** Unsanitized HTML or text: the feed's short description, when separate from the content. */
  summaryHtml?: string;
  publishedAt?: Date;
  /** From the feed's media tags (media:content, media:thumbnail, an image enclosure). */
  imageUrl?: string;
  categories: string[];
};

export type ParsedBlogFeed = {
  format: "rss" | "atom" | "rdf";
  title: string;
  link?: string;
  items: FeedPost[];
  /** Items that cannot become a post, with the reason (no title, no address). */
  skipped: { index: number; reason: string; link?: string }[];
};

/** Why a feed was refused: the `code` of the `AppError` thrown, whose message is written for the site owner. */
export type BlogFeedErrorCode = "not-a-feed" | "malformed" | "too-large" | "entities";

export const NOT_A_FEED_MESSAGE = "That address did not return an RSS or Atom feed.";
const ENTITIES_MESSAGE = "That feed declares its own XML entities, so it was refused for safety.";
/** Twenty megabytes is thousands of full posts; far beyond that is not a feed to hold in memory. */
export const MAX_BLOG_FEED_CHARACTERS = 20_000_000;

const ITEM_PATHS = new Set(["rss.channel.item", "feed.entry", "rdf:RDF.item"]);

function refuse(code: BlogFeedErrorCode, message: string, cause?: unknown): never {
  throw new AppError(code, message, { cause });
}

/** Whether a fetched body looks like a feed at all (cheap; the parse decides for real). */
export function looksLikeFeed(text: string): boolean {
  const head = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 4096);
  return /<(?:rss|feed|rdf:RDF)[\s>]/.test(head) && !/^<!doctype html/i.test(head) && !/^<html[\s>]/i.test(head);
}

/**
 * Reads a blog's RSS 2.0, RSS 1.0 (RDF) or Atom feed. Refuses (an `AppError` with a `BlogFeedErrorCode`) anything else: HTML,
 * JSON, truncated or malformed XML, and documents that declare entities.
 */
export function parseBlogFeed(xml: string): ParsedBlogFeed {
  if (typeof xml !== "string") refuse("not-a-feed", NOT_A_FEED_MESSAGE);
  if (xml.length > MAX_BLOG_FEED_CHARACTERS) refuse("too-large", "That feed is too large to import (over 20 MB).");
  const text = xml.replace(/^\uFEFF/, "").trimStart();
  if (!text.startsWith("<") || /^<!doctype html/i.test(text) || /^<html[\s>]/i.test(text)) {
    refuse("not-a-feed", NOT_A_FEED_MESSAGE);
  }
  let document: XmlNode;
  try {
    document = readXmlDocument(text, {
      isArray: (jPath) => ITEM_PATHS.has(jPath),
      // Atom content may be inline XHTML, which the parser would otherwise take apart into a tree;
      // kept raw and decoded below according to its `type`.
      stopNodes: ["feed.entry.content", "feed.entry.summary"],
    });
  } catch (error) {
    if (error instanceof XmlDocumentError && error.code === "entities") refuse("entities", ENTITIES_MESSAGE, error);
    const line = error instanceof XmlDocumentError && error.line ? ` (line ${error.line})` : "";
    refuse("malformed", `That feed is not well-formed XML${line}, so it could not be read.`, error);
  }

  const rssChannel = child(child(document, "rss"), "channel");
  if (isRecord(rssChannel)) return readRss("rss", rssChannel, child(rssChannel, "item"));
  const rdf = child(document, "rdf:RDF");
  if (isRecord(rdf)) return readRss("rdf", child(rdf, "channel"), child(rdf, "item"));
  const feed = child(document, "feed");
  if (isRecord(feed)) return readAtom(feed);
  refuse("not-a-feed", NOT_A_FEED_MESSAGE);
}

function isRecord(value: XmlNode): value is Record<string, XmlNode> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readRss(format: "rss" | "rdf", channel: XmlNode, itemNodes: XmlNode): ParsedBlogFeed {
  const link = normalizeCanonicalUrl(textOf(child(channel, "link")));
  const items: FeedPost[] = [];
  const skipped: ParsedBlogFeed["skipped"] = [];
  asArray(itemNodes).forEach((item, index) => {
    const post = readRssItem(item, link);
    if ("reason" in post) skipped.push({ index, ...post });
    else items.push(post);
  });
  return { format, title: plainText(textOf(child(channel, "title"))) ?? "", link, items, skipped };
}

function readRssItem(item: XmlNode, channelLink: string | undefined): FeedPost | { reason: string; link?: string } {
  const guid = child(item, "guid");
  const guidIsLink = attributeOf(guid, "isPermaLink")?.toLowerCase() !== "false";
  const link =
    normalizeCanonicalUrl(textOf(child(item, "link")), channelLink) ??
    (guidIsLink ? normalizeCanonicalUrl(textOf(guid)) : undefined) ??
    normalizeCanonicalUrl(attributeOf(item, "rdf:about"));
  const title = plainText(textOf(child(item, "title")));
  if (!title) return { reason: "has no title", ...(link ? { link } : {}) };
  if (!link) return { reason: `"${title}" has no web address` };

  const content = textOf(child(item, "content:encoded"));
  const description = textOf(child(item, "description"));
  const post: FeedPost = {
    title,
    link,
    contentHtml: content ?? description ?? "",
    categories: asArray(child(item, "category")).flatMap((category) => textOf(category) ?? []),
  };
  if (content && description) post.summaryHtml = description;
  const publishedAt = parseFeedDate(textOf(child(item, "pubDate")) ?? textOf(child(item, "dc:date")));
  if (publishedAt) post.publishedAt = publishedAt;
  const imageUrl = readMediaImage(item, link);
  if (imageUrl) post.imageUrl = imageUrl;
  return post;
}

/**
 * The image a feed names for the item: `media:content` (WordPress.com, Jetpack, most plugins),
 * `media:thumbnail`, then an image enclosure.
 */
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$)/i;

function readMediaImage(item: XmlNode, base: string): string | undefined {
  const contents = [
    ...asArray(child(item, "media:content")),
    ...asArray(child(child(item, "media:group"), "media:content")),
  ];
  for (const content of contents) {
    const medium = attributeOf(content, "medium")?.toLowerCase();
    const type = attributeOf(content, "type")?.toLowerCase();
    const url = absoluteHttpUrl(attributeOf(content, "url"), base);
    // Without medium or type, only a file name that says "image" is trusted to be one.
    const isImage =
      medium === "image" || type?.startsWith("image/") || (!medium && !type && IMAGE_FILE.test(url ?? ""));
    if (url && isImage) return url;
  }
  const thumbnails = [
    ...asArray(child(item, "media:thumbnail")),
    ...contents.flatMap((content) => asArray(child(content, "media:thumbnail"))),
  ];
  for (const thumbnail of thumbnails) {
    const url = absoluteHttpUrl(attributeOf(thumbnail, "url"), base);
    if (url) return url;
  }
  for (const enclosure of asArray(child(item, "enclosure"))) {
    if (!attributeOf(enclosure, "type")?.toLowerCase().startsWith("image/")) continue;
    const url = absoluteHttpUrl(attributeOf(enclosure, "url"), base);
    if (url) return url;
  }
  return undefined;
}

function readAtom(feed: XmlNode): ParsedBlogFeed {
  const link = atomLink(child(feed, "link"), undefined);
  const items: FeedPost[] = [];
  const skipped: ParsedBlogFeed["skipped"] = [];
  asArray(child(feed, "entry")).forEach((entry, index) => {
    const post = readAtomEntry(entry, link);
    if ("reason" in post) skipped.push({ index, ...post });
    else items.push(post);
  });
  return { format: "atom", title: atomText(child(feed, "title")) ?? "", link, items, skipped };
}

function readAtomEntry(entry: XmlNode, feedLink: string | undefined): FeedPost | { reason: string; link?: string } {
  const link = atomLink(child(entry, "link"), feedLink) ?? normalizeCanonicalUrl(textOf(child(entry, "id")));
  const title = atomText(child(entry, "title"));
  if (!title) return { reason: "has no title", ...(link ? { link } : {}) };
  if (!link) return { reason: `"${title}" has no web address` };

  const content = atomContent(child(entry, "content"));
  const summary = atomContent(child(entry, "summary"));
  const post: FeedPost = {
    title,
    link,
    contentHtml: content ?? summary ?? "",
    categories: asArray(child(entry, "category")).flatMap(
      (category) => attributeOf(category, "label") ?? attributeOf(category, "term") ?? [],
    ),
  };
  if (content && summary) post.summaryHtml = summary;
  const publishedAt = parseFeedDate(textOf(child(entry, "published")) ?? textOf(child(entry, "updated")));
  if (publishedAt) post.publishedAt = publishedAt;
  const imageUrl = readMediaImage(entry, link) ?? atomImageLink(child(entry, "link"), link);
  if (imageUrl) post.imageUrl = imageUrl;
  return post;
}

/** The entry's page: `rel="alternate"` (or no rel), preferring an HTML type. */
function atomLink(links: XmlNode, base: string | undefined): string | undefined {
  const alternates = asArray(links).filter((link) => (attributeOf(link, "rel") ?? "alternate") === "alternate");
  const html = alternates.filter((link) => /html/i.test(attributeOf(link, "type") ?? "text/html"));
  for (const link of [...html, ...alternates]) {
    const url = normalizeCanonicalUrl(attributeOf(link, "href"), base);
    if (url) return url;
  }
  return undefined;
}

function atomImageLink(links: XmlNode, base: string): string | undefined {
  for (const link of asArray(links)) {
    if (attributeOf(link, "rel") !== "enclosure" || !/^image\//i.test(attributeOf(link, "type") ?? "")) continue;
    const url = absoluteHttpUrl(attributeOf(link, "href"), base);
    if (url) return url;
  }
  return undefined;
}

/** Atom text constructs: `type="html"` and `"xhtml"` carry markup, reduced to plain text here. */
function atomText(node: XmlNode): string | undefined {
  const type = attributeOf(node, "type")?.toLowerCase();
  const text = textOf(node);
  if (text === undefined) return undefined;
  if (type === "html" || type === "xhtml") return htmlToPlainText(text).replace(/\s+/g, " ").trim() || undefined;
  return plainText(text);
}

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

/**
 * `content` and `summary` arrive raw (stop nodes): inline XHTML is already markup; escaped HTML and
 * text are decoded once, outside CDATA sections, whose contents are taken as they are.
 */
function atomContent(node: XmlNode): string | undefined {
  const raw = textOf(node);
  if (raw === undefined) return undefined;
  const type = attributeOf(node, "type")?.toLowerCase() ?? "text";
  if (type === "xhtml") return raw;
  let result = "";
  let last = 0;
  for (const match of raw.matchAll(CDATA)) {
    result += decodeCharacterReferences(raw.slice(last, match.index)) + match[1];
    last = match.index + match[0].length;
  }
  result += decodeCharacterReferences(raw.slice(last));
  const trimmed = result.trim();
  if (!trimmed) return undefined;
  // Plain text content becomes paragraphs so line breaks survive the sanitizer.
  if (type === "text" || type === "text/plain") return textToHtml(trimmed);
  return trimmed;
}

function textToHtml(text: string): string {
  const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph.trim())}</p>`)
    .join("");
}
