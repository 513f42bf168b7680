/**
 * Sample content is loaded when the site starts (serverApi.startDatabase, before the server
 * listens), never merely because something opened the database: `npm run admin` on a fresh folder
 * must leave it empty.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sample-content-startup-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.SAMPLE_CONTENT;

const { serverApi } = await import("~/.server/server-api");
const { getDb } = await import("~/.server/db/database");
const { episodes } = await import("~/.server/db/schema/episodes");
const { sampleEpisodeAudioSeconds } = await import("~/content/sample-episodes");

afterAll(async () => {
  await serverApi.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const episodeCount = async () => (await (await getDb()).select({ n: count() }).from(episodes))[0]!.n;

it("opening the database seeds nothing; starting the site loads the samples into the empty database", async () => {
  expect(await episodeCount()).toBe(0);
  await serverApi.startDatabase();
  expect(await episodeCount()).toBe(12);
  await serverApi.startDatabase();
  expect(await episodeCount()).toBe(12);
  // Each states the length of the one sample audio it plays (app/content/sample-episodes.test.ts).
  const durations = await (await getDb()).select({ seconds: episodes.durationSeconds }).from(episodes);
  expect(durations.map((row) => row.seconds)).toEqual(Array(12).fill(sampleEpisodeAudioSeconds));
}, 120_000);
