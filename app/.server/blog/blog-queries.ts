import { and, arrayContains, arrayOverlaps, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { ALL_CATEGORIES, BLOG_PAGE_SIZE } from "~/lib/blog";
import type { Database } from "../db/client";
import { matchEveryWord } from "../db/match-every-word";
import { blogPosts, type BlogPost } from "../db/schema/blog-posts";
import { uuidSchema } from "~/lib/validation/schemas";
import { parseInput } from "~/lib/validation/parse-input";

/**
 * Newest first. The spec's client read ascending (oldest first); a blog's readers expect the newest
 * post first (docs/decisions/0005-blog.md).
 */
const newestFirst = [desc(blogPosts.publishedDate), desc(blogPosts.createdAt), desc(blogPosts.id)] as const;

/** The spec's archive: only non-featured posts that have an image. */
const inArchive = and(eq(blogPosts.isFeatured, false), isNotNull(blogPosts.imageUrl), ne(blogPosts.imageUrl, ""));

export type BlogArchivePage = { posts: BlogPost[]; total: number; page: number; pageCount: number };

/** One page of the archive for a search and a category ('all' matches everything). Pages clamp. */
export async function listBlogArchive(
  db: Database,
  {
    query = "",
    category = ALL_CATEGORIES,
    page = 1,
    pageSize = BLOG_PAGE_SIZE,
  }: { query?: string; category?: string; page?: number; pageSize?: number } = {},
): Promise<BlogArchivePage> {
  const where = and(
    inArchive,
    matchEveryWord(query, [blogPosts.title, blogPosts.excerpt]),
    category && category !== ALL_CATEGORIES ? arrayContains(blogPosts.categories, [category]) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const posts = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { posts, total, page: current, pageCount };
}

/** Featured posts for the top of the blog, newest first. */
export async function listFeaturedBlogPosts(db: Database, { limit = 12 } = {}): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.isFeatured, true))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Every category used by a post in the archive, for the chips, alphabetically. */
export async function listBlogCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: sql<string>`unnest(${blogPosts.categories})` })
    .from(blogPosts)
    .where(inArchive);
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

export async function countBlogPosts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts);
  return row?.total ?? 0;
}

export async function getBlogPost(db: Database, id: string): Promise<BlogPost | undefined> {
  if (!parseInput(uuidSchema, id).ok) return undefined;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

/** A post without its body: what lists, feeds and the sitemap need (bodies can be large). */
const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  contentUrl: blogPosts.contentUrl,
  imageUrl: blogPosts.imageUrl,
  categories: blogPosts.categories,
  isFeatured: blogPosts.isFeatured,
  publishedDate: blogPosts.publishedDate,
  updatedAt: blogPosts.updatedAt,
};
export type BlogPostSummary = Pick<BlogPost, keyof typeof summaryColumns>;

/**
 * Newest first, without bodies: the admin list (capped so a huge import cannot stall the page),
 * the RSS feed and the sitemap.
 */
export async function listBlogPostSummaries(db: Database, { limit = 1000 } = {}): Promise<BlogPostSummary[]> {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * What to read next under a post: other posts sharing one of its categories first, then the
 * newest, without bodies.
 */
export async function listRelatedBlogPosts(
  db: Database,
  post: Pick<BlogPost, "id" | "categories">,
  { limit = 3 } = {},
): Promise<BlogPostSummary[]> {
  const categories = post.categories ?? [];
  const sharesCategory = categories.length > 0 ? arrayOverlaps(blogPosts.categories, categories) : sql`false`;
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(ne(blogPosts.id, post.id))
    .orderBy(desc(sql`coalesce(${sharesCategory}, false)`), ...newestFirst)
    .limit(limit);
}
