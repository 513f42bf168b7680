import { asc, count, eq, sql } from "drizzle-orm";
import type { EpisodeExtrasEditorData } from "~/lib/episode-extras-admin";
import { formatTimestamp } from "~/lib/episode-extras";
import type { Database } from "../db/client";
import { episodePeople, people, transcriptCues } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import { listEpisodeChapterRows } from "../episodes/episode-extras-queries";
import { listEpisodeSoundbiteRows } from "../episodes/episode-soundbites";
import { adminPersonView } from "../people/person-writes";
import { summarizeTranscript } from "./episode-extras-form";
import { PREVIEW_CUES } from "~/lib/episode-extras-admin";
import { logger } from "../logger";
import { listEpisodesToTranscribe } from "../transcription/transcribe-episode";
import type { TranscriptionQueue } from "../transcription/transcription-queue";

/**
 * The transcript, chapters and people of the episode being edited (`?edit=<id>`), for the Episode
 * Manager's editor: counts and the first cues rather than the whole transcript, so the page stays
 * light however long it is.
 */
export async function loadEpisodeExtrasEditor(
  db: Database,
  url: URL,
  transcription: TranscriptionQueue | null = null,
): Promise<EpisodeExtrasEditorData | null> {
  const episodeId = url.searchParams.get("edit");
  if (!episodeId || !/^[0-9a-f-]{36}$/i.test(episodeId)) return null;
  const [episode] = await db
    .select({
      id: episodes.id,
      slug: episodes.slug,
      title: episodes.title,
      origin: episodes.transcriptOrigin,
      audioUrl: episodes.audioUrl,
    })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  if (!episode) return null;

  const [firstCues, [totals], chapterRows, personRows, transcriptionState, soundbiteRows] = await Promise.all([
    db
      .select({
        startMs: transcriptCues.startMs,
        endMs: transcriptCues.endMs,
        speaker: transcriptCues.speaker,
        body: transcriptCues.body,
      })
      .from(transcriptCues)
      .where(eq(transcriptCues.episodeId, episode.id))
      .orderBy(asc(transcriptCues.position))
      .limit(PREVIEW_CUES),
    db
      .select({
        cues: count(),
        lastEndMs: sql<number>`coalesce(max(${transcriptCues.endMs}), 0)::int`,
        speakers: sql<
          string[]
        >`coalesce(array_agg(distinct ${transcriptCues.speaker}) filter (where ${transcriptCues.speaker} is not null), '{}')`,
      })
      .from(transcriptCues)
      .where(eq(transcriptCues.episodeId, episode.id)),
    listEpisodeChapterRows(db, episode.id),
    db
      .select({ person: people, role: episodePeople.role })
      .from(episodePeople)
      .innerJoin(people, eq(people.id, episodePeople.personId))
      .where(eq(episodePeople.episodeId, episode.id))
      .orderBy(sql`${episodePeople.role} <> 'guest'`, asc(episodePeople.position), asc(people.name)),
    transcription ? loadTranscriptionState(db, transcription, episode.id, Boolean(episode.audioUrl)) : null,
    listEpisodeSoundbiteRows(db, episode.id),
  ]);

  const seen = new Set<string>();
  return {
    episodeId: episode.id,
    episodeSlug: episode.slug,
    episodeTitle: episode.title,
    transcript:
      totals && totals.cues > 0
        ? {
            ...summarizeTranscript(firstCues),
            cueCount: totals.cues,
            speakers: totals.speakers.slice(0, 20),
            length: formatTimestamp(totals.lastEndMs / 1000),
            origin: episode.origin,
          }
        : null,
    chapters: chapterRows.flatMap((row) =>
      row.toc && row.title ? [{ start: formatTimestamp(row.startMs / 1000), title: row.title }] : [],
    ),
    soundbites: soundbiteRows.map((row) => ({
      id: row.id,
      start: formatTimestamp(row.startSeconds),
      end: formatTimestamp(row.startSeconds + row.durationSeconds),
      title: row.title,
    })),
    people: personRows.flatMap(({ person, role }) => {
      if (seen.has(person.id)) return [];
      seen.add(person.id);
      return [adminPersonView(person, role)];
    }),
    transcription: transcriptionState,
  };
}

async function loadTranscriptionState(db: Database, queue: TranscriptionQueue, episodeId: string, hasAudio: boolean) {
  const [status, waiting] = await Promise.all([
    // The job queue not answering must not take the editor down with it.
    queue.status(episodeId).catch((error: unknown) => {
      logger.warn({ err: error }, "transcription status unavailable");
      return null;
    }),
    listEpisodesToTranscribe(db),
  ]);
  return { model: queue.model, hasAudio, status, waiting: waiting.length };
}
