import { beforeAll, describe, expect, it } from "vitest";
import { loadBlogManager } from "~/.server/admin/blog-manager-data";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/** The Blog Post Manager's list: searched, filtered and paged in SQL. */
describe.each(testDatabaseKinds)("the Blog Post Manager's list on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));
    await database.db.insert(blogPosts).values([
      {
        title: "Featured custody post",
        excerpt: "Custody basics",
        isFeatured: true,
        imageUrl: "/a.svg",
        publishedDate: day(3),
      },
      { title: "Plain post", excerpt: "Budgeting for two homes", imageUrl: "/b.svg", publishedDate: day(2) },
      { title: "Imageless post", excerpt: "Custody and school", publishedDate: day(1) },
    ]);
  });

  const titles = async (search: string) =>
    (await loadBlogManager(database.db, new URL(`http://localhost/admin/blog${search}`), { sourceUrl: "" })).posts.map(
      (post) => post.title,
    );

  it.each([
    ["", ["Featured custody post", "Plain post", "Imageless post"]],
    ["?bf=featured", ["Featured custody post"]],
    ["?bf=missing-image", ["Imageless post"]],
    ["?bq=custody", ["Featured custody post", "Imageless post"]],
    ["?bq=custody&bf=featured", ["Featured custody post"]],
    ["?bp=9", ["Featured custody post", "Plain post", "Imageless post"]],
  ])("%s lists %j", async (search, expected) => {
    expect(await titles(search)).toEqual(expected);
  });

  it("an Edit link to a post that is gone says so, and one to a post that exists does not", async () => {
    const load = (search: string) =>
      loadBlogManager(database.db, new URL(`http://localhost/admin/blog${search}`), { sourceUrl: "" });
    const [existing] = await database.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    expect(await load(`?edit=${existing!.id}`)).toMatchObject({ editMissing: false, editing: { id: existing!.id } });
    expect(await load("?edit=00000000-0000-4000-8000-000000000000")).toMatchObject({
      editMissing: true,
      editing: null,
    });
    expect(await load("?edit=not-an-id")).toMatchObject({ editMissing: true, editing: null });
    expect(await load("")).toMatchObject({ editMissing: false, editing: null });
  });
});
