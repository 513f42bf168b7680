/**
 * Blog rules shared by the pages, the admin form and the server: kept free of libraries so they
 * cost the browser nothing.
 */

import type { AdminBlogRow } from "~/.server/admin/blog-manager-data";
import type { BlogPostFormValues } from "~/.server/blog/blog-post-form";
import { defineAdminList } from "./admin/admin-list";

/** The spec's archive page size. */
export const BLOG_PAGE_SIZE = 12;
/** The featured card shows at most two categories. */
export const FEATURED_CATEGORY_LIMIT = 2;
export const ALL_CATEGORIES = "all";

export const blogTexts = {
  empty: "No blog posts available yet. Check back soon for new content!",
  noMatch: "No articles found matching your criteria. Try adjusting your search or filters.",
  notFound: "Blog post not found",
} as const;

/**
 * Categories typed as "Custody, Co-Parenting ,, Money": each trimmed, blanks dropped, repeats
 * (ignoring case) merged; nothing left means null, as the spec stores it.
 */
export function parseCategories(text: string): string[] | null {
  const seen = new Set<string>();
  const categories: string[] = [];
  for (const part of text.split(",")) {
    const category = part.replace(/\s+/g, " ").trim();
    if (!category || seen.has(category.toLowerCase())) continue;
    seen.add(category.toLowerCase());
    categories.push(category);
  }
  return categories.length > 0 ? categories : null;
}

/** Where a post's card leads: out to its absolute http(s) `content_url` (new tab), else its page here. */
export function blogPostLink(post: { id: string; contentUrl: string }): { href: string; external: boolean } {
  if (/^https?:\/\//i.test(post.contentUrl.trim())) {
    try {
      const url = new URL(post.contentUrl.trim());
      if (url.protocol === "http:" || url.protocol === "https:") return { href: url.href, external: true };
    } catch {
      // Not a URL after all: the post's own page it is.
    }
  }
  return { href: `/blog/${post.id}`, external: false };
}

/** The archive's URL: search, category and page live there, so results can be linked and crawled. */
export function blogArchiveHref({ query = "", category = ALL_CATEGORIES, page = 1 }): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category && category !== ALL_CATEGORIES) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

export const blogLimits = { title: 500, excerpt: 1000, url: 2048, categories: 300, fullContent: 200_000 } as const;

/** The Blog Post Manager's list filters (`?bf=`), checked in SQL. */
export const blogListFilters = [
  { value: "all", label: "All posts" },
  { value: "featured", label: "Featured" },
  { value: "missing-image", label: "Missing image" },
] as const;

export type BlogListFilter = (typeof blogListFilters)[number]["value"];

/** The Blog Post Manager's list: searched (`?bq=`), filtered (`?bf=`) and paged (`?bp=`) on the server. */
export const blogAdminList = defineAdminList({
  path: "/admin/blog",
  params: { query: "bq", filter: "bf", page: "bp" },
  filters: blogListFilters,
});

export type BlogManagerData = {
  /** The spec's 'Failed to fetch blog posts'. */
  failed: boolean;
  /** One page of the list, newest first, with its search (`?bq=`), filter and page (`?bp=`). */
  posts: AdminBlogRow[];
  query: string;
  filter: BlogListFilter;
  page: number;
  pageCount: number;
  total: number;
  editing: { id: string; values: BlogPostFormValues } | null;
  /** The create form's values: empty text, the box unchecked. */
  emptyForm: BlogPostFormValues;
  /** `?edit=` named a post that no longer exists (another admin, or another tab, deleted it). */
  editMissing: boolean;
  /** Where "Import from Website" reads, shown in its confirmation. */
  sourceUrl: string;
};
