/**
 * What the blog management tests share (tests/integration/blog-manage.test.ts, blog-archive.test.ts,
 * blog-post-form.test.ts, blog-pages-served.test.ts): a post as the writers and the admin form take
 * it, the sample posts in the order the site shows them, and a few ways to write and read rows.
 */
import { listBlogArchive } from "~/.server/blog/blog-queries";
import type { BlogPostInput } from "~/.server/blog/blog-post-form";
import { blogPosts, type BlogPost, type NewBlogPost } from "~/.server/db/schema/blog-posts";
import { samplePostId, samplePosts } from "~/content/sample-posts";
import type { TestDatabase } from "./test-database";

export function postInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: "Parenting Plans That Actually Work",
    excerpt: "The clauses families are most grateful for years later.",
    contentUrl: "https://untangled-blog.example/parenting-plans/",
    imageUrl: "/images/blog/calendar.svg",
    categories: ["Co-Parenting"],
    isFeatured: false,
    fullContent: "",
    lawReviewedOn: null,
    jurisdictionsDiscussed: null,
    ...overrides,
  };
}

/** The admin form as a browser posts it: every field present, the checkbox only when ticked. */
export function blogForm(
  fields: Partial<Record<"title" | "excerpt" | "contentUrl" | "imageUrl" | "categories", string>> & {
    fullContent?: string;
    isFeatured?: "on";
  },
): FormData {
  const form = new FormData();
  const all = {
    title: "Parenting Plans That Actually Work",
    excerpt: "The clauses families are most grateful for years later.",
    contentUrl: "https://untangled-blog.example/parenting-plans/",
    imageUrl: "https://cdn.untangled-blog.example/calendar.jpg",
    categories: "",
    fullContent: "",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}

/** Midnight UTC on 2025-01-01 plus `days`, so tests can order posts without waiting. */
export const day = (days: number) => new Date(Date.UTC(2025, 0, 1) + days * 86_400_000);
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const titlesOf = (posts: { title: string }[]) => posts.map((post) => post.title);

/** Text as React writes it into HTML. */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The sample posts newest first, each with its fixed id. */
export const samplesNewestFirst = samplePosts
  .map((post, index) => ({ ...post, id: samplePostId(index) }))
  .sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate));
export const sampleArchive = samplesNewestFirst.filter((post) => !post.isFeatured);
export const sampleChips = [...new Set(sampleArchive.flatMap((post) => post.categories))].sort((a, b) =>
  a.localeCompare(b, "en", { sensitivity: "base" }),
);

/** The suite's ways to write a raw row and read the archive's titles, on the suite's database. */
export function blogTableActions(currentDatabase: () => TestDatabase) {
  /** A row written as an import or an older version would, with full control over every column. */
  async function insertPost(values: Partial<NewBlogPost> & { title: string }): Promise<BlogPost> {
    const [row] = await currentDatabase()
      .db.insert(blogPosts)
      .values({ excerpt: `About ${values.title}.`, imageUrl: "/images/blog/sunrise.svg", ...values })
      .returning();
    return row!;
  }

  const archiveTitles = async (options: Parameters<typeof listBlogArchive>[1] = {}) =>
    titlesOf((await listBlogArchive(currentDatabase().db, { pageSize: 100, ...options })).posts);

  return { insertPost, archiveTitles };
}
