import { and, desc, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { transcriptCues } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import type { JobControl } from "../jobs/job-control";
import { guardedFetch } from "../net/guarded-fetch";
import { replaceTranscript } from "../transcripts/transcript-writes";
import { requestTranscription } from "./request-transcription";
import type { TranscriptionSettings } from "./transcription-settings";

export type TranscribeEpisodeResult = {
  episode: string;
  transcribed: boolean;
  /** Why nothing was written, for the admin. */
  skipped?: string;
  cues?: number;
};

/** An episode of an hour or so downloads in well under this from any podcast host. */
const AUDIO_TIMEOUT_MS = 10 * 60_000;

const hasCues = (episodeId: string) =>
  sql`exists (select 1 from ${transcriptCues} where ${transcriptCues.episodeId} = ${episodeId})`;

/**
 * Transcribes one episode's audio: downloaded through the guarded fetch (size and time limits),
 * sent to the transcription service, stored as a machine-made transcript (`transcript_origin`
 * 'machine', which the admin can replace or remove). Skips an episode that has no audio, has a
 * transcript by the time it runs, or (unless `force`, the admin asking for this one) whose transcript
 * an admin removed. A failure writes nothing.
 */
export async function transcribeEpisode(
  db: Database,
  settings: TranscriptionSettings,
  { episodeId, force = false }: { episodeId: string; force?: boolean },
  control: JobControl = {},
): Promise<TranscribeEpisodeResult> {
  const [episode] = await db
    .select({
      title: episodes.title,
      audioUrl: episodes.audioUrl,
      editedFields: episodes.editedFields,
      hasTranscript: hasCues(episodeId).mapWith(Boolean),
    })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  if (!episode) return { episode: episodeId, transcribed: false, skipped: "The episode no longer exists." };
  const skip = (reason: string) => ({ episode: episode.title, transcribed: false, skipped: reason });
  if (!episode.audioUrl) return skip("The episode has no audio file.");
  if (episode.hasTranscript) return skip("The episode already has a transcript.");
  if (!force && episode.editedFields.includes("transcript")) return skip("An admin removed its transcript.");

  control.progress?.({ total: 2, done: 0, currentItem: `Downloading ${episode.title}` });
  const audio = await guardedFetch(episode.audioUrl, {
    maxBytes: settings.maxAudioBytes,
    timeoutMs: AUDIO_TIMEOUT_MS,
    accept: "audio/*, */*;q=0.5",
    allowPrivateNetwork: settings.allowPrivateNetwork,
  });
  control.signal?.throwIfAborted();
  control.progress?.({ done: 1, currentItem: `Transcribing ${episode.title}` });
  const fileName = decodeURIComponent(new URL(audio.url).pathname.split("/").pop() || "episode.mp3").slice(0, 200);
  const transcript = await requestTranscription(
    settings,
    // A view of the downloaded bytes, not a copy (a Buffer's memory is a plain ArrayBuffer).
    {
      body: new Uint8Array(audio.body.buffer as ArrayBuffer, audio.body.byteOffset, audio.body.byteLength),
      fileName,
      contentType: audio.contentType.split(";")[0]!.trim(),
    },
    control.signal,
  );

  // An admin may have added a transcript while the service worked: theirs stays.
  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hasTranscript: hasCues(episodeId).mapWith(Boolean) })
      .from(episodes)
      .where(eq(episodes.id, episodeId))
      .for("update");
    if (!row || row.hasTranscript) return false;
    await replaceTranscript(tx, episodeId, transcript, { origin: "machine" });
    return true;
  });
  control.progress?.({ done: 2, currentItem: null });
  return written
    ? { episode: episode.title, transcribed: true, cues: transcript.cues.length }
    : skip("The episode got a transcript meanwhile.");
}

/** Episodes "Transcribe all" queues: with audio, no transcript, and none an admin removed; newest first. */
export async function listEpisodesToTranscribe(db: Database, limit = 2000): Promise<string[]> {
  const rows = await db
    .select({ id: episodes.id })
    .from(episodes)
    .where(
      and(
        isNotNull(episodes.audioUrl),
        sql`not ('transcript' = any (${episodes.editedFields}))`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(transcriptCues)
            .where(eq(transcriptCues.episodeId, episodes.id)),
        ),
      ),
    )
    .orderBy(desc(episodes.publishedDate))
    .limit(limit);
  return rows.map((row) => row.id);
}
