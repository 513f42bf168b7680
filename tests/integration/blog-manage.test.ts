/** Writing the blog: the writers, the admin form saved, the sample posts and the database's own limits. */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { parseBlogPostForm } from "~/.server/blog/blog-post-form";
import {
  countBlogPosts,
  getBlogPost,
  listBlogPostSummaries,
  listBlogArchive,
  listBlogCategories,
  listFeaturedBlogPosts,
} from "~/.server/blog/blog-queries";
import { createBlogPost, deleteBlogPost, setBlogPostFeatured, updateBlogPost } from "~/.server/blog/blog-writes";
import { seedSampleContent, seedSamplePosts } from "~/.server/content/seed-sample-content";
import { blogPosts, type NewBlogPost } from "~/.server/db/schema/blog-posts";
import { contentSeeds } from "~/.server/db/schema/content-seeds";
import { episodes } from "~/.server/db/schema/episodes";
import { samplePostId, samplePosts } from "~/content/sample-posts";
import { blogPostLink } from "~/lib/blog";
import {
  blogForm,
  blogTableActions,
  day,
  pause,
  postInput,
  sampleArchive,
  sampleChips,
  samplesNewestFirst,
  titlesOf,
} from "../helpers/blog-posts";
import { databaseError } from "../helpers/database-error";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("blog management on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(blogPosts);
    await database.db.delete(episodes);
    await database.db.delete(contentSeeds);
  });

  const { insertPost, archiveTitles } = blogTableActions(() => database.connection);

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
