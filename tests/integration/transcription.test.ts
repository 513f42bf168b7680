import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleEpisodeExtrasAction } from "~/.server/admin/episode-extras-actions";
import { loadEpisodeExtrasEditor } from "~/.server/admin/episode-extras-data";
import { transcriptCues } from "~/.server/db/schema/episode-extras";
import { episodes } from "~/.server/db/schema/episodes";
import { getEpisodeTranscript } from "~/.server/episodes/episode-extras-queries";
import { readEnv } from "~/.server/env";
import { createJobEngine, type JobDefinition, type JobEngine } from "~/.server/jobs/job-engine";
import { siteJobDefinitions } from "~/.server/site-jobs";
import { transcribeEpisodeJob, transcribeJobName } from "~/.server/transcription/transcription-job";
import { transcriptionQueueOf, type TranscriptionQueue } from "~/.server/transcription/transcription-queue";
import { transcriptionSettings, type TranscriptionSettings } from "~/.server/transcription/transcription-settings";
import { sendEndlessAnswer, type EndlessAnswerRecord } from "../helpers/endless-answer";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

type Received = { path: string; authorization: string | undefined; fields: Record<string, string>; fileBytes: number };

/**
 * A loopback stand-in for the outside world: podcast audio files, and an OpenAI-compatible
 * `/v1/audio/transcriptions` endpoint that answers verbose_json (or WebVTT, or an error), recording
 * what it was sent.
 */
async function startFakeServices() {
  const received: Received[] = [];
  const endless: EndlessAnswerRecord[] = [];
  let answer: "verbose_json" | "vtt" | "unauthorized" | "endless" = "verbose_json";
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake.invalid");
    if (request.method === "GET" && url.pathname === "/audio/episode.mp3") {
      response.writeHead(200, { "content-type": "audio/mpeg" }).end(Buffer.alloc(4096, 7));
      return;
    }
    if (request.method === "GET" && url.pathname === "/audio/huge.mp3") {
      response.writeHead(200, { "content-type": "audio/mpeg" }).end(Buffer.alloc(2 * 1024 * 1024 + 10, 7));
      return;
    }
    if (request.method === "POST" && url.pathname === "/v1/audio/transcriptions") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Request("http://fake.invalid/", {
        method: "POST",
        headers: { "content-type": request.headers["content-type"] ?? "" },
        body: Buffer.concat(chunks),
      }).formData();
      const fields: Record<string, string> = {};
      let fileBytes = 0;
      for (const [name, value] of form) {
        if (typeof value === "string") fields[name] = value;
        else fileBytes = value.size;
      }
      received.push({ path: url.pathname, authorization: request.headers.authorization, fields, fileBytes });
      if (answer === "endless") {
        // 50 MB of segments that never close (the pen test's answer was 700 MB).
        endless.push(sendEndlessAnswer(response, { totalBytes: 50 * 1024 * 1024, prefix: '{"segments":[{"text":"' }));
      } else if (answer === "unauthorized") {
        response.writeHead(401, { "content-type": "application/json" }).end('{"error":{"message":"Invalid API key"}}');
      } else if (answer === "vtt") {
        response
          .writeHead(200, { "content-type": "text/vtt" })
          .end("WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nHello from VTT.\n");
      } else {
        response.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            task: "transcribe",
            language: "english",
            duration: 9.5,
            text: "Welcome back. Today: custody. <script>alert(1)</script>",
            segments: [
              { id: 0, start: 0, end: 3.2, text: " Welcome back." },
              { id: 1, start: 3.2, end: 9.5, text: " Today we talk about custody. <script>alert(1)</script>" },
            ],
          }),
        );
      }
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    endless,
    answerWith(kind: typeof answer) {
      answer = kind;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)("transcribing episodes without a transcript on %s", (kind) => {
  const database = useTestDatabase(kind);
  let services: Awaited<ReturnType<typeof startFakeServices>>;
  let engine: JobEngine;
  let queue: TranscriptionQueue;
  let settings: TranscriptionSettings;

  beforeAll(async () => {
    services = await startFakeServices();
    // As the server reads it; the audio files sit on loopback, which only tests may fetch.
    settings = transcriptionSettings(
      readEnv({
        NODE_ENV: "test",
        TRANSCRIBE_BASE_URL: `${services.base}/v1/`,
        TRANSCRIBE_API_KEY: "test-key",
        TRANSCRIBE_MODEL: "whisper-large-v3",
        TRANSCRIBE_MAX_AUDIO_MB: "2",
        IMPORT_ALLOW_PRIVATE_NETWORK: "true",
      }),
    )!;
    engine = createJobEngine({
      connection: database.connection,
      definitions: [transcribeEpisodeJob(database.db, settings)] as unknown as JobDefinition<never>[],
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
    queue = transcriptionQueueOf(async () => engine, settings.model);
  }, 60_000);
  afterAll(async () => {
    await engine?.stop(2000);
    await services?.close();
  });
  beforeEach(async () => {
    await database.db.delete(episodes);
    services.received.length = 0;
    services.answerWith("verbose_json");
  });

  async function addEpisode(slug: string, audio: string | null, extra: Partial<typeof episodes.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(episodes)
      .values({ slug, title: slug, audioUrl: audio ? `${services.base}${audio}` : null, ...extra })
      .returning({ id: episodes.id });
    return row!.id;
  }

  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return body;
  };

  /** Waits for the episode's newest transcription job to finish. */
  async function settled(episodeId: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const status = await queue.status(episodeId);
      if (status && status.state !== "queued" && status.state !== "running") return status;
      if (Date.now() > deadline)
        throw new Error(`transcription of ${episodeId} did not finish: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("is off, with nothing required, when TRANSCRIBE_BASE_URL is unset", async () => {
    const env = readEnv({ NODE_ENV: "test" });
    expect(transcriptionSettings(env)).toBeNull();
    expect(siteJobDefinitions(database.db, env).map((definition) => definition.name)).not.toContain(transcribeJobName);
    const id = await addEpisode("no-service", "/audio/episode.mp3");
    const answer = await handleEpisodeExtrasAction(database.db, "transcript-transcribe", form({ id }), null);
    expect(answer).toMatchObject({
      kind: "reply",
      status: 400,
      body: { error: "Transcription is off: set TRANSCRIBE_BASE_URL." },
    });
    const url = new URL(`http://admin.test/admin/episodes?edit=${id}`);
    expect((await loadEpisodeExtrasEditor(database.db, url, null))!.transcription).toBeNull();
  });

  it("transcribes one episode from the admin, marked machine-made, and the admin can remove it", async () => {
    const id = await addEpisode("custody-talk", "/audio/episode.mp3");
    const queued = await handleEpisodeExtrasAction(database.db, "transcript-transcribe", form({ id }), queue);
    expect(queued).toMatchObject({ kind: "done", toast: { title: "Transcription queued" } });
    expect(await settled(id)).toEqual({ state: "done", message: null });

    expect(services.received).toEqual([
      {
        path: "/v1/audio/transcriptions",
        authorization: "Bearer test-key",
        fields: {
          model: "whisper-large-v3",
          response_format: "verbose_json",
          "timestamp_granularities[]": "segment",
        },
        fileBytes: 4096,
      },
    ]);
    const transcript = await getEpisodeTranscript(database.db, id);
    // The episode page says the transcript was made by a machine.
    expect(transcript).toEqual({
      timed: true,
      machineMade: true,
      cues: [
        { start: 0, end: 3.2, speaker: null, text: "Welcome back." },
        { start: 3.2, end: 9.5, speaker: null, text: "Today we talk about custody. alert(1)" },
      ],
    });
    const [row] = await database.db.select().from(episodes).where(eq(episodes.id, id));
    expect(row!.transcriptOrigin).toBe("machine");
    const editor = await loadEpisodeExtrasEditor(
      database.db,
      new URL(`http://admin.test/admin/episodes?edit=${id}`),
      queue,
    );
    expect(editor!.transcript).toMatchObject({ origin: "machine", cueCount: 2 });
    expect(editor!.transcription).toMatchObject({ model: "whisper-large-v3", hasAudio: true, waiting: 0 });

    await handleEpisodeExtrasAction(database.db, "transcript-remove", form({ id, confirmed: "1" }), queue);
    expect(await getEpisodeTranscript(database.db, id)).toBeUndefined();
  });

  it("reads a service that answers WebVTT", async () => {
    services.answerWith("vtt");
    const id = await addEpisode("vtt-answer", "/audio/episode.mp3");
    await queue.enqueue([id], { force: true });
    expect(await settled(id)).toMatchObject({ state: "done" });
    expect((await getEpisodeTranscript(database.db, id))!.cues).toEqual([
      { start: 0, end: 2.5, speaker: null, text: "Hello from VTT." },
    ]);
  });

  it("fails the job with the reason when the service's answer is over the limit, reading no more of it", async () => {
    services.answerWith("endless");
    const id = await addEpisode("endless-answer", "/audio/episode.mp3");
    await queue.enqueue([id], { force: true });
    expect(await settled(id)).toEqual({
      state: "failed",
      message: "The transcription service's answer is over the 32 MB limit.",
    });
    const [record] = services.endless.splice(0);
    await record!.closed;
    expect(record!.cutEarly).toBe(true);
    expect(record!.sentBytes).toBeLessThan(45 * 1024 * 1024);
    expect(await getEpisodeTranscript(database.db, id)).toBeUndefined();
  });

  it("queues all episodes with audio and no transcript; a failing file or service fails alone and writes nothing", async () => {
    const waiting = await addEpisode("waiting", "/audio/episode.mp3");
    const tooLarge = await addEpisode("too-large", "/audio/huge.mp3");
    const noAudio = await addEpisode("no-audio", null);
    const removedByAdmin = await addEpisode("removed", "/audio/episode.mp3", { editedFields: ["transcript"] });
    const transcribed = await addEpisode("has-one", "/audio/episode.mp3");
    await database.db
      .insert(transcriptCues)
      .values({ episodeId: transcribed, position: 0, startMs: 0, endMs: 1000, body: "Feed transcript." });

    const answer = await handleEpisodeExtrasAction(
      database.db,
      "transcripts-transcribe-all",
      form({ id: waiting, confirmed: "1" }),
      queue,
    );
    expect(answer).toMatchObject({ kind: "done", toast: { title: "Transcriptions queued" } });
    expect(await settled(waiting)).toEqual({ state: "done", message: null });
    expect(await settled(tooLarge)).toMatchObject({
      state: "failed",
      message: expect.stringMatching(/larger than the 2 MB limit/),
    });
    for (const untouched of [noAudio, removedByAdmin, transcribed]) expect(await queue.status(untouched)).toBeNull();
    expect(await getEpisodeTranscript(database.db, tooLarge)).toBeUndefined();
    expect((await getEpisodeTranscript(database.db, transcribed))!.cues[0]!.text).toBe("Feed transcript.");
    expect(services.received).toHaveLength(1);

    // A service that refuses: the job fails with its reason, and nothing is written.
    services.answerWith("unauthorized");
    await queue.enqueue([removedByAdmin], { force: true });
    expect(await settled(removedByAdmin)).toEqual({
      state: "failed",
      message: expect.stringMatching(/^The transcription service answered 401: .*Invalid API key/),
    });
    expect(await getEpisodeTranscript(database.db, removedByAdmin)).toBeUndefined();
  });
});
