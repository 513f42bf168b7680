import http from "node:http";
import type { AddressInfo } from "node:net";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import { ownerSettings } from "~/.server/db/schema/owner-settings";
import { readEnv } from "~/.server/env";
import { startFeedSchedules } from "~/.server/feeds/feed-schedule";
import { readFeedSettings, saveFeedSettings } from "~/.server/feeds/feed-settings";
import { readFeedTags, saveFeedTagSettings } from "~/.server/feeds/feed-tag-settings";
import { getFeedSyncOverview } from "~/.server/feeds/feed-sync-overview";
import { importJobDefinitions, jobNames, type ImportEpisodesJob } from "~/.server/feeds/import-jobs";
import type { JobDefinition, JobEngine } from "~/.server/jobs/job-engine";
import * as adminLayout from "~/routes/admin/layout";
import * as settingsPage from "~/routes/admin/settings";
import * as episodesRss from "~/routes/api/episodes-rss";
import { contextWithServices as contextWith, routeArgs } from "../helpers/app-services";
import { createTestAuth, formData, memberAndAdminCookies, testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { until } from "../helpers/until";

type Args = Parameters<MiddlewareFunction<Response>>[0];

const baseEnv = { NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ADMIN_REQUIRE_MFA: "false" } as const;

/**
 * The settings the owner changes in /admin/settings (app/.server/feeds/feed-settings.ts,
 * docs/decisions/0023-owner-settings.md): the environment wins, then what was saved, then the
 * default; the imports and the schedules read them at each run.
 */
describe.each(testDatabaseKinds)("the owner's settings on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  const cookies: Record<"member" | "admin", string> = { member: "", admin: "" };

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    Object.assign(
      cookies,
      await memberAndAdminCookies(auth, database.db, { password: "settings-test-password", clientIp: "198.51.100.23" }),
    );
  });
  beforeEach(async () => {
    await database.db.delete(ownerSettings);
  });

  const storedRows = () =>
    database.db.select({ key: ownerSettings.key, value: ownerSettings.value }).from(ownerSettings);

  /** Posts the settings form through the admin layout's middleware, as React Router would. */
  async function post(
    fields: Record<string, string>,
    {
      who = "admin",
      origin = testPublicUrl,
      env = readEnv(baseEnv),
    }: { who?: "member" | "admin"; origin?: string; env?: ReturnType<typeof readEnv> } = {},
  ): Promise<{ status: number; response?: Response; body?: unknown; handled: boolean }> {
    const request = () =>
      new Request(`${testPublicUrl}/admin/settings`, {
        method: "POST",
        headers: { origin, cookie: cookies[who] },
        body: formData(fields),
      });
    const context: RouterContextProvider = contextWith({ db: database.db, auth, env });
    let handled = false;
    const args = {
      request: request(),
      context,
      params: {},
      url: new URL(`${testPublicUrl}/admin/settings`),
      pattern: "",
    };
    try {
      const result = await adminLayout.middleware[0]!(args as unknown as Args, async () => {
        handled = true;
        const answer = await settingsPage.action({ request: request(), context, params: {} } as never);
        if (answer instanceof Response) return answer;
        // data(body, { status }) from the action: answered as React Router would.
        const { data: body, init } = answer as unknown as { data: unknown; init?: ResponseInit | null };
        return Response.json(body, { status: init?.status ?? 200 });
      });
      if (result instanceof Response) return { status: result.status, response: result, handled };
      throw new Error("the middleware answered nothing");
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, response: thrown, handled };
      const refused = thrown as { data?: unknown; init?: { status?: number } | number };
      const status = typeof refused.init === "number" ? refused.init : refused.init?.status;
      if (status) return { status, body: refused.data, handled };
      throw thrown;
    }
  }

  it("uses the built-in default, then the saved value, and the environment's over both", async () => {
    const plain = readEnv(baseEnv);
    expect(await readFeedSettings(database.db, plain)).toMatchObject({
      PODCAST_FEED_URL: { value: "https://feed.podbean.com/untangleddivorce/feed.xml", origin: "default" },
      PODCAST_SYNC_EVERY: { value: "1h", origin: "default" },
      BLOG_SYNC_EVERY: { value: "off", origin: "default" },
    });

    const saved = await saveFeedSettings(
      database.db,
      plain,
      { PODCAST_FEED_URL: "https://feeds.example.com/show.xml", BLOG_SYNC_EVERY: "6h" },
      { updatedBy: "owner" },
    );
    expect(saved).toEqual({ ok: true, changed: ["PODCAST_FEED_URL", "BLOG_SYNC_EVERY"] });
    expect(await readFeedSettings(database.db, plain)).toMatchObject({
      PODCAST_FEED_URL: { value: "https://feeds.example.com/show.xml", origin: "stored" },
      BLOG_SYNC_EVERY: { value: "6h", origin: "stored" },
    });

    const withEnvironment = readEnv({ ...baseEnv, PODCAST_FEED_URL: "https://env.example.com/feed.xml" });
    expect((await readFeedSettings(database.db, withEnvironment)).PODCAST_FEED_URL).toEqual({
      value: "https://env.example.com/feed.xml",
      origin: "environment",
    });
    // The environment's setting is not the form's to change: a value sent for it is left alone.
    await saveFeedSettings(
      database.db,
      withEnvironment,
      { PODCAST_FEED_URL: "https://other.example.com/x.xml" },
      {
        updatedBy: "owner",
      },
    );
    expect((await storedRows()).find((row) => row.key === "PODCAST_FEED_URL")?.value).toBe(
      "https://feeds.example.com/show.xml",
    );

    // An empty field clears the saved value: the default applies again.
    await saveFeedSettings(database.db, plain, { BLOG_SYNC_EVERY: "" }, { updatedBy: "owner" });
    expect((await readFeedSettings(database.db, plain)).BLOG_SYNC_EVERY).toEqual({ value: "off", origin: "default" });
  });

  it("refuses invalid input with a reason per field and changes nothing, not even the valid fields", async () => {
    await saveFeedSettings(database.db, readEnv(baseEnv), { PODCAST_SYNC_EVERY: "2h" }, { updatedBy: "owner" });
    const before = await storedRows();
    for (const [fields, field, message] of [
      [{ PODCAST_FEED_URL: "ftp://feeds.example.com/show.xml" }, "PODCAST_FEED_URL", /starting with https:\/\//],
      [{ BLOG_SOURCE_URL: "javascript:alert(1)" }, "BLOG_SOURCE_URL", /starting with https:\/\//],
      [{ BLOG_SOURCE_URL: "not a url" }, "BLOG_SOURCE_URL", /full web address/],
      [{ PODCAST_SYNC_EVERY: "hourly" }, "PODCAST_SYNC_EVERY", /such as 15m, 1h or 1d/],
      [{ PODCAST_SYNC_EVERY: "10s" }, "PODCAST_SYNC_EVERY", /between 1 minute and 30 days/],
      [{ BLOG_SYNC_EVERY: "90d" }, "BLOG_SYNC_EVERY", /between 1 minute and 30 days/],
    ] as const) {
      const outcome = await post({
        ...fields,
        PODCAST_FEED_URL: fields.PODCAST_FEED_URL ?? "https://ok.example.com/feed.xml",
      });
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      const body = (await outcome.response!.json()) as { error: string; fieldErrors: Record<string, string> };
      expect(body.error).toMatch(/^Nothing was saved/);
      expect(body.fieldErrors[field]).toMatch(message);
      expect(await storedRows()).toEqual(before);
    }
  });

  it("saves the admin's form and answers with a redirect and a toast", async () => {
    const outcome = await post({
      PODCAST_FEED_URL: " https://feeds.example.com/show.xml ",
      BLOG_SOURCE_URL: "",
      PODCAST_SYNC_EVERY: "30m",
      BLOG_SYNC_EVERY: "OFF",
    });
    expect(outcome.status).toBe(302);
    expect(outcome.response!.headers.get("Location")).toBe("/admin/settings");
    expect(outcome.response!.headers.get("Set-Cookie")).toMatch(/^toast=/);
    expect(new Map((await storedRows()).map((row) => [row.key, row.value]))).toEqual(
      new Map([
        ["PODCAST_FEED_URL", "https://feeds.example.com/show.xml"],
        ["PODCAST_SYNC_EVERY", "30m"],
        ["BLOG_SYNC_EVERY", "off"],
      ]),
    );
    const loaded = await settingsPage.loader({
      context: contextWith({ db: database.db, auth, env: readEnv(baseEnv) }),
    } as never);
    expect(loaded.form.find((field) => field.name === "PODCAST_FEED_URL")).toMatchObject({
      value: "https://feeds.example.com/show.xml",
      setByEnvironment: false,
    });
  });

  it("refuses a feed tag that is not https, or a podroll line it cannot read, with a reason; nothing is saved", async () => {
    await saveFeedTagSettings(database.db, { FEED_FUNDING_URL: "https://give.example/show" }, { updatedBy: "owner" });
    const before = await storedRows();
    const feedBefore = await (await episodesRss.loader(routeArgs({ db: database.db }))).text();
    for (const [fields, field, message] of [
      [{ FEED_FUNDING_URL: "http://give.example/show" }, "FEED_FUNDING_URL", /must start with https:\/\//],
      [{ FEED_FUNDING_URL: "give.example/show" }, "FEED_FUNDING_URL", /full web address starting with https:\/\//],
      [
        { FEED_PODROLL: "A Good Show | https://a.example/feed.xml\nAnother | http://b.example/feed.xml" },
        "FEED_PODROLL",
        /^Line 2 of the recommended shows: The feed address must start with https:\/\//,
      ],
      [
        { FEED_PODROLL: "A Good Show | https://a.example/feed.xml | http://a.example" },
        "FEED_PODROLL",
        /^Line 1 of the recommended shows: The website address must start with https:\/\//,
      ],
      [{ FEED_PODROLL: "A Good Show" }, "FEED_PODROLL", /feed GUID or its feed address/],
      [{ FEED_SOCIAL_ACCOUNT_URL: "http://social.example/@show" }, "FEED_SOCIAL_ACCOUNT_URL", /https:\/\//],
      [{ FEED_SOCIAL_ACCOUNT_ID: "show at social" }, "FEED_SOCIAL_ACCOUNT_ID", /@name@server/],
      [{ FEED_TXT: "two words | abc" }, "FEED_TXT", /^Line 1 of the text records: the purpose/],
      [{ FEED_MEDIUM: "radio" }, "FEED_MEDIUM", /Choose one of the listed media/],
    ] as const) {
      const outcome = await post({ intent: "feed-tags", FEED_FUNDING_LABEL: "Chip in", ...fields });
      expect(outcome.status, JSON.stringify(fields)).toBe(400);
      const body = (await outcome.response!.json()) as { error: string; fieldErrors: Record<string, string> };
      expect(body.error).toBe("Nothing was saved: one field needs correcting.");
      expect(body.fieldErrors[field], JSON.stringify(fields)).toMatch(message);
      expect(await storedRows()).toEqual(before);
    }
    expect(await (await episodesRss.loader(routeArgs({ db: database.db }))).text()).toBe(feedBefore);
  });

  it("saves the feed tags' form, and an empty field or the default clears a tag", async () => {
    const outcome = await post({
      intent: "feed-tags",
      FEED_MEDIUM: "podcast",
      FEED_LOCKED: "yes",
      FEED_FUNDING_URL: " https://give.example/show ",
      FEED_FUNDING_LABEL: "",
      FEED_PODROLL: "\n  A Good Show |https://a.example/feed.xml  \n\n",
      FEED_TXT: "",
    });
    expect(outcome.status).toBe(302);
    expect(outcome.response!.headers.get("Set-Cookie")).toMatch(/^toast=/);
    expect(new Map((await storedRows()).map((row) => [row.key, row.value]))).toEqual(
      new Map([
        ["FEED_LOCKED", "yes"],
        ["FEED_FUNDING_URL", "https://give.example/show"],
        ["FEED_PODROLL", "A Good Show |https://a.example/feed.xml"],
      ]),
    );
    expect(await readFeedTags(database.db)).toMatchObject({
      medium: "podcast",
      locked: true,
      funding: { url: "https://give.example/show", label: "Support the show" },
      podroll: [{ title: "A Good Show", feedUrl: "https://a.example/feed.xml", websiteUrl: null }],
    });
    const loaded = await settingsPage.loader({
      context: contextWith({ db: database.db, auth, env: readEnv(baseEnv) }),
    } as never);
    expect(loaded.feedTags).toMatchObject({
      FEED_LOCKED: "yes",
      FEED_PODROLL: "A Good Show |https://a.example/feed.xml",
    });

    expect(await post({ intent: "feed-tags", FEED_LOCKED: "no", FEED_PODROLL: " " })).toMatchObject({ status: 302 });
    expect((await storedRows()).map((row) => row.key)).toEqual(["FEED_FUNDING_URL"]);
    expect(await post({ intent: "feed-tags", FEED_FUNDING_URL: "https://x.example" }, { who: "member" })).toMatchObject(
      {
        status: 403,
        handled: false,
      },
    );
  });

  it("says which settings the environment sets, and shows them read-only", async () => {
    const env = readEnv({ ...baseEnv, PODCAST_FEED_URL: "https://env.example.com/feed.xml" });
    const loaded = await settingsPage.loader({ context: contextWith({ db: database.db, auth, env }) } as never);
    expect(loaded.form.find((field) => field.name === "PODCAST_FEED_URL")).toMatchObject({
      value: "https://env.example.com/feed.xml",
      setByEnvironment: true,
      source: expect.stringMatching(/^Set by PODCAST_FEED_URL \(environment\)/),
    });
    expect(loaded.form.find((field) => field.name === "BLOG_SOURCE_URL")).toMatchObject({ setByEnvironment: false });
  });

  it("refuses a signed-in non-admin (403) and a foreign origin, before the action runs; nothing changes", async () => {
    const fields = { PODCAST_FEED_URL: "https://evil.example.com/feed.xml" };
    const member = await post(fields, { who: "member" });
    expect(member).toMatchObject({ status: 403, handled: false });
    const foreign = await post(fields, { origin: "https://evil.example.com" });
    expect(foreign).toMatchObject({ status: 403, handled: false });
    expect(await storedRows()).toEqual([]);
  });

  it("the feed import reads the saved address at its next run, with no restart", async () => {
    const paths: string[] = [];
    const server = http.createServer((request, response) => {
      paths.push(request.url ?? "");
      response
        .writeHead(200, { "content-type": "application/rss+xml" })
        .end(
          `<?xml version="1.0"?><rss version="2.0"><channel><title>Show</title><link>https://show.example/</link><item><title>One</title><guid>one-${request.url}</guid><pubDate>Wed, 01 Jan 2025 00:00:00 GMT</pubDate><enclosure url="https://cdn.example/one.mp3" type="audio/mpeg" length="0"/></item></channel></rss>`,
        );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const env = readEnv({ ...baseEnv, IMPORT_ALLOW_PRIVATE_NETWORK: "true" });
      const importEpisodes = importJobDefinitions(database.db, env).find(
        (definition) => definition.name === jobNames.importEpisodes,
      ) as unknown as JobDefinition<ImportEpisodesJob>;
      const control = { progress: () => {}, signal: new AbortController().signal };
      await saveFeedSettings(database.db, env, { PODCAST_FEED_URL: `${origin}/first.xml` }, { updatedBy: "owner" });
      await importEpisodes.run({ trigger: "admin" }, control);
      await saveFeedSettings(database.db, env, { PODCAST_FEED_URL: `${origin}/second.xml` }, { updatedBy: "owner" });
      await importEpisodes.run({ trigger: "admin" }, control);
      expect(paths).toEqual(["/first.xml", "/second.xml"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("the schedule follows a change at its next look: turned on, it queues syncs; turned off, it stops", async () => {
    const queued: string[] = [];
    const engine = { enqueue: async (name: string) => void queued.push(name) } as unknown as JobEngine;
    let podcast: number | null = null;
    const stop = await startFeedSchedules(engine, database.db, async () => ({ podcast, blog: null }), {
      offCheckMs: 50,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(queued).toEqual([]);
      podcast = 300;
      await until(
        () => queued.length,
        (count) => count > 0,
        5_000,
      );
      expect(queued[0]).toBe(jobNames.importEpisodes);
      podcast = null;
      // A look already under way may still queue one; after that, none.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const count = queued.length;
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(queued.length).toBe(count);
    } finally {
      stop();
    }
  });

  it("the admin overview shows the schedule in effect", async () => {
    const env = readEnv(baseEnv);
    await saveFeedSettings(
      database.db,
      env,
      { PODCAST_SYNC_EVERY: "off", BLOG_SYNC_EVERY: "2h" },
      { updatedBy: "owner" },
    );
    const [podcast, blog] = await getFeedSyncOverview(database.db, env);
    expect(podcast!.every).toBeNull();
    expect(blog!.every).toBe("2h");
  });
});
