import { blogPostLink, type BlogManagerData } from "~/lib/blog";
import { externalLinks } from "~/content/site";
import type { Database } from "../db/client";
import { getBlogPost, listBlogPostSummaries } from "../blog/blog-queries";
import { safeImageUrl } from "../net/safe-media-url";
import { getEnv } from "../env";
import { logger } from "../logger";

/** The Blog Post Manager's data: every post, newest first, and the post being edited (`?bedit=`). */
export async function loadBlogManager(db: Database, url: URL): Promise<BlogManagerData> {
  const sourceUrl = getEnv().BLOG_SOURCE_URL ?? externalLinks.blogSource;
  const editId = url.searchParams.get("bedit");
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
        imageUrl: safeImageUrl(post.imageUrl) ?? null,
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
