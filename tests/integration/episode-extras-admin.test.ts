import { asc, eq } from "drizzle-orm";
import type { MiddlewareFunction } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Auth } from "~/.server/auth/create-auth";
import {
  episodeChapters,
  episodePeople,
  episodeSoundbites,
  people,
  transcriptCues,
} from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { getEpisodeChapters, getEpisodeTranscript } from "~/.server/episodes/episode-extras-queries";
import { getEpisodeSoundbites } from "~/.server/episodes/episode-soundbites";
import { loadEpisodeExtrasEditor } from "~/.server/admin/episode-extras-data";
import { readEnv } from "~/.server/env";
import type { EpisodeExtrasActionData } from "~/lib/episode-extras-admin";
import * as adminLayout from "~/routes/admin/layout";
import * as episodesPage from "~/routes/admin/episodes";
import { contextWithServices } from "../helpers/app-services";
import { createTestAuth, memberAndAdminCookies, testPublicUrl } from "../helpers/test-auth";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

type Args = Parameters<MiddlewareFunction<Response>>[0];

const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.500
<v Claire Morrow>Welcome back to <i>Untangled</i>.

00:00:04.500 --> 00:00:09.000
<v Dr. Jane Smith>Thanks &amp; hello, Claire. <script>alert(1)</script>
`;

const SRT = `1
00:00:00,500 --> 00:00:03,000
Claire Morrow: Welcome to the show.

2
00:00:03,000 --> 00:00:06,000
Jane Smith: Happy to be here.

3
00:01:02,000 --> 00:01:05,000
Claire Morrow: Let's talk money.
`;

/**
 * The Episode Manager's transcript, chapters and people posts, through the admin layout's middleware
 * and the page's action as React Router runs them, on a real database and Better Auth.
 */
describe.each(testDatabaseKinds)("the admin's transcript, chapters and people editor on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ADMIN_REQUIRE_MFA: "false" });
  const cookies: Record<"member" | "admin", string> = { member: "", admin: "" };
  let episodeId = "";

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    Object.assign(
      cookies,
      await memberAndAdminCookies(auth, database.db, { password: "extras-test-password", clientIp: "198.51.100.7" }),
    );
  });
  beforeEach(async () => {
    await database.db.delete(episodes);
    await database.db.delete(people);
    const [row] = await database.db
      .insert(episodes)
      .values({ slug: "custody-basics", title: "Custody Basics", guestName: "Dr. Jane Smith" })
      .returning({ id: episodes.id });
    episodeId = row!.id;
  });

  /** Posts `fields` (and files) as `who` through the admin layout's middleware and the page's action. */
  async function post(
    fields: Record<string, string | File>,
    who: "member" | "admin" = "admin",
  ): Promise<{ response?: Response; thrown?: unknown; handled: boolean }> {
    const body = new FormData();
    for (const [name, value] of Object.entries({ id: episodeId, ...fields })) body.set(name, value);
    const headers = new Headers({ origin: testPublicUrl, cookie: cookies[who] });
    const req = new Request(`${testPublicUrl}/admin/episodes?edit=${episodeId}`, { method: "POST", headers, body });
    const context = contextWithServices({ db: database.db, auth, env });
    let handled = false;
    const run = async (index: number): Promise<Response> => {
      const step = adminLayout.middleware[index];
      if (!step) {
        handled = true;
        const result = await episodesPage.action({ request: req, context } as never);
        if (result instanceof Response) return result;
        // data(): what React Router would serialise, with its status.
        const { data: payload, init } = result as unknown as { data: unknown; init?: ResponseInit };
        return Response.json(payload, { status: init?.status ?? 200 });
      }
      const args = { request: req, context, params: {}, url: new URL(req.url), pattern: "" } as unknown as Args;
      let downstream: Promise<Response> | undefined;
      const returned = await step(args, () => (downstream ??= run(index + 1)));
      return returned ?? (await (downstream ?? run(index + 1)));
    };
    try {
      return { response: await run(0), handled };
    } catch (thrown) {
      return { thrown, handled };
    }
  }

  const answer = async (outcome: { response?: Response }) =>
    (await outcome.response!.json()) as EpisodeExtrasActionData & { confirmation?: unknown };
  const cues = () => getEpisodeTranscript(database.db, episodeId);
  const episodeRow = async () => (await database.db.select().from(episodes).where(eq(episodes.id, episodeId)))[0]!;

  it("previews a pasted VTT transcript without saving, then saves it as the admin's", async () => {
    const preview = await post({ intent: "transcript-preview", transcriptText: VTT });
    expect(preview.response!.status).toBe(200);
    const { extras } = await answer(preview);
    expect(extras.transcriptPreview).toMatchObject({
      format: "WebVTT",
      cueCount: 2,
      length: "0:09",
      speakers: ["Claire Morrow", "Dr. Jane Smith"],
      skipped: [],
      firstCues: [
        { start: "0:01", speaker: "Claire Morrow", text: "Welcome back to Untangled." },
        { start: "0:04", speaker: "Dr. Jane Smith", text: expect.stringMatching(/^Thanks & hello, Claire\./) },
      ],
    });
    expect(extras.transcriptPreview!.firstCues[1]!.text).not.toMatch(/<script/i);
    expect(await cues()).toBeUndefined();

    const saved = await post({ intent: "transcript-save", transcriptText: VTT });
    expect(saved.response!.status).toBe(302);
    expect(saved.response!.headers.get("Location")).toBe(`/admin/episodes?edit=${episodeId}#episode-transcript`);
    const stored = await cues();
    expect(stored!.cues.map((cue) => [cue.start, cue.speaker])).toEqual([
      [1, "Claire Morrow"],
      [4.5, "Dr. Jane Smith"],
    ]);
    expect(stored!.cues[1]!.text).not.toMatch(/[<>]/);
    expect(stored!.machineMade).toBe(false);
    const row = await episodeRow();
    expect(row.transcriptOrigin).toBe("admin");
    expect(row.editedFields).toContain("transcript");
  });

  it("reads an uploaded SRT file, with speakers from 'Name:' prefixes, and keeps the list's place", async () => {
    const file = new File([SRT], "episode-12.srt", { type: "application/x-subrip" });
    const preview = await post({ intent: "transcript-preview", transcriptFile: file, transcriptText: "" });
    const { extras } = await answer(preview);
    expect(extras.transcriptPreview).toMatchObject({ format: "SubRip (SRT)", cueCount: 3, length: "1:05" });
    // The file's text comes back to be posted again by Save, so a page without JavaScript can save it.
    expect(extras.transcriptPreview!.text).toBe(SRT);

    const saved = await post({
      intent: "transcript-save",
      transcriptFile: new File([SRT], "episode-12.srt"),
      eq: "custody",
      ep: "2",
      ef: "all",
    });
    expect(saved.response!.headers.get("Location")).toBe(
      `/admin/episodes?eq=custody&ep=2&edit=${episodeId}#episode-transcript`,
    );
    expect((await cues())!.cues.map((cue) => cue.speaker)).toEqual(["Claire Morrow", "Jane Smith", "Claire Morrow"]);
  });

  it("saves JSON chapters and MM:SS lines, replacing what was there", async () => {
    const json = JSON.stringify({
      version: "1.2.0",
      chapters: [
        { startTime: 0, title: "Welcome" },
        { startTime: 95.5, title: "<b>Budgets</b>", url: "javascript:alert(1)" },
        { startTime: 300, location: { name: "Court" } },
      ],
    });
    const preview = await answer(await post({ intent: "chapters-preview", chaptersText: json }));
    expect(preview.extras.chaptersPreview).toMatchObject({
      format: "Podcasting 2.0 JSON chapters",
      unlisted: 1,
      chapters: [
        { start: "0:00", title: "Welcome" },
        { start: "1:35", title: "Budgets" },
      ],
    });
    expect(await getEpisodeChapters(database.db, episodeId)).toEqual([]);

    const file = new File([json], "chapters.json", { type: "application/json+chapters" });
    const saved = await post({ intent: "chapters-save", chaptersFile: file });
    expect(saved.response!.status).toBe(302);
    expect(await getEpisodeChapters(database.db, episodeId)).toEqual([
      { start: 0, title: "Welcome", url: null },
      { start: 95.5, title: "Budgets", url: null },
    ]);

    await post({ intent: "chapters-save", chaptersText: "0:00 Intro\n12:30 - Money\n1:02:03 Wrap-up\n" });
    expect(await getEpisodeChapters(database.db, episodeId)).toEqual([
      { start: 0, title: "Intro", url: null },
      { start: 750, title: "Money", url: null },
      { start: 3723, title: "Wrap-up", url: null },
    ]);
    expect((await episodeRow()).editedFields).toContain("chapters");
  });

  it("refuses malformed files with a clear reason and changes nothing", async () => {
    await post({ intent: "transcript-save", transcriptText: VTT });
    await post({ intent: "chapters-save", chaptersText: "0:00 Intro" });
    const before = {
      cues: await database.db.select().from(transcriptCues).orderBy(asc(transcriptCues.position)),
      chapters: await database.db.select().from(episodeChapters),
    };

    const refusals: [Record<string, string | File>, RegExp][] = [
      [{ intent: "transcript-save", transcriptText: "Hello, this is just some notes." }, /not a WebVTT or SubRip/],
      [
        { intent: "transcript-save", transcriptText: "WEBVTT\n\n00:00:xx.000 --> 00:00:02.000\nbroken\n" },
        /no readable cues/,
      ],
      [{ intent: "transcript-save", transcriptText: "{not json" }, /not valid JSON/],
      [{ intent: "transcript-save", transcriptText: "  " }, /Choose a transcript file or paste the transcript/],
      [{ intent: "transcript-save", transcriptFile: new File(["x".repeat(1_600_000)], "huge.vtt") }, /too large/],
      [{ intent: "chapters-save", chaptersText: "0:00 Intro\n12:75 Money" }, /Line 2 is not "MM:SS Title"/],
      [{ intent: "chapters-save", chaptersText: '{"chapters": "none"}' }, /no chapters list/],
    ];
    for (const [fields, reason] of refusals) {
      const outcome = await post(fields);
      expect(outcome.response!.status, String(reason)).toBe(400);
      const body = await answer(outcome);
      expect(body.error).toMatch(reason);
      // What was pasted comes back.
      if (typeof fields.transcriptText === "string") expect(body.extras.transcriptText).toBe(fields.transcriptText);
    }

    // A file with one broken cue is read, and the preview says which line was left out.
    const partly = await answer(
      await post({
        intent: "transcript-preview",
        transcriptText: "WEBVTT\n\n00:00:xx.000 --> 00:00:02.000\nbroken\n\n00:00:03.000 --> 00:00:04.000\nfine\n",
      }),
    );
    expect(partly.extras.transcriptPreview).toMatchObject({
      cueCount: 1,
      skipped: [expect.stringMatching(/^Line 3:/)],
    });

    expect(await database.db.select().from(transcriptCues).orderBy(asc(transcriptCues.position))).toEqual(before.cues);
    expect(await database.db.select().from(episodeChapters)).toEqual(before.chapters);
  });

  it("removes the transcript and chapters after the confirmation, marked as the admin's so a re-import leaves them out", async () => {
    await post({ intent: "transcript-save", transcriptText: VTT });
    await post({ intent: "chapters-save", chaptersText: "0:00 Intro" });

    // Unconfirmed (a browser without JavaScript): the confirmation page, nothing removed.
    const unconfirmed = await answer(await post({ intent: "transcript-remove" }));
    expect(unconfirmed.confirmation).toMatchObject({ key: "removeTranscript", step: 0 });
    expect(await cues()).toBeDefined();

    const removed = await post({ intent: "transcript-remove", confirmed: "1" });
    expect(removed.response!.status).toBe(302);
    expect(await cues()).toBeUndefined();
    const row = await episodeRow();
    expect(row.transcriptOrigin).toBeNull();
    expect(row.editedFields).toContain("transcript");

    expect((await answer(await post({ intent: "chapters-remove" }))).confirmation).toMatchObject({
      key: "removeChapters",
    });
    await post({ intent: "chapters-remove", confirmed: "1" });
    expect(await getEpisodeChapters(database.db, episodeId)).toEqual([]);
  });

  it("edits a person: plain text, http(s) links only, and the guest page's address stays", async () => {
    const [jane] = await database.db
      .select({ id: people.id, slug: people.slug })
      .from(people)
      .innerJoin(episodePeople, eq(episodePeople.personId, people.id))
      .where(eq(episodePeople.episodeId, episodeId));
    const fields = {
      intent: "person-update",
      personId: jane!.id,
      role: "guest",
      name: "Dr. Jane Smith, CDFA",
      bio: "Financial analyst <script>alert(1)</script>for <b>divorcing</b> couples.\n\nShe writes too.",
      photoUrl: "https://example.com/jane.jpg",
      websiteUrl: "https://janesmith.example",
      links: "Instagram https://instagram.com/janesmith\nhttps://www.linkedin.com/in/janesmith",
    };
    const refused = await post({
      ...fields,
      links: "Profile javascript:alert(1)",
      photoUrl: "data:image/png;base64,AA",
    });
    expect(refused.response!.status).toBe(400);
    const refusedBody = await answer(refused);
    expect(refusedBody.extras.person?.errors).toMatchObject({
      photoUrl: "The photo URL must be an http(s) address.",
      links: expect.stringMatching(/^Link 1 is not/),
    });
    expect(refusedBody.extras.person?.values.name).toBe(fields.name);

    const saved = await post(fields);
    expect(saved.response!.status).toBe(302);
    expect(saved.response!.headers.get("Location")).toBe(`/admin/episodes?edit=${episodeId}#episode-people`);
    const [stored] = await database.db.select().from(people).where(eq(people.id, jane!.id));
    expect(stored).toMatchObject({
      slug: jane!.slug,
      name: "Dr. Jane Smith, CDFA",
      bio: "Financial analyst for divorcing couples.\n\nShe writes too.",
      photoUrl: "https://example.com/jane.jpg",
      websiteUrl: "https://janesmith.example/",
      links: [
        { label: "Instagram", url: "https://instagram.com/janesmith" },
        { label: "linkedin.com", url: "https://www.linkedin.com/in/janesmith" },
      ],
    });
    expect(stored!.editedAt).not.toBeNull();

    // Another person's name (by the name key) is refused, not merged.
    await database.db.insert(episodes).values({ slug: "other", title: "Other", guestName: "Bob Lee" });
    const taken = await post({ ...fields, name: "bob lee" });
    expect(taken.response!.status).toBe(400);
    expect((await answer(taken)).error).toBe("Another person is already named Bob Lee.");
  });

  it("a rename keeps the person's episodes: guest names follow where they spell the old name", async () => {
    const [other] = await database.db
      .insert(episodes)
      .values({ slug: "panel", title: "Panel", guestName: "jane smith, CDFA and Bob Lee" })
      .returning({ id: episodes.id });
    const [jane] = await database.db.select().from(people).where(eq(people.slug, "jane-smith"));
    const saved = await post({
      intent: "person-update",
      personId: jane!.id,
      role: "guest",
      name: "Dr. Jane Smith-Jones",
    });
    expect(saved.response!.status).toBe(302);

    // "Dr. Jane Smith" is spelled as such: the guest name follows.
    expect((await episodeRow()).guestName).toBe("Dr. Jane Smith-Jones");
    // "jane smith, CDFA" is not: that episode's people stay as they are, as the admin's.
    const [panel] = await database.db.select().from(episodes).where(eq(episodes.id, other!.id));
    expect(panel!.guestName).toBe("jane smith, CDFA and Bob Lee");
    expect(panel!.editedFields).toContain("people");

    // Later writes to either episode do not bring the old name back as another person.
    await post({ intent: "transcript-save", transcriptText: VTT });
    await database.db.update(episodes).set({ title: "Panel, again" }).where(eq(episodes.id, other!.id));
    const credited = async (id: string) =>
      (
        await database.db
          .select({ slug: people.slug })
          .from(episodePeople)
          .innerJoin(people, eq(people.id, episodePeople.personId))
          .where(eq(episodePeople.episodeId, id))
          .orderBy(episodePeople.position)
      ).map((row) => row.slug);
    expect(await credited(episodeId)).toEqual(["jane-smith"]);
    expect((await credited(other!.id)).sort()).toEqual(["bob-lee", "jane-smith"]);
    expect((await database.db.select({ name: people.name }).from(people)).map((row) => row.name).sort()).toEqual([
      "Bob Lee",
      "Dr. Jane Smith-Jones",
    ]);
  });

  it("refuses a signed-in non-admin before the action runs, and changes nothing", async () => {
    const outcome = await post({ intent: "transcript-save", transcriptText: VTT }, "member");
    expect(outcome.handled).toBe(false);
    expect(outcome.thrown).toMatchObject({ data: { error: "This needs an admin account." }, init: { status: 403 } });
    expect(await cues()).toBeUndefined();
  });

  it("adds clips (start as 12:34 or seconds, length, title) and removes them, back at the Clips section", async () => {
    await database.db.update(episodes).set({ durationSeconds: 1800 }).where(eq(episodes.id, episodeId));
    const added = await post({
      intent: "soundbite-add",
      start: "12:34",
      duration: "58",
      title: "  Who keeps the house  ",
    });
    expect(added.response!.status).toBe(302);
    expect(added.response!.headers.get("Location")).toBe(`/admin/episodes?edit=${episodeId}#episode-soundbites`);
    await post({ intent: "soundbite-add", start: "73", duration: "60", title: `"Fair" & <square>` });
    expect(await getEpisodeSoundbites(database.db, episodeId)).toEqual([
      { start: 73, end: 133, title: `"Fair" & <square>` },
      { start: 754, end: 812, title: "Who keeps the house" },
    ]);
    const editor = await loadEpisodeExtrasEditor(
      database.db,
      new URL(`${testPublicUrl}/admin/episodes?edit=${episodeId}`),
    );
    expect(editor!.soundbites.map(({ start, end, title }) => ({ start, end, title }))).toEqual([
      { start: "1:13", end: "2:13", title: `"Fair" & <square>` },
      { start: "12:34", end: "13:32", title: "Who keeps the house" },
    ]);

    const removed = await post({ intent: "soundbite-remove", soundbiteId: editor!.soundbites[0]!.id });
    expect(removed.response!.status).toBe(302);
    expect((await getEpisodeSoundbites(database.db, episodeId)).map((clip) => clip.title)).toEqual([
      "Who keeps the house",
    ]);
    // Already removed, or not a clip id at all: a clear 404, nothing else changes.
    for (const soundbiteId of [editor!.soundbites[0]!.id, "not-an-id"]) {
      const again = await post({ intent: "soundbite-remove", soundbiteId });
      expect(again.response!.status).toBe(404);
      expect((await answer(again)).error).toBe("That clip could not be found. It may have been removed already.");
    }
    expect(await getEpisodeSoundbites(database.db, episodeId)).toHaveLength(1);
  });

  it("refuses a clip that does not read, or runs past the episode's end, saying why, and adds nothing", async () => {
    await database.db.update(episodes).set({ durationSeconds: 600 }).where(eq(episodes.id, episodeId));
    const refusals: [Record<string, string>, string, string][] = [
      [
        { start: "soon", duration: "30", title: "A" },
        "start",
        "Enter the start as 12:34, 1:02:03 or a number of seconds.",
      ],
      [
        { start: "-5", duration: "30", title: "A" },
        "start",
        "Enter the start as 12:34, 1:02:03 or a number of seconds.",
      ],
      [{ start: "1:00", duration: "0", title: "A" }, "duration", "A clip lasts at least 1 second."],
      [{ start: "1:00", duration: "301", title: "A" }, "duration", "A clip lasts at most 300 seconds (5 minutes)."],
      [{ start: "1:00", duration: "2.5", title: "A" }, "duration", "Enter the length as a whole number of seconds."],
      [{ start: "1:00", duration: "30", title: "   " }, "title", "Give the clip a title."],
      [{ start: "1:00", duration: "30", title: "x".repeat(121) }, "title", "Keep the title to 120 characters."],
      [
        { start: "10:00", duration: "30", title: "A" },
        "start",
        "The episode is 10:00 long: start the clip before its end.",
      ],
      [
        { start: "9:50", duration: "30", title: "A" },
        "duration",
        "The clip would end at 10:20, after the episode's end (10:00).",
      ],
    ];
    for (const [fields, field, message] of refusals) {
      const outcome = await post({ intent: "soundbite-add", ...fields });
      expect(outcome.response!.status, JSON.stringify(fields)).toBe(400);
      const body = await answer(outcome);
      expect(body.error).toBe(message);
      // What was typed comes back beside the field that is wrong.
      expect(body.extras.soundbite).toEqual({ values: fields, errors: { [field]: message } });
    }
    expect(await database.db.select().from(episodeSoundbites)).toEqual([]);

    // Without a known length, only the five-minute limit applies.
    await database.db.update(episodes).set({ durationSeconds: null }).where(eq(episodes.id, episodeId));
    expect(
      (await post({ intent: "soundbite-add", start: "2:00:00", duration: "300", title: "Late" })).response!.status,
    ).toBe(302);
    expect(await getEpisodeSoundbites(database.db, episodeId)).toEqual([{ start: 7200, end: 7500, title: "Late" }]);
  });

  it("refuses a non-admin's clip posts before the action runs, and changes nothing", async () => {
    const add = await post({ intent: "soundbite-add", start: "0:10", duration: "20", title: "Sneaky" }, "member");
    expect(add.handled).toBe(false);
    expect(add.thrown).toMatchObject({ data: { error: "This needs an admin account." }, init: { status: 403 } });
    await database.db
      .insert(episodeSoundbites)
      .values({ episodeId, startSeconds: 10, durationSeconds: 20, title: "Kept" });
    const [clip] = await database.db.select().from(episodeSoundbites);
    const remove = await post({ intent: "soundbite-remove", soundbiteId: clip!.id }, "member");
    expect(remove.handled).toBe(false);
    expect(remove.thrown).toMatchObject({ init: { status: 403 } });
    expect((await getEpisodeSoundbites(database.db, episodeId)).map((row) => row.title)).toEqual(["Kept"]);
  });
});
