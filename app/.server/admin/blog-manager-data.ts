import { blogPostLink, type BlogManagerData } from "~/lib/blog";
import type { Database } from "../db/client";
import { getBlogPost, listBlogPostSummaries } from "../blog/blog-queries";
import { safeMediaUrl } from "../net/safe-media-url";
import { logger } from "../logger";

/**
 * The Blog Post Manager's data: every post, newest first, and the post being edited (`?edit=`);
 * `sourceUrl` is where "Import from Website" reads.
 */
export async function loadBlogManager(
  db: Database,
  url: URL,
  { sourceUrl }: { sourceUrl: string },
): Promise<BlogManagerData> {
  const editId = url.searchParams.get("edit");
  try {
    const [posts, edited] = await Promise.all([
      listBlogPostSummaries(db),
      editId ? getBlogPost(db, editId) : undefined,
    ]);
    return {
      failed: false,
      sourceUrl,
      posts: posts.map((post) => ({
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        imageUrl: safeMediaUrl(post.imageUrl) ?? null,
        isFeatured: post.isFeatured,
        publishedDate: post.publishedDate.toISOString(),
        ...blogPostLink(post),
      })),
      editing: edited
        ? {
            id: edited.id,
            values: {
              title: edited.title,
              excerpt: edited.excerpt,
              contentUrl: edited.contentUrl,
              imageUrl: edited.imageUrl ?? "",
              categories: (edited.categories ?? []).join(", "),
              fullContent: edited.fullContent,
              isFeatured: edited.isFeatured,
            },
          }
        : null,
    };
  } catch (error) {
    logger.error({ err: error }, "Failed to fetch blog posts");
    return { failed: true, sourceUrl, posts: [], editing: null };
  }
}
