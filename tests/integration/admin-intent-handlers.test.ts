/**
 * The Episode and Blog Post Managers' posts as the domain answers them (docs/decisions/0024-admin-scaffold.md):
 * each intent's handler decides done (with its toast), a confirmation still to answer, or a reply
 * with its status; the route turns that into HTTP. The whole story through the browser is in
 * tests/e2e/episode-manager.spec.ts and blog-manager.spec.ts.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { handleBlogPostAction } from "~/.server/admin/blog-post-actions";
import { handleEpisodeAction } from "~/.server/admin/episode-actions";
import { createBlogPost } from "~/.server/blog/blog-writes";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { episodes } from "~/.server/db/schema/episodes";
import { createEpisode } from "~/.server/episodes/episode-writes";
import { blogForm, postInput } from "../helpers/blog-posts";
import { episodeInput } from "../helpers/episode-rows";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

const form = (fields: Record<string, string>, base = new FormData()) => {
  for (const [name, value] of Object.entries(fields)) base.set(name, value);
  return base;
};
const missingId = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabaseKinds)("the admin's intent handlers on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(blogPosts);
  });

  it("refuses an unknown intent and an id that is no id, before anything is read", async () => {
    expect(await handleEpisodeAction(database.db, form({ intent: "episode-explode" }))).toEqual({
      kind: "reply",
      status: 400,
      body: { error: "Unknown action.", episodeForm: null },
    });
    expect(await handleEpisodeAction(database.db, form({ intent: "episode-delete", id: "1; drop" }))).toEqual({
      kind: "reply",
      status: 400,
      body: { error: "That episode could not be found.", episodeForm: null },
    });
    expect(await handleBlogPostAction(database.db, form({ intent: "blog-feature", id: missingId }))).toEqual({
      kind: "reply",
      status: 400,
      body: { error: "That blog post could not be found.", blogForm: null },
    });
  });

  it("asks before deleting an episode, then deletes it back to the list's place with the spec's toast", async () => {
    const episode = await createEpisode(database.db, episodeInput());
    const post = { intent: "episode-delete", id: episode.id, eq: "custody", ef: "favorites", ep: "2" };
    const asked = await handleEpisodeAction(database.db, form(post));
    expect(asked).toMatchObject({ kind: "confirm", confirmation: { key: "deleteEpisode", step: 0 } });
    expect(await database.db.select().from(episodes)).toHaveLength(1);

    expect(await handleEpisodeAction(database.db, form({ ...post, confirmed: "1" }))).toEqual({
      kind: "done",
      to: "/admin/episodes?eq=custody&ef=favorites&ep=2",
      toast: { type: "success", title: "Episode deleted!" },
    });
    expect(await handleEpisodeAction(database.db, form({ ...post, confirmed: "1" }))).toMatchObject({
      kind: "done",
      toast: { title: "Episode already deleted" },
    });
  });

  it("answers an update of a deleted episode 404, and a form that does not save with what was typed", async () => {
    expect(await handleEpisodeAction(database.db, form({ intent: "episode-update", id: missingId }))).toEqual({
      kind: "reply",
      status: 404,
      body: { error: "That episode no longer exists. It may have been deleted.", episodeForm: null },
    });
    const refused = await handleEpisodeAction(database.db, form({ intent: "episode-create", title: "Half a form" }));
    expect(refused).toMatchObject({
      kind: "reply",
      status: 400,
      body: { episodeForm: { editingId: null, values: { title: "Half a form" } } },
    });
  });

  it("creates, features and deletes a blog post, each with the spec's toast", async () => {
    expect(await handleBlogPostAction(database.db, form({ intent: "blog-create" }, blogForm({})))).toEqual({
      kind: "done",
      to: "/admin/blog",
      toast: { type: "success", title: "Blog post created!" },
    });
    const [created] = await database.db.select().from(blogPosts);
    expect(
      await handleBlogPostAction(database.db, form({ intent: "blog-feature", id: created!.id, featured: "true" })),
    ).toMatchObject({ kind: "done", toast: { title: "Post featured!" } });
    const [featured] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, created!.id));
    expect(featured!.isFeatured).toBe(true);

    const other = await createBlogPost(
      database.db,
      postInput({ title: "Another", contentUrl: "https://b.example/x/" }),
    );
    const remove = { intent: "blog-delete", id: other.id };
    expect(await handleBlogPostAction(database.db, form(remove))).toMatchObject({ kind: "confirm" });
    expect(await handleBlogPostAction(database.db, form({ ...remove, confirmed: "1" }))).toMatchObject({
      kind: "done",
      toast: { title: "Blog post deleted!" },
    });
  });
});
