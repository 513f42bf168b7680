import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { episodeChapters, transcriptCues } from "../db/schema/episode-extras";
import { episodes } from "../db/schema/episodes";
import type { ParsedChapter } from "./parse-chapters";
import type { ParsedTranscript } from "./transcript-types";

// Six parameters a cue: 1,000 rows stay far below PostgreSQL's 65,535 bound parameters.
const CUE_BATCH = 1_000;

/** Replaces an episode's transcript (inside the caller's transaction). */
export async function replaceTranscript(
  tx: Database,
  episodeId: string,
  transcript: ParsedTranscript,
  { origin, sourceUrl = null }: { origin: "feed" | "admin" | "machine"; sourceUrl?: string | null },
): Promise<void> {
  await tx.delete(transcriptCues).where(eq(transcriptCues.episodeId, episodeId));
  const rows = transcript.cues.map((cue, position) => ({ episodeId, position, ...cue }));
  for (let start = 0; start < rows.length; start += CUE_BATCH) {
    await tx.insert(transcriptCues).values(rows.slice(start, start + CUE_BATCH));
  }
  await tx
    .update(episodes)
    .set({ transcriptOrigin: origin, transcriptSourceUrl: sourceUrl, updatedAt: new Date() })
    .where(eq(episodes.id, episodeId));
}

export async function removeTranscript(tx: Database, episodeId: string): Promise<void> {
  await tx.delete(transcriptCues).where(eq(transcriptCues.episodeId, episodeId));
  await tx
    .update(episodes)
    .set({ transcriptOrigin: null, transcriptSourceUrl: null, updatedAt: new Date() })
    .where(eq(episodes.id, episodeId));
}

/** Replaces an episode's chapters (inside the caller's transaction); an empty list removes them. */
export async function replaceChapters(
  tx: Database,
  episodeId: string,
  chapters: ParsedChapter[],
  { sourceUrl = null }: { sourceUrl?: string | null } = {},
): Promise<void> {
  await tx.delete(episodeChapters).where(eq(episodeChapters.episodeId, episodeId));
  if (chapters.length > 0) {
    await tx.insert(episodeChapters).values(chapters.map((chapter, position) => ({ episodeId, position, ...chapter })));
  }
  await tx
    .update(episodes)
    .set({ chaptersSourceUrl: sourceUrl, updatedAt: new Date() })
    .where(eq(episodes.id, episodeId));
}
