import { blogPostLink, type BlogCardView } from "~/lib/blog";
import { isSitePath } from "~/lib/site-path";
import type { BlogPost } from "../db/schema/blog-posts";
import { httpUrl } from "../episodes/feed-values";

/** A path on this site, or an absolute http(s) address; anything else is no image at all. */
export function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (isSitePath(url)) return url;
  return httpUrl(url) ?? null;
}

export function toBlogCard(post: BlogPost): BlogCardView {
  const link = blogPostLink(post);
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    imageUrl: safeImageUrl(post.imageUrl),
    categories: post.categories ?? [],
    publishedDate: post.publishedDate.toISOString(),
    href: link.href,
    external: link.external,
  };
}
