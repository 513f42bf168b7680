import { blogPostLink, type BlogCardView } from "~/lib/blog";
import type { BlogPost } from "../db/schema/blog-posts";
import { safeMediaUrl } from "../net/safe-media-url";

export function toBlogCard(post: BlogPost): BlogCardView {
  const link = blogPostLink(post);
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: safeMediaUrl(post.imageUrl) ?? null,
    categories: post.categories ?? [],
    publishedDate: post.publishedDate.toISOString(),
    href: link.href,
    external: link.external,
  };
}
