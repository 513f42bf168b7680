import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { transcriptCues } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { readEnv } from "~/.server/env";
import { createJobEngine, type JobEngine } from "~/.server/jobs/job-engine";
import { siteJobDefinitions } from "~/.server/site-jobs";
import { embedEpisodesJob, embedEpisodesJobName } from "~/.server/search/embeddings/embed-episodes-job";
import { embeddingSettings } from "~/.server/search/embeddings/embedding-settings";
import { startEmbeddingSchedule } from "~/.server/search/embeddings/embedding-schedule";
import { countStaleEpisodes } from "~/.server/search/embeddings/embedding-store";
import { QUESTION_TIMEOUT_MS } from "~/.server/search/embeddings/semantic-retrieval";
import { startSemanticRetrieval } from "~/.server/search/embeddings/start-semantic-retrieval";
import { searchEpisodes } from "~/.server/search/search-episodes";
import { startFakeEmbeddingsServer } from "../helpers/fake-embeddings-server";
import { createTestDatabase, rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { until } from "../helpers/until";

/** Whether the PostgreSQL server the tests use has pgvector installed (docs/deploy.md, Semantic search). */
async function postgresHasVector(): Promise<boolean> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("select 1 from pg_available_extensions where name = 'vector'")).rowCount! > 0;
  } finally {
    await client.end();
  }
}
const vectorOnPostgres = await postgresHasVector();

const MODEL = "fake-concepts";
const DOG_CUE =
  "Honestly our golden retriever was the hardest part, and now my ex and I share the dog every other weekend.";

/** A small catalogue whose words the fake model (tests/helpers/fake-embeddings-server.ts) groups by meaning. */
async function seedCatalogue(db: Database): Promise<void> {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const [, , , later] = await db
    .insert(episodes)
    .values([
      {
        slug: "frozen-embryos-and-ivf",
        title: "Frozen Embryos and IVF When a Marriage Ends",
        guestName: "Dana Cole",
        description:
          "<p>Who decides about embryos created through IVF once a couple divorces? Attorney Dana Cole walks through clinic consent forms and what courts have ruled.</p>",
        publishedDate: day(4),
      },
      {
        slug: "spousal-support-myths-busted",
        title: "Spousal Support Myths, Busted",
        description: "<p>Alimony: how judges set it, how long it lasts, and when it can change.</p>",
        publishedDate: day(3),
      },
      {
        slug: "holidays-and-two-homes",
        title: "Holidays and Two Homes",
        description: "<p>Planning birthdays and school breaks across two households.</p>",
        publishedDate: day(2),
      },
      {
        slug: "starting-over-after-fifty",
        title: "Starting Over After Fifty",
        description: "<p>Grey divorce and rebuilding a life later on.</p>",
        publishedDate: day(1),
        transcriptOrigin: "admin",
      },
    ])
    .returning({ id: episodes.id });
  // Long enough for several transcript chunks; the dog comes up only in the last.
  const cues = [
    ...Array.from(
      { length: 30 },
      (_, index) => `Part ${index + 1}: we talked about moving out, lawyers and starting again.`,
    ),
    DOG_CUE,
  ];
  await db.insert(transcriptCues).values(
    cues.map((body, position) => ({
      episodeId: later!.id,
      position,
      startMs: position * 5000,
      endMs: position * 5000 + 4000,
      body,
    })),
  );
}

const titles = async (db: Database, question: string) =>
  (await searchEpisodes(db, question)).episodes.map((episode) => episode.title);

/** A question that shares no word with the IVF episode, nor with any other. */
const FERTILITY_QUESTION = "Leftover fertility samples kept at the lab: who gets them?";

describe.each(testDatabaseKinds)("semantic retrieval on %s", (kind) => {
  const skipReason =
    kind === "postgres" && !vectorOnPostgres
      ? " (skipped: this PostgreSQL server has no pgvector extension to install; docs/deploy.md, Semantic search)"
      : "";

  describe.skipIf(skipReason !== "")(`with EMBEDDINGS_BASE_URL set${skipReason}`, () => {
    let fake: Awaited<ReturnType<typeof startFakeEmbeddingsServer>>;
    const database = useTestDatabase(kind, { vector: true });
    const plain = useTestDatabase(kind);
    let engine: JobEngine;
    let stopSchedule: () => void;

    beforeAll(async () => {
      fake = await startFakeEmbeddingsServer();
      const env = readEnv({
        NODE_ENV: "test",
        EMBEDDINGS_BASE_URL: fake.baseUrl,
        EMBEDDINGS_MODEL: MODEL,
        EMBEDDINGS_API_KEY: "embeddings-key",
      });
      await seedCatalogue(database.db);
      await seedCatalogue(plain.db);
      expect(await startSemanticRetrieval(database.connection, env)).toBe(true);
      engine = createJobEngine({
        connection: database.connection,
        definitions: siteJobDefinitions(database.db, env),
        pollingIntervalSeconds: 0.5,
      });
      await engine.start();
      stopSchedule = await startEmbeddingSchedule(engine, database.connection, env, { settleMs: 100 });
      await until(
        () => countStaleEpisodes(database.db, MODEL),
        (stale) => stale === 0,
      );
    }, 90_000);
    afterAll(async () => {
      stopSchedule?.();
      await engine?.stop();
      await fake?.close();
    });

    const chunks = async (slug: string) =>
      rowsOf<{ chunk: number; contentHash: string; model: string }>(
        await database.db.execute(sql`
          select s.chunk, s.content_hash as "contentHash", s.model from episode_embeddings s
          join episodes e on e.id = s.episode_id where e.slug = ${slug} order by s.chunk`),
      );

    it("embeds every episode in the background: notes as one chunk, a transcript in several, with the API key", async () => {
      expect((await chunks("spousal-support-myths-busted")).map((row) => row.chunk)).toEqual([0]);
      const transcript = await chunks("starting-over-after-fifty");
      expect(transcript.length).toBeGreaterThan(2);
      expect(new Set(transcript.map((row) => row.model))).toEqual(new Set([MODEL]));
      expect(fake.requests.every((request) => request.authorization === "Bearer embeddings-key")).toBe(true);
      expect(fake.requests.some((request) => request.input.some((text) => text.includes("golden retriever")))).toBe(
        true,
      );
    });

    it("finds an episode for a question that shares no word with it, only with embeddings on", async () => {
      expect(await titles(plain.db, FERTILITY_QUESTION)).toEqual([]);
      expect((await titles(database.db, FERTILITY_QUESTION))[0]).toBe("Frozen Embryos and IVF When a Marriage Ends");
      // What was said in a transcript finds its episode too.
      expect(await titles(database.db, "who should keep the puppy?")).toContain("Starting Over After Fifty");
    });

    it("keeps full text's answers first where they agree, and still says no to a question nothing answers", async () => {
      expect((await titles(database.db, "alimony"))[0]).toBe("Spousal Support Myths, Busted");
      const before = fake.requests.length;
      const search = await searchEpisodes(database.db, "purple dinosaur karaoke night");
      expect(fake.requests.length).toBe(before + 1);
      expect(search.episodes).toEqual([]);
    });

    it("embeds an edited episode again, so its new text finds it", async () => {
      const kitten = "which parent gets the kitten?";
      expect(await titles(database.db, kitten)).not.toContain("Holidays and Two Homes");
      const [before] = await chunks("holidays-and-two-homes");
      const requestsBefore = fake.requests.length;
      await database.db
        .update(episodes)
        .set({ description: "<p>Who keeps the terrier, the puppy and the other pets when the kids switch homes?</p>" })
        .where(eq(episodes.slug, "holidays-and-two-homes"));
      const [after] = await until(
        () => chunks("holidays-and-two-homes"),
        ([row]) => row !== undefined && row.contentHash !== before!.contentHash,
      );
      expect(after!.chunk).toBe(0);
      // Only the edited episode was embedded again.
      const sent = fake.requests.slice(requestsBefore).flatMap((request) => request.input);
      expect(sent.some((text) => text.includes("terrier"))).toBe(true);
      expect(sent.some((text) => text.includes("Spousal Support"))).toBe(false);
      expect(await titles(database.db, kitten)).toContain("Holidays and Two Homes");
    });

    it("answers from full text alone when the embeddings API fails or hangs", async () => {
      const questions = ["is alimony forever?", "holidays with two homes", FERTILITY_QUESTION + " (again)"];
      try {
        for (const mode of ["fail", "slow"] as const) {
          fake.state.mode = mode;
          for (const [index, question] of questions.entries()) {
            const asked = `${question} ${mode} ${index}`;
            const started = performance.now();
            const [withEmbeddings, fullText] = [
              await searchEpisodes(database.db, asked),
              await searchEpisodes(plain.db, asked),
            ];
            expect(performance.now() - started).toBeLessThan(QUESTION_TIMEOUT_MS + 3000);
            expect(withEmbeddings.episodes.map((episode) => episode.title)).toEqual(
              fullText.episodes.map((episode) => episode.title),
            );
            expect(withEmbeddings.unmatched).toEqual(fullText.unmatched);
          }
        }
        expect((await titles(database.db, "is alimony forever? again"))[0]).toBe("Spousal Support Myths, Busted");
      } finally {
        fake.state.mode = "ok";
      }
    });
  });

  describe("with EMBEDDINGS_BASE_URL unset", () => {
    const database = useTestDatabase(kind);
    beforeAll(async () => {
      await seedCatalogue(database.db);
    }, 60_000);

    it("defines no embedding job, creates no extension or table, and searches by full text as before", async () => {
      const env = readEnv({ NODE_ENV: "test" });
      expect(siteJobDefinitions(database.db, env).map((definition) => definition.name)).not.toContain(
        embedEpisodesJobName,
      );
      expect(await startSemanticRetrieval(database.connection, env)).toBe(false);
      const installed = rowsOf<{ extname: string }>(
        await database.db.execute(sql`select extname from pg_extension where extname = 'vector'`),
      );
      expect(installed).toEqual([]);
      const [table] = rowsOf<{ name: string | null }>(
        await database.db.execute(sql`select to_regclass('episode_embeddings')::text as name`),
      );
      expect(table!.name).toBeNull();
      expect(await titles(database.db, "alimony")).toEqual(["Spousal Support Myths, Busted"]);
      expect(await titles(database.db, FERTILITY_QUESTION)).toEqual([]);
    });
  });

  it.runIf(kind === "pglite" || !vectorOnPostgres)(
    "with EMBEDDINGS_BASE_URL set on a database without pgvector, starts on full text alone",
    async () => {
      const database = await createTestDatabase(kind);
      try {
        const env = readEnv({
          NODE_ENV: "test",
          EMBEDDINGS_BASE_URL: "http://127.0.0.1:9/v1",
          EMBEDDINGS_MODEL: MODEL,
        });
        expect(await startSemanticRetrieval(database, env)).toBe(false);
        await seedCatalogue(database.db);
        expect(await titles(database.db, "alimony")).toEqual(["Spousal Support Myths, Busted"]);
      } finally {
        await database.destroy();
      }
    },
    60_000,
  );
});

describe("an embedded database that had semantic retrieval on", () => {
  it("still edits and deletes episodes, and searches, when reopened with it off", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "semantic-off-"));
    const fake = await startFakeEmbeddingsServer();
    try {
      const env = readEnv({ NODE_ENV: "test", EMBEDDINGS_BASE_URL: fake.baseUrl, EMBEDDINGS_MODEL: MODEL });
      const on = await openDatabase({ kind: "pglite", dataDir, vector: true });
      await migrateDatabase(on);
      await seedCatalogue(on.db);
      expect(await startSemanticRetrieval(on, env)).toBe(true);
      const job = embedEpisodesJob(on.db, embeddingSettings(env)!);
      expect(await job.run({}, { progress: () => {}, signal: new AbortController().signal })).toEqual({
        embedded: 4,
        failed: 0,
      });
      await on.close();

      const off = await openDatabase({ kind: "pglite", dataDir });
      try {
        await migrateDatabase(off);
        await off.db
          .update(episodes)
          .set({ title: "Spousal Support, Explained" })
          .where(eq(episodes.slug, "spousal-support-myths-busted"));
        await off.db.delete(episodes).where(eq(episodes.slug, "starting-over-after-fifty"));
        expect(await titles(off.db, "alimony")).toEqual(["Spousal Support, Explained"]);
      } finally {
        await off.close();
      }
    } finally {
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("the environment", () => {
  it("asks for EMBEDDINGS_MODEL with EMBEDDINGS_BASE_URL", () => {
    expect(() => readEnv({ NODE_ENV: "test", EMBEDDINGS_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(
      /EMBEDDINGS_BASE_URL needs EMBEDDINGS_MODEL/,
    );
  });
});
