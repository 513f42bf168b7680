import { decodeCharacterReferences } from "~/lib/character-references";
import type { NewBlogPost } from "../db/schema/blog-posts";

/**
 * A post read from somewhere else (WordPress API, RSS/Atom feed, an article page), ready to store.
 * Every reader produces this shape, so the write, its identity rule and its limits live in one place.
 */
export type BlogPostDraft = {
  /** Plain text, entities decoded. */
  title: string;
  /** Plain text (see cleanExcerpt). */
  excerpt: string;
  /** Already sanitized with sanitizeRichHtml. */
  contentHtml: string;
  /** Normalized (see normalizeCanonicalUrl); the post's identity and its `content_url`. */
  canonicalUrl: string;
  imageUrl?: string;
  /** Names, cleaned (see cleanCategories); empty when the source has none. */
  categories: string[];
  /** The source's publication date, when it gives one. */
  publishedAt?: Date;
};

/** One post or page that could not be imported, with a reason written for the site owner. */
export type ImportFailure = { url: string; reason: string };

export type ImportBlogPostsResult = {
  /** Posts added. */
  imported: number;
  /** Posts or addresses that could not be imported (each one is in `failures`). */
  errors: number;
  /** Posts the site already has (same canonical address), left exactly as they are. */
  alreadyPresent: number;
  failures: ImportFailure[];
};

const MAX_TITLE_LENGTH = 500;
const MAX_EXCERPT_LENGTH = 5000;
const MAX_CATEGORIES = 10;
const MAX_CATEGORY_LENGTH = 100;

/** WordPress's default category says nothing about a post. */
const MEANINGLESS_CATEGORIES = new Set(["uncategorized", "uncategorised", "non classé", "sin categoría"]);

/**
 * Category names as a card shows them: entities decoded (WordPress escapes `&` in term names),
 * whitespace tidied, "Uncategorized" dropped, repeats merged regardless of case, at most ten.
 */
export function cleanCategories(names: Iterable<string | undefined | null>): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  for (const raw of names) {
    if (typeof raw !== "string") continue;
    const name = decodeCharacterReferences(raw).replace(/\s+/g, " ").trim().slice(0, MAX_CATEGORY_LENGTH).trim();
    const key = name.toLowerCase();
    if (!name || MEANINGLESS_CATEGORIES.has(key) || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
    if (result.length >= MAX_CATEGORIES) break;
  }
  return result;
}

/** At most `max` characters as PostgreSQL counts them (code points), never splitting a surrogate pair. */
function truncateCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join("");
}

/**
 * The row an imported post becomes. Both addresses are the canonical URL: `source_url` is the
 * identity (unique), `content_url` is where the card links. Limits match the table's checks.
 */
export function toBlogPostRow(draft: BlogPostDraft, now: Date = new Date()): NewBlogPost {
  return {
    title: truncateCharacters(draft.title, MAX_TITLE_LENGTH).trim(),
    excerpt: truncateCharacters(draft.excerpt, MAX_EXCERPT_LENGTH),
    fullContent: draft.contentHtml,
    contentUrl: draft.canonicalUrl,
    sourceUrl: draft.canonicalUrl,
    imageUrl: draft.imageUrl ?? null,
    categories: draft.categories.length > 0 ? draft.categories : null,
    publishedDate: draft.publishedAt ?? now,
    isFeatured: false,
    createdAt: now,
    updatedAt: now,
  };
}

/** The first image of sanitized content (its markup is the sanitizer's own, so a pattern is exact). */
export function firstContentImage(sanitizedHtml: string): string | undefined {
  const src = /<img src="([^"]+)"/.exec(sanitizedHtml)?.[1];
  return src ? decodeCharacterReferences(src) : undefined;
}
