import { blogPostLink } from "~/lib/blog";
import type { BlogPost } from "../db/schema/blog-posts";
import { safeImageUrl } from "../net/safe-media-url";

export function toBlogCard(
  post: Pick<BlogPost, "id" | "title" | "excerpt" | "imageUrl" | "categories" | "publishedDate" | "contentUrl">,
) {
  const link = blogPostLink(post);
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: safeImageUrl(post.imageUrl) ?? null,
    categories: post.categories ?? [],
    publishedDate: post.publishedDate.toISOString(),
    href: link.href,
    external: link.external,
  };
}

/** A post as the blog's cards receive it: what `toBlogCard` makes, so a field added there reaches every page. */
export type BlogCardView = ReturnType<typeof toBlogCard>;
