import { eq } from "drizzle-orm";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLegalReviews } from "~/.server/admin/legal-reviews";
import type { Auth } from "~/.server/auth/create-auth";
import { parseBlogPostForm } from "~/.server/blog/blog-post-form";
import { createBlogPost } from "~/.server/blog/blog-writes";
import { blogPosts } from "~/.server/db/schema/blog-posts";
import { episodes } from "~/.server/db/schema/episodes";
import { readEnv } from "~/.server/env";
import { episodeFormValuesOf, parseEpisodeForm } from "~/.server/episodes/episode-form";
import { toEpisodeView } from "~/.server/episodes/episode-view";
import { createEpisode } from "~/.server/episodes/episode-writes";
import * as adminLayout from "~/routes/admin/layout";
import * as episodesPage from "~/routes/admin/episodes";
import { contextWithServices } from "../helpers/app-services";
import { blogForm, postInput } from "../helpers/blog-posts";
import { episodeForm, episodeInput, PODBEAN_EMBED } from "../helpers/episode-rows";
import { createTestAuth, formData, memberAndAdminCookies, testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

type Args = Parameters<MiddlewareFunction<Response>>[0];

/**
 * "Law reviewed on" and "jurisdictions discussed" on episodes and posts (issue 32): the admin forms'
 * rules, what the pages receive, the overview's list of reviews older than 18 months, and the
 * Episode Manager's edit of them, which only an admin reaches.
 */
describe.each(testDatabaseKinds)("legal review dates on %s", (kind) => {
  const database = useTestDatabase(kind);
  const now = new Date("2026-11-28T12:00:00Z");

  describe("the admin forms", () => {
    const episodeFields = { title: "Custody Basics", guestName: "Dr. Jane Smith", description: "Notes." };

    it("store the review date and jurisdictions, and give them back to the edit form and the page", async () => {
      const parsed = parseEpisodeForm(
        episodeForm({
          ...episodeFields,
          embedCode: PODBEAN_EMBED,
          lawReviewedOn: "2026-03-04",
          jurisdictionsDiscussed: "  California,   Oregon ",
        }),
      );
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const created = await createEpisode(database.db, parsed.input);
      expect(created).toMatchObject({ lawReviewedOn: "2026-03-04", jurisdictionsDiscussed: "California, Oregon" });
      expect(episodeFormValuesOf(created)).toMatchObject({
        lawReviewedOn: "2026-03-04",
        jurisdictionsDiscussed: "California, Oregon",
      });
      expect(toEpisodeView(created)).toMatchObject({
        lawReviewedOn: "2026-03-04",
        jurisdictionsDiscussed: "California, Oregon",
      });

      const post = parseBlogPostForm(blogForm({}));
      expect(post.ok).toBe(true);
      if (!post.ok) return;
      expect(post.input).toMatchObject({ lawReviewedOn: null, jurisdictionsDiscussed: null });
    });

    it.each([
      ["a day that does not exist", "2025-02-30", "Enter the review date as YYYY-MM-DD."],
      ["another format", "03/04/2026", "Enter the review date as YYYY-MM-DD."],
      ["a day in the future", "2999-01-01", "The review date cannot be in the future."],
    ])("refuse %s", (_, lawReviewedOn, message) => {
      const episode = parseEpisodeForm(episodeForm({ ...episodeFields, embedCode: PODBEAN_EMBED, lawReviewedOn }));
      expect(episode).toMatchObject({ ok: false, errors: { lawReviewedOn: message } });
      const form = blogForm({});
      form.set("lawReviewedOn", lawReviewedOn);
      expect(parseBlogPostForm(form)).toMatchObject({ ok: false, errors: { lawReviewedOn: message } });
    });

    it("refuse jurisdictions longer than 200 characters", () => {
      const form = blogForm({});
      form.set("jurisdictionsDiscussed", "x".repeat(201));
      expect(parseBlogPostForm(form)).toMatchObject({
        ok: false,
        errors: { jurisdictionsDiscussed: "The jurisdictions can be at most 200 characters." },
      });
    });
  });

  describe("the overview", () => {
    it("lists what was reviewed more than 18 months ago, oldest first, and counts what never was", async () => {
      // Only this test's rows.
      await database.db.delete(episodes);
      await database.db.delete(blogPosts);
      for (const [title, lawReviewedOn] of [
        ["Reviewed last month", "2026-10-01"],
        ["Reviewed just inside 18 months", "2025-05-28"],
        ["Reviewed just outside 18 months", "2025-05-27"],
        ["Reviewed long ago", "2022-01-15"],
        ["Never reviewed", null],
        ["Never reviewed either", null],
      ] as const) {
        await createEpisode(database.db, episodeInput({ title, lawReviewedOn }));
      }
      await createBlogPost(database.db, postInput({ title: "An old post", lawReviewedOn: "2024-12-31" }));
      await createBlogPost(database.db, postInput({ title: "A new post", lawReviewedOn: "2026-11-01" }));
      await createBlogPost(database.db, postInput({ title: "An unreviewed post" }));

      const reviews = await loadLegalReviews(database.db, now);
      expect(reviews.cutoff).toBe("2025-05-28");
      expect(reviews.due.map(({ kind, title, lawReviewedOn }) => [kind, title, lawReviewedOn])).toEqual([
        ["episode", "Reviewed long ago", "2022-01-15"],
        ["post", "An old post", "2024-12-31"],
        ["episode", "Reviewed just outside 18 months", "2025-05-27"],
      ]);
      expect(reviews.due[0]!.editHref).toMatch(/^\/admin\/episodes\?edit=[0-9a-f-]{36}#episode-form$/);
      expect(reviews.due[1]!.editHref).toMatch(/^\/admin\/blog\?edit=[0-9a-f-]{36}#blog-form$/);
      expect(reviews.neverReviewed).toEqual({ episodes: 2, posts: 1 });
    });
  });

  describe("the Episode Manager's edit", () => {
    const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ADMIN_REQUIRE_MFA: "false" });
    const cookies: Record<"member" | "admin", string> = { member: "", admin: "" };
    let auth: Auth;

    beforeAll(async () => {
      auth = createTestAuth(database.db);
      Object.assign(
        cookies,
        await memberAndAdminCookies(auth, database.db, {
          password: "legal-review-password",
          clientIp: "198.51.100.32",
        }),
      );
    });

    /** The admin layout's middleware, then the Episode Manager's action, as React Router calls them. */
    async function postAs(who: "member" | "admin", body: FormData) {
      const headers = new Headers({ origin: testPublicUrl, cookie: cookies[who] });
      const request = () => new Request(`${testPublicUrl}/admin/episodes`, { method: "POST", headers, body });
      const context: RouterContextProvider = contextWithServices({ db: database.db, auth, env });
      let ran = false;
      const args = {
        request: request(),
        context,
        params: {},
        url: new URL(request().url),
        pattern: "",
      } as never as Args;
      try {
        await adminLayout.middleware[0]!(args, async () => {
          ran = true;
          return (await episodesPage.action({ request: request(), context } as never)) as Response;
        });
        return { ran, thrown: undefined };
      } catch (thrown) {
        return { ran, thrown };
      }
    }

    const edit = (id: string, lawReviewedOn: string) =>
      formData({
        intent: "episode-update",
        id,
        title: "Custody Basics",
        guestName: "Dr. Jane Smith",
        description: "Notes.",
        embedCode: PODBEAN_EMBED,
        lawReviewedOn,
        jurisdictionsDiscussed: "Oregon",
      });

    it("saves the admin's review date, and refuses a member with 403 before the action runs", async () => {
      const read = async (id: string) => (await database.db.select().from(episodes).where(eq(episodes.id, id)))[0];
      const created = await createEpisode(database.db, episodeInput());

      const member = await postAs("member", edit(created.id, "2026-01-02"));
      expect(member.ran).toBe(false);
      expect(member.thrown).toMatchObject({ data: { error: "This needs an admin account." }, init: { status: 403 } });
      expect(await read(created.id)).toMatchObject({ lawReviewedOn: null, jurisdictionsDiscussed: null });

      const admin = await postAs("admin", edit(created.id, "2026-01-02"));
      expect(admin.ran).toBe(true);
      expect(await read(created.id)).toMatchObject({ lawReviewedOn: "2026-01-02", jurisdictionsDiscussed: "Oregon" });
    });
  });
});
