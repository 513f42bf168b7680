import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseBlogPostForm } from "~/.server/blog/blog-post-form";
import {
  countBlogPosts,
  getBlogPost,
  listBlogPostSummaries,
  listBlogArchive,
  listBlogCategories,
  listFeaturedBlogPosts,
} from "~/.server/blog/blog-queries";
import {
  createBlogPost,
  deleteBlogPost,
  setBlogPostFeatured,
  updateBlogPost,
  type BlogPostInput,
} from "~/.server/blog/blog-writes";
import { parseBlogFeed } from "~/.server/blog/parse-blog-feed";
import { seedSampleContent, seedSamplePosts } from "~/.server/content/seed-sample-content";
import { blogPosts, type BlogPost, type NewBlogPost } from "~/.server/db/schema/blog-posts";
import { contentSeeds } from "~/.server/db/schema/content-seeds";
import { episodes } from "~/.server/db/schema/episodes";
import { samplePostId, samplePosts } from "~/content/sample-posts";
import { site } from "~/content/site";
import { ALL_CATEGORIES, BLOG_PAGE_SIZE, blogPostLink, blogTexts } from "~/lib/blog";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, startServerProcess, waitForUrl } from "../helpers/server-process";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "../helpers/test-database";

function postInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: "Parenting Plans That Actually Work",
    excerpt: "The clauses families are most grateful for years later.",
    contentUrl: "https://untangled-blog.example/parenting-plans/",
    imageUrl: "/images/blog/calendar.svg",
    categories: ["Co-Parenting"],
    isFeatured: false,
    fullContent: "",
    ...overrides,
  };
}

/** The admin form as a browser posts it: every field present, the checkbox only when ticked. */
function blogForm(
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

/**
 * The database's own complaint, whichever driver reports it: Drizzle wraps it as the cause of a
 * "Failed query" error, so a test can tell the intended constraint from any other failure.
 */
async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  throw new Error("expected the database to refuse the write");
}

/** Midnight UTC on 2025-01-01 plus `days`, so tests can order posts without waiting. */
const day = (days: number) => new Date(Date.UTC(2025, 0, 1) + days * 86_400_000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const titlesOf = (posts: { title: string }[]) => posts.map((post) => post.title);

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The sample posts newest first, each with its fixed id. */
const samplesNewestFirst = samplePosts
  .map((post, index) => ({ ...post, id: samplePostId(index) }))
  .sort((a, b) => Date.parse(b.publishedDate) - Date.parse(a.publishedDate));
const sampleArchive = samplesNewestFirst.filter((post) => !post.isFeatured);
const sampleChips = [...new Set(sampleArchive.flatMap((post) => post.categories))].sort((a, b) =>
  a.localeCompare(b, "en", { sensitivity: "base" }),
);

describe.each(testDatabaseKinds)("blog management on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.delete(blogPosts);
    await database.db.delete(episodes);
    await database.db.delete(contentSeeds);
  });

  /** A row written as an import or an older version would, with full control over every column. */
  async function insertPost(values: Partial<NewBlogPost> & { title: string }): Promise<BlogPost> {
    const [row] = await database.db
      .insert(blogPosts)
      .values({ excerpt: `About ${values.title}.`, imageUrl: "/images/blog/sunrise.svg", ...values })
      .returning();
    return row!;
  }

  const archiveTitles = async (options: Parameters<typeof listBlogArchive>[1] = {}) =>
    titlesOf((await listBlogArchive(database.db, { pageSize: 100, ...options })).posts);

  describe("the archive", () => {
    it("shows only non-featured posts that have an image; featured posts are listed separately", async () => {
      await insertPost({ title: "With image", publishedDate: day(1) });
      await insertPost({ title: "No image", imageUrl: null, publishedDate: day(2) });
      await insertPost({ title: "Empty image", imageUrl: "", publishedDate: day(3) });
      await insertPost({ title: "Featured", isFeatured: true, publishedDate: day(4) });
      await insertPost({ title: "Featured, no image", isFeatured: true, imageUrl: null, publishedDate: day(5) });

      const archive = await listBlogArchive(database.db);
      expect(titlesOf(archive.posts)).toEqual(["With image"]);
      expect(archive).toMatchObject({ total: 1, page: 1, pageCount: 1 });
      expect(titlesOf(await listFeaturedBlogPosts(database.db))).toEqual(["Featured, no image", "Featured"]);
      // Every post still exists for the admin list, the feed and the sitemap.
      expect(titlesOf(await listBlogPostSummaries(database.db))).toEqual([
        "Featured, no image",
        "Featured",
        "Empty image",
        "No image",
        "With image",
      ]);
      expect(await countBlogPosts(database.db)).toBe(5);
    });

    it("lists every featured post (up to 12), newest first", async () => {
      for (let index = 0; index < 5; index++) {
        await insertPost({ title: `Featured ${index}`, isFeatured: true, publishedDate: day(index) });
      }
      await insertPost({ title: "Newer, not featured", publishedDate: day(10) });
      expect(titlesOf(await listFeaturedBlogPosts(database.db, { limit: 3 }))).toEqual([
        "Featured 4",
        "Featured 3",
        "Featured 2",
      ]);
      expect(titlesOf(await listFeaturedBlogPosts(database.db))).toEqual([
        "Featured 4",
        "Featured 3",
        "Featured 2",
        "Featured 1",
        "Featured 0",
      ]);
    });

    it("searches title or excerpt case-insensitively, every word", async () => {
      await insertPost({ title: "Custody Basics", excerpt: "What every parent should know.", publishedDate: day(1) });
      await insertPost({
        title: "Money After Divorce",
        excerpt: "Budgets, CUSTODY costs and taxes.",
        publishedDate: day(2),
      });
      await insertPost({ title: "Mediation or Court?", excerpt: "Choosing a path.", publishedDate: day(3) });
      await insertPost({ title: "Custody, Featured", isFeatured: true, publishedDate: day(4) });

      expect(await archiveTitles({ query: "custody" })).toEqual(["Money After Divorce", "Custody Basics"]);
      expect(await archiveTitles({ query: "CUSTODY" })).toEqual(["Money After Divorce", "Custody Basics"]);
      expect(await archiveTitles({ query: "PARENT" })).toEqual(["Custody Basics"]);
      // Every word must match, each in the title or the excerpt.
      expect(await archiveTitles({ query: "  custody   TAXES " })).toEqual(["Money After Divorce"]);
      expect(await archiveTitles({ query: "custody basics know" })).toEqual(["Custody Basics"]);
      expect(await archiveTitles({ query: "custody mediation" })).toEqual([]);
      expect(await archiveTitles({ query: "court?" })).toEqual(["Mediation or Court?"]);
      expect(await archiveTitles({ query: "   " })).toEqual([
        "Mediation or Court?",
        "Money After Divorce",
        "Custody Basics",
      ]);
      expect((await listBlogArchive(database.db, { query: "custody" })).total).toBe(2);
    });

    it("treats %, _ and \\ in a search as the characters themselves", async () => {
      await insertPost({ title: "100% Custody: Is It Possible?", publishedDate: day(1) });
      await insertPost({ title: "Splitting Assets", excerpt: "Why 50_50 is rare.", publishedDate: day(2) });
      await insertPost({ title: "Mom\\Dad Schedules", publishedDate: day(3) });
      await insertPost({ title: "Plain Title", excerpt: "Nothing special.", publishedDate: day(4) });

      expect(await archiveTitles({ query: "%" })).toEqual(["100% Custody: Is It Possible?"]);
      expect(await archiveTitles({ query: "0%" })).toEqual(["100% Custody: Is It Possible?"]);
      expect(await archiveTitles({ query: "_" })).toEqual(["Splitting Assets"]);
      expect(await archiveTitles({ query: "50_5" })).toEqual(["Splitting Assets"]);
      expect(await archiveTitles({ query: "\\" })).toEqual(["Mom\\Dad Schedules"]);
      expect(await archiveTitles({ query: "%%" })).toEqual([]);
      expect(await archiveTitles({ query: "P_ain" })).toEqual([]);
      expect(await archiveTitles({ query: "Pl%n" })).toEqual([]);
    });

    it("filters by category: 'all' matches everything, a category matches posts that contain it", async () => {
      await insertPost({ title: "Custody only", categories: ["Custody"], publishedDate: day(1) });
      await insertPost({ title: "Custody and money", categories: ["Finances", "Custody"], publishedDate: day(2) });
      await insertPost({ title: "Money only", categories: ["Finances"], publishedDate: day(3) });
      await insertPost({ title: "Uncategorized", categories: null, publishedDate: day(4) });
      await insertPost({ title: "Featured custody", categories: ["Custody"], isFeatured: true, publishedDate: day(5) });

      const everything = ["Uncategorized", "Money only", "Custody and money", "Custody only"];
      expect(ALL_CATEGORIES).toBe("all");
      expect(await archiveTitles({ category: "all" })).toEqual(everything);
      expect(await archiveTitles({})).toEqual(everything);
      expect(await archiveTitles({ category: "" })).toEqual(everything);
      expect(await archiveTitles({ category: "Custody" })).toEqual(["Custody and money", "Custody only"]);
      expect(await archiveTitles({ category: "Finances" })).toEqual(["Money only", "Custody and money"]);
      expect(await archiveTitles({ category: "Self-Care" })).toEqual([]);
      // With a search, both must hold.
      expect(await archiveTitles({ category: "Custody", query: "MONEY" })).toEqual(["Custody and money"]);
      expect(await listBlogArchive(database.db, { category: "Custody" })).toMatchObject({ total: 2, pageCount: 1 });
    });

    it("offers the distinct categories of archive posts as chips, alphabetically", async () => {
      await insertPost({ title: "A", categories: ["Finances", "custody"], publishedDate: day(1) });
      await insertPost({ title: "B", categories: ["Co-Parenting", "Finances"], publishedDate: day(2) });
      await insertPost({ title: "C", categories: ["Children"], publishedDate: day(3) });
      await insertPost({ title: "D", categories: null, publishedDate: day(4) });
      // Not in the archive, so not a chip.
      await insertPost({ title: "E", categories: ["Zebra Featured"], isFeatured: true, publishedDate: day(5) });
      await insertPost({ title: "F", categories: ["Hidden"], imageUrl: null, publishedDate: day(6) });

      expect(await listBlogCategories(database.db)).toEqual(["Children", "Co-Parenting", "custody", "Finances"]);
      await database.db.delete(blogPosts);
      expect(await listBlogCategories(database.db)).toEqual([]);
    });

    it(`pages ${BLOG_PAGE_SIZE} at a time, newest first, and clamps out-of-range pages`, async () => {
      expect(BLOG_PAGE_SIZE).toBe(12);
      for (let index = 0; index < 26; index++) {
        await insertPost({ title: `Week ${index}`, publishedDate: day(index) });
      }
      const newestFirst = Array.from({ length: 26 }, (_, index) => `Week ${25 - index}`);

      const pages = [];
      for (let page = 1; page <= 3; page++) pages.push(await listBlogArchive(database.db, { page }));
      expect(pages.map((result) => result.posts.length)).toEqual([12, 12, 2]);
      expect(pages.flatMap((result) => titlesOf(result.posts))).toEqual(newestFirst);
      expect(pages.every((result) => result.total === 26 && result.pageCount === 3)).toBe(true);

      for (const [page, clamped] of [
        [0, 1],
        [-1, 1],
        [99, 3],
        [Number.NaN, 1],
        [2.7, 2],
        [Number.POSITIVE_INFINITY, 3],
      ] as const) {
        const result = await listBlogArchive(database.db, { page });
        expect(result.page, `page ${page}`).toBe(clamped);
        expect(titlesOf(result.posts), `page ${page}`).toEqual(newestFirst.slice((clamped - 1) * 12, clamped * 12));
      }

      // A search with fewer results clamps to its own last page.
      const filtered = await listBlogArchive(database.db, { query: "week 2", page: 5 });
      expect(filtered).toMatchObject({ total: 8, page: 1, pageCount: 1 });
      expect(titlesOf(filtered.posts)).toEqual([
        "Week 25",
        "Week 24",
        "Week 23",
        "Week 22",
        "Week 21",
        "Week 20",
        "Week 12",
        "Week 2",
      ]);
      expect(await listBlogArchive(database.db, { query: "no such thing", page: 3 })).toEqual({
        posts: [],
        total: 0,
        page: 1,
        pageCount: 1,
      });
    });

    it("orders by published_date desc, then created_at desc, with a stable order for full ties", async () => {
      const sameDay = day(10);
      await insertPost({ title: "Same day, created first", publishedDate: sameDay, createdAt: day(1) });
      await insertPost({ title: "Same day, created last", publishedDate: sameDay, createdAt: day(3) });
      await insertPost({ title: "Same day, created between", publishedDate: sameDay, createdAt: day(2) });
      await insertPost({ title: "Older", publishedDate: day(9), createdAt: day(20) });
      await insertPost({ title: "Newer", publishedDate: day(11), createdAt: day(0) });
      const tieA = await insertPost({ title: "Tie A", publishedDate: day(5), createdAt: day(5) });
      const tieB = await insertPost({ title: "Tie B", publishedDate: day(5), createdAt: day(5) });
      const ties = [tieA, tieB].sort((a, b) => (a.id < b.id ? 1 : -1)).map((post) => post.title);

      const expected = [
        "Newer",
        "Same day, created last",
        "Same day, created between",
        "Same day, created first",
        "Older",
        ...ties,
      ];
      expect(await archiveTitles()).toEqual(expected);
      expect(titlesOf(await listBlogPostSummaries(database.db))).toEqual(expected);
      expect(titlesOf(await listBlogPostSummaries(database.db))).toEqual(expected);
      expect(titlesOf(await listBlogPostSummaries(database.db, { limit: 2 }))).toEqual(expected.slice(0, 2));
      expect(titlesOf(await listBlogPostSummaries(database.db, { limit: 3 }))).toEqual(expected.slice(0, 3));
      // The same order across pages: no post is shown twice or skipped.
      const paged = [];
      for (let page = 1; page <= 4; page++) {
        paged.push(...titlesOf((await listBlogArchive(database.db, { page, pageSize: 2 })).posts));
      }
      expect(paged).toEqual(expected);
    });

    it("gives one empty page for an empty blog", async () => {
      expect(await listBlogArchive(database.db, { page: 4 })).toEqual({ posts: [], total: 0, page: 1, pageCount: 1 });
      expect(await listFeaturedBlogPosts(database.db)).toEqual([]);
      expect(await listBlogCategories(database.db)).toEqual([]);
      expect(await listBlogPostSummaries(database.db)).toEqual([]);
      expect(await listBlogPostSummaries(database.db)).toEqual([]);
      expect(await countBlogPosts(database.db)).toBe(0);
    });
  });

  describe("a single post", () => {
    it("is found by its id; unknown and malformed ids find nothing without a database error", async () => {
      const post = await insertPost({ title: "Findable" });
      expect((await getBlogPost(database.db, post.id))?.title).toBe("Findable");
      expect((await getBlogPost(database.db, post.id.toUpperCase()))?.id).toBe(post.id);
      for (const id of [
        "00000000-0000-4000-8000-000000000000",
        "not-a-uuid",
        "",
        `${post.id} `,
        `${post.id}x`,
        "../../etc/passwd",
        "5a3b1e00-0000-4000-8000-00000000000g",
        "'; drop table blog_posts; --",
      ]) {
        expect(await getBlogPost(database.db, id), JSON.stringify(id)).toBeUndefined();
      }
      expect(await countBlogPosts(database.db)).toBe(1);
    });
  });

  describe("writes", () => {
    it("sets published_date to the current time on create and again on every update", async () => {
      const before = Date.now();
      const created = await createBlogPost(database.db, postInput());
      const after = Date.now();
      expect(created.publishedDate.getTime()).toBeGreaterThanOrEqual(before);
      expect(created.publishedDate.getTime()).toBeLessThanOrEqual(after);
      expect(created.createdAt.getTime()).toBe(created.publishedDate.getTime());
      expect(created.updatedAt.getTime()).toBe(created.publishedDate.getTime());

      await pause(20);
      const updated = await updateBlogPost(database.db, created.id, postInput({ title: "Renamed" }));
      expect(updated?.title).toBe("Renamed");
      expect(updated!.publishedDate.getTime()).toBeGreaterThan(created.publishedDate.getTime());
      expect(updated!.updatedAt.getTime()).toBe(updated!.publishedDate.getTime());
      expect(updated!.createdAt.getTime()).toBe(created.createdAt.getTime());

      await pause(20);
      // Saving again without any change still re-dates it (the spec's rule).
      const resaved = await updateBlogPost(database.db, created.id, postInput({ title: "Renamed" }));
      expect(resaved!.publishedDate.getTime()).toBeGreaterThan(updated!.publishedDate.getTime());
      expect((await getBlogPost(database.db, created.id))?.publishedDate.getTime()).toBe(
        resaved!.publishedDate.getTime(),
      );
    });

    it("moves an edited old post to the top of the archive", async () => {
      const old = await insertPost({ title: "Old post", publishedDate: day(0) });
      await insertPost({ title: "Recent post", publishedDate: new Date(Date.now() - 60_000) });
      expect(await archiveTitles()).toEqual(["Recent post", "Old post"]);

      const before = Date.now();
      const updated = await updateBlogPost(database.db, old.id, postInput({ title: "Old post, edited" }));
      expect(updated!.publishedDate.getTime()).toBeGreaterThanOrEqual(before);
      expect(updated!.createdAt.getTime()).toBe(old.createdAt.getTime());
      expect(await archiveTitles()).toEqual(["Old post, edited", "Recent post"]);
    });

    it("stores every field of the form's payload and replaces them all on update", async () => {
      const created = await createBlogPost(
        database.db,
        postInput({ categories: ["Custody", "Finances"], fullContent: "<p>Body.</p>", isFeatured: true }),
      );
      expect(created).toMatchObject({
        title: "Parenting Plans That Actually Work",
        excerpt: "The clauses families are most grateful for years later.",
        contentUrl: "https://untangled-blog.example/parenting-plans/",
        imageUrl: "/images/blog/calendar.svg",
        categories: ["Custody", "Finances"],
        isFeatured: true,
        fullContent: "<p>Body.</p>",
        sourceUrl: null,
      });
      const updated = await updateBlogPost(
        database.db,
        created.id,
        postInput({ title: "New", excerpt: "New excerpt.", contentUrl: "", categories: null, fullContent: "<p>B</p>" }),
      );
      expect(updated).toMatchObject({
        id: created.id,
        title: "New",
        excerpt: "New excerpt.",
        contentUrl: "",
        categories: null,
        isFeatured: false,
        fullContent: "<p>B</p>",
      });
      expect(await countBlogPosts(database.db)).toBe(1);
    });

    it("reports a vanished post as undefined instead of creating it", async () => {
      const created = await createBlogPost(database.db, postInput());
      expect(await deleteBlogPost(database.db, created.id)).toBe(true);
      expect(await updateBlogPost(database.db, created.id, postInput({ title: "Back?" }))).toBeUndefined();
      expect(await countBlogPosts(database.db)).toBe(0);
    });

    it("toggles featured on and off, moving the post between the featured area and the archive", async () => {
      const post = await createBlogPost(database.db, postInput());
      expect(titlesOf((await listBlogArchive(database.db)).posts)).toEqual([post.title]);

      expect(await setBlogPostFeatured(database.db, post.id, true)).toBe(true);
      const featured = await getBlogPost(database.db, post.id);
      expect(featured?.isFeatured).toBe(true);
      // Featuring is not a save from the form: the post keeps its date.
      expect(featured?.publishedDate.getTime()).toBe(post.publishedDate.getTime());
      expect(featured!.updatedAt.getTime()).toBeGreaterThanOrEqual(post.updatedAt.getTime());
      expect(titlesOf(await listFeaturedBlogPosts(database.db))).toEqual([post.title]);
      expect((await listBlogArchive(database.db)).posts).toEqual([]);

      // Featuring twice is still a success.
      expect(await setBlogPostFeatured(database.db, post.id, true)).toBe(true);
      expect(await setBlogPostFeatured(database.db, post.id, false)).toBe(true);
      expect((await getBlogPost(database.db, post.id))?.isFeatured).toBe(false);
      expect(await listFeaturedBlogPosts(database.db)).toEqual([]);
      expect(titlesOf((await listBlogArchive(database.db)).posts)).toEqual([post.title]);

      expect(await setBlogPostFeatured(database.db, "00000000-0000-4000-8000-000000000000", true)).toBe(false);
      expect(await setBlogPostFeatured(database.db, "00000000-0000-4000-8000-000000000000", false)).toBe(false);
      expect(await countBlogPosts(database.db)).toBe(1);
    });

    it("deletes a post once: the second delete returns false", async () => {
      const kept = await createBlogPost(database.db, postInput({ title: "Kept" }));
      const doomed = await createBlogPost(database.db, postInput({ title: "Doomed" }));
      expect(await deleteBlogPost(database.db, doomed.id)).toBe(true);
      expect(await deleteBlogPost(database.db, doomed.id)).toBe(false);
      expect(await getBlogPost(database.db, doomed.id)).toBeUndefined();
      expect(titlesOf(await listBlogPostSummaries(database.db))).toEqual([kept.title]);
      expect(await setBlogPostFeatured(database.db, doomed.id, true)).toBe(false);
    });
  });

  describe("the admin form, saved", () => {
    it("stores a written post with sanitized paragraphs, merged categories and a page of its own", async () => {
      const parsed = parseBlogPostForm(
        blogForm({
          title: "  Holiday   Schedules \n Without the Fights ",
          contentUrl: "",
          imageUrl: "/images/blog/calendar.svg",
          categories: " Holidays , Co-Parenting,, holidays ,",
          fullContent: "Plan early.\n\nPut it in writing & share it.",
          isFeatured: "on",
        }),
      );
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const created = await createBlogPost(database.db, parsed.input);
      const stored = (await getBlogPost(database.db, created.id))!;
      expect(stored).toMatchObject({
        title: "Holiday Schedules Without the Fights",
        contentUrl: "",
        imageUrl: "/images/blog/calendar.svg",
        categories: ["Holidays", "Co-Parenting"],
        isFeatured: true,
      });
      expect(stored.fullContent).toBe("<p>Plan early.</p>\n<p>Put it in writing &amp; share it.</p>");
      expect(blogPostLink(stored)).toEqual({ href: `/blog/${stored.id}`, external: false });
      expect(titlesOf(await listFeaturedBlogPosts(database.db))).toEqual([stored.title]);

      // Edited through the form: re-dated, and the link now leads out to the original article.
      await pause(20);
      const reparsed = parseBlogPostForm(
        blogForm({ title: stored.title, contentUrl: "https://untangled-blog.example/holidays/", categories: "" }),
      );
      expect(reparsed.ok).toBe(true);
      if (!reparsed.ok) return;
      const updated = (await updateBlogPost(database.db, stored.id, reparsed.input))!;
      expect(updated.publishedDate.getTime()).toBeGreaterThan(stored.publishedDate.getTime());
      expect(updated).toMatchObject({ categories: null, isFeatured: false, fullContent: "" });
      expect(blogPostLink(updated)).toEqual({ href: "https://untangled-blog.example/holidays/", external: true });
    });

    it("stores markup only after sanitizing it", async () => {
      const parsed = parseBlogPostForm(
        blogForm({
          fullContent:
            '<p onclick="steal()">Hello <strong>there</strong></p><script>alert(1)</script>' +
            '<img src="https://cdn.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
            '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
        }),
      );
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const created = await createBlogPost(database.db, parsed.input);
      const { fullContent } = (await getBlogPost(database.db, created.id))!;
      expect(fullContent).toContain("Hello <strong>there</strong>");
      expect(fullContent).toContain("link");
      expect(fullContent).not.toMatch(/<script|<style|\son\w+\s*=|javascript:|alert|steal|evil\.example/i);
    });
  });

  describe("sample content", () => {
    it("loads the 15 sample posts once, one featured, with fixed ids, and never again", async () => {
      expect(samplePosts).toHaveLength(15);
      expect(await seedSamplePosts(database.db)).toBe(15);
      expect(await countBlogPosts(database.db)).toBe(15);

      const stored = await listBlogPostSummaries(database.db);
      expect(stored.map((post) => post.id)).toEqual(samplesNewestFirst.map((sample) => sample.id));
      for (const sample of samplesNewestFirst) {
        const post = (await getBlogPost(database.db, sample.id))!;
        expect(post, sample.title).toMatchObject({
          title: sample.title,
          excerpt: sample.excerpt,
          contentUrl: "",
          imageUrl: sample.image,
          categories: sample.categories,
          isFeatured: sample.isFeatured ?? false,
        });
        expect(post.publishedDate.toISOString()).toBe(new Date(sample.publishedDate).toISOString());
        expect(post.fullContent).toMatch(/^<p>/);
        expect(post.fullContent.match(/<p>/g)).toHaveLength(sample.body.length);
      }
      expect(samplePostId(0)).toBe("5a3b1e00-0000-4000-8000-000000000001");
      expect(samplePostId(14)).toBe("5a3b1e00-0000-4000-8000-000000000015");

      const featured = await listFeaturedBlogPosts(database.db, { limit: 100 });
      expect(featured.map((post) => post.id)).toEqual(samplesNewestFirst.filter((s) => s.isFeatured).map((s) => s.id));
      expect(featured).toHaveLength(1);

      const archive = await listBlogArchive(database.db);
      expect(archive).toMatchObject({ total: 14, page: 1, pageCount: 2 });
      expect(archive.posts.map((post) => post.id)).toEqual(sampleArchive.slice(0, 12).map((sample) => sample.id));
      expect((await listBlogArchive(database.db, { page: 2 })).posts.map((post) => post.id)).toEqual(
        sampleArchive.slice(12).map((sample) => sample.id),
      );
      expect(await listBlogCategories(database.db)).toEqual(sampleChips);

      expect(await seedSamplePosts(database.db)).toBe(0);
      expect(await countBlogPosts(database.db)).toBe(15);

      // Deleted by an admin: the samples stay gone, across restarts.
      for (const post of stored) expect(await deleteBlogPost(database.db, post.id)).toBe(true);
      expect(await seedSamplePosts(database.db)).toBe(0);
      expect(await countBlogPosts(database.db)).toBe(0);
    });

    it("loads episodes and posts together, once", async () => {
      expect(await seedSampleContent(database.db)).toEqual({ episodes: 12, posts: 15 });
      expect(await seedSampleContent(database.db)).toEqual({ episodes: 0, posts: 0 });
      expect(await countBlogPosts(database.db)).toBe(15);
      const seeds = rowsOf<{ name: string }>(
        await database.db.execute(sql`select name from content_seeds order by name`),
      );
      expect(seeds.map((seed) => seed.name)).toEqual(["sample-episodes", "sample-posts"]);
    });

    it("leaves a blog that already has posts alone", async () => {
      await createBlogPost(database.db, postInput());
      expect(await seedSamplePosts(database.db)).toBe(0);
      expect(await countBlogPosts(database.db)).toBe(1);
      // The claim is spent: emptying the blog later does not bring the samples in.
      await database.db.delete(blogPosts);
      expect(await seedSamplePosts(database.db)).toBe(0);
    });

    it("loads once when two instances start together", async () => {
      const added = await Promise.all([seedSamplePosts(database.db), seedSamplePosts(database.db)]);
      expect(added.sort((a, b) => a - b)).toEqual([0, 15]);
      expect(await countBlogPosts(database.db)).toBe(15);
    });
  });

  it("is refused by the database itself when a writer bypasses validation", async () => {
    const refusal = (values: Partial<NewBlogPost> & { title: string }) => databaseError(insertPost(values));
    expect(await refusal({ title: "x".repeat(501) })).toMatch(/blog_posts_title_length/);
    expect(await refusal({ title: "" })).toMatch(/blog_posts_title_length/);
    expect(await refusal({ title: "Long excerpt", excerpt: "e".repeat(5001) })).toMatch(/blog_posts_excerpt_length/);
    expect((await insertPost({ title: "y".repeat(500) })).title).toHaveLength(500);

    await insertPost({ title: "Imported", sourceUrl: "https://untangled-blog.example/same-post/" });
    expect(await refusal({ title: "Imported again", sourceUrl: "https://untangled-blog.example/same-post/" })).toMatch(
      /blog_posts_source_url_key/,
    );
    expect(
      await databaseError(
        database.db.execute(
          sql`insert into blog_posts (title, source_url) values ('Raw', 'https://untangled-blog.example/same-post/')`,
        ),
      ),
    ).toMatch(/blog_posts_source_url_key/);
    // Posts written here have no source address; any number of them may.
    await insertPost({ title: "Written here 1", sourceUrl: null });
    await insertPost({ title: "Written here 2", sourceUrl: null });
    // The form's own writers are held to the same limit.
    expect(await databaseError(createBlogPost(database.db, postInput({ title: "z".repeat(501) })))).toMatch(
      /blog_posts_title_length/,
    );
    expect(await countBlogPosts(database.db)).toBe(4);
    expect(
      (await database.db.select().from(blogPosts).where(eq(blogPosts.title, "Imported"))).map((row) => row.sourceUrl),
    ).toEqual(["https://untangled-blog.example/same-post/"]);
  });
});

describe("the admin blog form", () => {
  const refused = (form: FormData) => {
    const parsed = parseBlogPostForm(form);
    if (parsed.ok) throw new Error("expected the form to be refused");
    return parsed;
  };
  const accepted = (form: FormData) => {
    const parsed = parseBlogPostForm(form);
    if (!parsed.ok) throw new Error(`expected the form to pass: ${JSON.stringify(parsed.errors)}`);
    return parsed.input;
  };

  it("requires title, excerpt, content URL and image URL, and returns the typed values", () => {
    const empty = refused(
      blogForm({ title: " ", excerpt: "\n", contentUrl: "", imageUrl: "  ", categories: "Custody, Money" }),
    );
    expect(empty.errors).toEqual({
      title: "Please enter the title.",
      excerpt: "Please enter the excerpt.",
      contentUrl: "Please enter the content URL, or write the full post below.",
      imageUrl: "Please enter the image URL.",
    });
    expect(empty.values).toMatchObject({ title: " ", categories: "Custody, Money", isFeatured: false });

    // A form with no fields at all is refused the same way, not thrown on.
    expect(Object.keys(refused(new FormData()).errors).sort()).toEqual(["contentUrl", "excerpt", "imageUrl", "title"]);
  });

  it("lets a post with full content leave the content URL empty, but never the image URL", () => {
    const input = accepted(blogForm({ contentUrl: "  ", fullContent: "The whole post." }));
    expect(input).toMatchObject({ contentUrl: "", fullContent: "<p>The whole post.</p>" });
    expect(refused(blogForm({ contentUrl: "", fullContent: "   \n " })).errors).toEqual({
      contentUrl: "Please enter the content URL, or write the full post below.",
    });
    expect(refused(blogForm({ imageUrl: "", fullContent: "The whole post." })).errors).toEqual({
      imageUrl: "Please enter the image URL.",
    });
  });

  it("accepts only http(s) addresses or paths on this site for the content and image URLs", () => {
    for (const url of [
      "https://untangled-blog.example/post/",
      "http://untangled-blog.example/post?id=1",
      "HTTPS://UNTANGLED-BLOG.EXAMPLE/Post",
      "/images/blog/sunrise.svg",
      "  /blog/some-path  ",
    ]) {
      const input = accepted(blogForm({ contentUrl: url, imageUrl: url }));
      expect(input.contentUrl, url).toBe(url.trim());
      expect(input.imageUrl, url).toBe(url.trim());
    }
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://files.example/a.png",
      "mailto:someone@example.com",
      "https://user:secret@untangled-blog.example/",
      "images/blog/sunrise.svg",
      "not a url",
      `https://untangled-blog.example/${"a".repeat(2048)}`,
    ]) {
      const { errors } = refused(blogForm({ contentUrl: url, imageUrl: url }));
      expect(errors, url).toEqual({
        contentUrl: "Enter a web address starting with https:// (or a path on this site starting with /).",
        imageUrl: "Enter an image address starting with https:// (or a path on this site starting with /).",
      });
    }
  });

  it("splits categories on commas, trimmed, empty ones dropped, repeats merged; none at all is null", () => {
    const categories = (text: string) => accepted(blogForm({ categories: text })).categories;
    expect(categories(" Custody ,  Co-Parenting  ,, Money ")).toEqual(["Custody", "Co-Parenting", "Money"]);
    expect(categories("Custody, custody, CUSTODY, Money, Custody")).toEqual(["Custody", "Money"]);
    expect(categories("Self   Care")).toEqual(["Self Care"]);
    expect(categories("")).toBeNull();
    expect(categories("  ")).toBeNull();
    expect(categories(" , ,, ")).toBeNull();
    expect(refused(blogForm({ categories: "c".repeat(301) })).errors).toEqual({
      categories: "Categories can be at most 300 characters in all.",
    });
  });

  it("turns plain full content into paragraphs and sanitizes markup", () => {
    const plain = accepted(blogForm({ fullContent: "  First line\nsecond line.\n\n\n  Second paragraph & more.  " }));
    expect(plain.fullContent).toBe("<p>First line<br>second line.</p>\n<p>Second paragraph &amp; more.</p>");

    const markup = accepted(
      blogForm({
        fullContent:
          '<h2 onmouseover="x()">Title</h2><p>Safe <em>text</em></p><script>alert(1)</script>' +
          '<img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">click</a>' +
          "<svg onload=alert(5)></svg>",
      }),
    ).fullContent;
    expect(markup).toContain("Safe <em>text</em>");
    expect(markup).toContain("Title");
    expect(markup).toContain("click");
    expect(markup).not.toMatch(/<script|<svg|\son\w+\s*=|javascript:|alert/i);
    expect(accepted(blogForm({ fullContent: "" })).fullContent).toBe("");
  });

  it("normalizes the title and the checkbox, and enforces the length limits", () => {
    const input = accepted(
      blogForm({ title: "\t Custody \n\n Basics ", excerpt: "  An excerpt.  ", isFeatured: "on" }),
    );
    expect(input).toMatchObject({ title: "Custody Basics", excerpt: "An excerpt.", isFeatured: true });
    expect(accepted(blogForm({})).isFeatured).toBe(false);

    expect(accepted(blogForm({ title: "t".repeat(500) })).title).toHaveLength(500);
    expect(refused(blogForm({ title: "t".repeat(501) })).errors).toEqual({
      title: "The title can be at most 500 characters.",
    });
    expect(refused(blogForm({ excerpt: "e".repeat(1001) })).errors).toEqual({
      excerpt: "The excerpt can be at most 1,000 characters.",
    });
    expect(refused(blogForm({ fullContent: "f".repeat(200_001) })).errors).toEqual({
      fullContent: "The full content is too long.",
    });
  });
});

/**
 * The public blog as a browser without JavaScript and a feed reader receive it, from the production
 * server: first with no posts at all (SAMPLE_CONTENT=off), then with the sample posts.
 */
describe("the blog served by the production server", () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-pages-"));
    dataDirs.push(dir);
    return dir;
  };
  const unknownId = "00000000-0000-4000-8000-000000000000";
  /** A cold start (migrations, seeding) and a dozen requests, with room for a busy machine. */
  const SERVER_TEST_TIMEOUT = 90_000;

  beforeAll(() => ensureBuild(), 180_000);
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  async function startBlogServer(sampleContent: "on" | "off") {
    const server = startServerProcess({
      dataDir: newDataDir(),
      port: await freePort(),
      env: { SAMPLE_CONTENT: sampleContent },
    });
    try {
      await waitForUrl(`${server.base}/readyz`);
      // Ready, and it is ours that answered.
      expect(server.child.exitCode, server.output()).toBeNull();
      return server;
    } catch (error) {
      server.child.kill("SIGTERM");
      await exitCodeOf(server.child);
      throw error;
    }
  }

  async function expectNotFound(base: string, pathname: string) {
    const response = await fetch(`${base}${pathname}`);
    expect(response.status, pathname).toBe(404);
    expect(await response.text(), pathname).toContain(blogTexts.notFound);
  }

  it(
    "shows the spec's empty state, an empty feed and no post pages when there are no posts",
    async () => {
      const server = await startBlogServer("off");
      try {
        const blog = await fetch(`${server.base}/blog`);
        expect(blog.status).toBe(200);
        const html = await blog.text();
        expect(blogTexts.empty).toBe("No blog posts available yet. Check back soon for new content!");
        expect(html).toContain(blogTexts.empty);
        expect(html).not.toContain("All Articles");
        expect(html).toContain('type="application/rss+xml"');

        const rss = await fetch(`${server.base}/blog/rss.xml`);
        expect(rss.status).toBe(200);
        expect(rss.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
        const xml = await rss.text();
        expect(xml).toContain('<rss version="2.0"');
        const feed = parseBlogFeed(xml);
        expect(feed).toMatchObject({ format: "rss", title: `${site.podcastName} — Blog`, items: [], skipped: [] });
        expect(feed.link).toBe(`${server.base}/blog`);

        const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
        expect(sitemap).toContain(`${server.base}/blog</loc>`);
        expect(sitemap).not.toContain("/blog/");

        await expectNotFound(server.base, `/blog/${samplePostId(0)}`);
        await expectNotFound(server.base, `/blog/${unknownId}`);
        await expectNotFound(server.base, "/blog/not-a-uuid");
      } finally {
        server.child.kill("SIGTERM");
        await exitCodeOf(server.child);
      }
    },
    SERVER_TEST_TIMEOUT,
  );

  it(
    "renders the sample posts, their pages, the RSS feed and sitemap entries without JavaScript",
    async () => {
      const server = await startBlogServer("on");
      try {
        const featured = samplesNewestFirst.find((sample) => sample.isFeatured)!;

        const blog = await fetch(`${server.base}/blog`);
        expect(blog.status).toBe(200);
        const html = await blog.text();
        expect(html).not.toContain(blogTexts.empty);
        expect(html).toContain(inHtml(featured.title));
        expect(html).toContain(`Showing 1–12 of ${sampleArchive.length} articles`);
        for (const sample of sampleArchive.slice(0, 12)) {
          expect(html).toContain(inHtml(sample.title));
          expect(html).toContain(`href="/blog/${sample.id}"`);
        }
        for (const sample of sampleArchive.slice(12)) expect(html).not.toContain(inHtml(sample.title));
        for (const chip of sampleChips) {
          expect(html).toContain(`href="${inHtml(`/blog?${new URLSearchParams({ category: chip })}`)}"`);
        }
        expect(html).toContain('href="/blog?page=2"');

        // Pages clamp: past the end is the last page.
        const lastPage = await (await fetch(`${server.base}/blog?page=99`)).text();
        expect(lastPage).toContain(`Showing 13–${sampleArchive.length} of ${sampleArchive.length} articles`);
        for (const sample of sampleArchive.slice(12)) expect(lastPage).toContain(inHtml(sample.title));

        const finances = sampleArchive.filter((sample) => sample.categories.includes("Finances"));
        const byCategory = await (await fetch(`${server.base}/blog?category=Finances`)).text();
        expect(byCategory).toContain(`Showing 1–${finances.length} of ${finances.length} articles`);
        expect(byCategory).toContain('<meta name="robots" content="noindex, follow"/>');

        const literal = await (await fetch(`${server.base}/blog?q=%25`)).text();
        expect(literal).toContain("Showing 0 articles");
        expect(literal).toContain(blogTexts.noMatch);

        // A post page, server-rendered, with its full content and structured data.
        const first = samplesNewestFirst[0]!;
        const page = await fetch(`${server.base}/blog/${first.id}`);
        expect(page.status).toBe(200);
        const pageHtml = await page.text();
        expect(pageHtml).toContain(inHtml(first.title));
        expect(pageHtml).toContain(inHtml(first.body[0]!));
        expect(pageHtml).toContain('"@type":"BlogPosting"');
        expect(pageHtml).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/blog/${first.id}"`));

        await expectNotFound(server.base, `/blog/${unknownId}`);
        await expectNotFound(server.base, "/blog/not-a-uuid");
        await expectNotFound(server.base, `/blog/${first.id}x`);
        await expectNotFound(server.base, "/blog/..%2F..%2Fetc");

        // The feed: valid RSS 2.0, every sample newest first, each linking to its page here.
        const rss = await fetch(`${server.base}/blog/rss.xml`);
        expect(rss.status).toBe(200);
        expect(rss.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
        const xml = await rss.text();
        expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
        const feed = parseBlogFeed(xml);
        expect(feed.format).toBe("rss");
        expect(feed.title).toBe(`${site.podcastName} — Blog`);
        expect(feed.skipped).toEqual([]);
        expect(feed.items.map((item) => item.title)).toEqual(samplesNewestFirst.map((sample) => sample.title));
        for (const [index, item] of feed.items.entries()) {
          const sample = samplesNewestFirst[index]!;
          expect(item.link).toBe(`${server.base}/blog/${sample.id}`);
          expect(item.publishedAt?.toISOString()).toBe(new Date(sample.publishedDate).toISOString());
          expect(item.categories).toEqual(sample.categories);
          expect(item.contentHtml).toBe(sample.excerpt);
        }

        // The sitemap lists every post's page with its last modification.
        const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
        const entries = [...sitemap.matchAll(/\/blog\/([0-9a-f-]{36})<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
        expect(entries.map((entry) => entry[1]).sort()).toEqual(samplesNewestFirst.map((sample) => sample.id).sort());
        for (const entry of entries) expect(Number.isNaN(Date.parse(entry[2]!))).toBe(false);
      } finally {
        server.child.kill("SIGTERM");
        await exitCodeOf(server.child);
      }
    },
    SERVER_TEST_TIMEOUT,
  );
});
