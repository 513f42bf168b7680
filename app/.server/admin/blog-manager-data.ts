import { and, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { readAdminListQuery } from "~/lib/admin/admin-list";
import { blogAdminList, blogPostLink, type BlogListFilter, type BlogManagerData } from "~/lib/blog";
import type { Database } from "../db/client";
import { getBlogPost } from "../blog/blog-queries";
import { matchEveryWord } from "../db/match-every-word";
import { blogPosts, type BlogPost } from "../db/schema/blog-posts";
import { blogPostFormValuesOf, emptyBlogPostFormValues } from "../blog/blog-post-form";
import { safeImageUrl } from "../net/safe-media-url";
import { logger } from "../logger";

export const ADMIN_POSTS_PAGE_SIZE = 50;

function blogFilterCondition(filter: BlogListFilter): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "featured":
      return eq(blogPosts.isFeatured, true);
    case "missing-image":
      return or(isNull(blogPosts.imageUrl), sql`btrim(${blogPosts.imageUrl}) = ''`);
  }
}

/** One page of posts for the manager, searched (title, excerpt) and filtered in SQL, without bodies. */
async function listAdminBlogPosts(
  db: Database,
  { query, filter, page }: { query: string; filter: BlogListFilter; page: number },
) {
  const where = and(matchEveryWord(query, [blogPosts.title, blogPosts.excerpt]), blogFilterCondition(filter));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      contentUrl: blogPosts.contentUrl,
      imageUrl: blogPosts.imageUrl,
      isFeatured: blogPosts.isFeatured,
      publishedDate: blogPosts.publishedDate,
    })
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedDate), desc(blogPosts.id))
    .limit(ADMIN_POSTS_PAGE_SIZE)
    .offset((current - 1) * ADMIN_POSTS_PAGE_SIZE);
  return { rows, total, page: current, pageCount };
}

type AdminBlogListRow = Pick<
  BlogPost,
  "id" | "title" | "excerpt" | "contentUrl" | "imageUrl" | "isFeatured" | "publishedDate"
>;

/** A post as the manager's list shows it. */
function toAdminBlogRow(post: AdminBlogListRow) {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: safeImageUrl(post.imageUrl) ?? null,
    isFeatured: post.isFeatured,
    publishedDate: post.publishedDate.toISOString(),
    ...blogPostLink(post),
  };
}

/** A row of the Blog Post Manager's list: what `toAdminBlogRow` makes. */
export type AdminBlogRow = ReturnType<typeof toAdminBlogRow>;

/**
 * The Blog Post Manager's data: one page of posts, newest first, and the post being edited (`?edit=`);
 * `sourceUrl` is where "Import from Website" reads.
 */
export async function loadBlogManager(
  db: Database,
  url: URL,
  { sourceUrl }: { sourceUrl: string },
): Promise<BlogManagerData> {
  const editId = url.searchParams.get("edit");
  const { query, filter, page: requestedPage } = readAdminListQuery(blogAdminList, url);
  try {
    const [list, edited] = await Promise.all([
      listAdminBlogPosts(db, { query, filter, page: requestedPage }),
      editId ? getBlogPost(db, editId) : undefined,
    ]);
    return {
      failed: false,
      sourceUrl,
      query,
      filter,
      page: list.page,
      pageCount: list.pageCount,
      total: list.total,
      posts: list.rows.map(toAdminBlogRow),
      editMissing: Boolean(editId) && !edited,
      editing: edited ? { id: edited.id, values: blogPostFormValuesOf(edited) } : null,
      emptyForm: emptyBlogPostFormValues,
    };
  } catch (error) {
    logger.error({ err: error }, "Failed to fetch blog posts");
    return {
      failed: true,
      sourceUrl,
      query,
      filter,
      page: 1,
      pageCount: 1,
      total: 0,
      posts: [],
      editing: null,
      emptyForm: emptyBlogPostFormValues,
      editMissing: false,
    };
  }
}
