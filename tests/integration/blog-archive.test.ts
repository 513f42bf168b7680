/** Reading the blog: the archive (search, categories, pages, order), the featured posts and one post. */
import { beforeEach, describe, expect, it } from "vitest";
import {
  countBlogPosts,
  getBlogPost,
  listBlogPostSummaries,
  listBlogArchive,
  listBlogCategories,
  listFeaturedBlogPosts,
} from "~/.server/blog/blog-queries";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { contentSeeds } from "~/.server/db/schema/content-seeds";
import { episodes } from "~/.server/db/schema/episodes";
import { ALL_CATEGORIES, BLOG_PAGE_SIZE } from "~/lib/blog";
import { blogTableActions, day, titlesOf } from "../helpers/blog-posts";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("blog management on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(blogPosts);
    await database.db.delete(episodes);
    await database.db.delete(contentSeeds);
  });

  const { insertPost, archiveTitles } = blogTableActions(() => database.connection);

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
});
