import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { ChapterView, PersonCardView, TranscriptView } from "~/lib/episode-extras";
import type { Database } from "../db/client";
import { episodeChapters, episodePeople, people, transcriptCues } from "../db/schema/episode-extras";
import { episodes, type Episode } from "../db/schema/episodes";
import { publicHttpsUrl } from "../net/public-web-url";
import { publishedAddresses } from "../people/published-addresses";

/** An episode's transcript, in order, and whether a transcription service wrote it; undefined when it has none. */
export async function getEpisodeTranscript(db: Database, episodeId: string): Promise<TranscriptView | undefined> {
  const rows = await db
    .select({
      startMs: transcriptCues.startMs,
      endMs: transcriptCues.endMs,
      speaker: transcriptCues.speaker,
      body: transcriptCues.body,
      origin: episodes.transcriptOrigin,
    })
    .from(transcriptCues)
    .innerJoin(episodes, eq(episodes.id, transcriptCues.episodeId))
    .where(eq(transcriptCues.episodeId, episodeId))
    .orderBy(asc(transcriptCues.position));
  if (rows.length === 0) return undefined;
  return {
    timed: rows.some((row) => row.endMs > 0),
    machineMade: rows[0]!.origin === "machine",
    cues: rows.map((row) => ({
      start: row.startMs / 1000,
      end: row.endMs / 1000,
      speaker: row.speaker,
      text: row.body,
    })),
  };
}

/** The chapters listed on the page: titled and in the table of contents, in time order. */
export async function getEpisodeChapters(db: Database, episodeId: string): Promise<ChapterView[]> {
  const rows = await db
    .select({ startMs: episodeChapters.startMs, title: episodeChapters.title, url: episodeChapters.url })
    .from(episodeChapters)
    .where(and(eq(episodeChapters.episodeId, episodeId), eq(episodeChapters.toc, true)))
    .orderBy(asc(episodeChapters.startMs), asc(episodeChapters.position));
  return rows.flatMap((row) =>
    row.title ? [{ start: row.startMs / 1000, title: row.title, url: publicHttpsUrl(row.url) ?? null }] : [],
  );
}

/** Everyone credited on an episode (guests first), each person once with their first role. */
export async function getEpisodePeople(db: Database, episodeId: string): Promise<PersonCardView[]> {
  const rows = await db
    .select({
      slug: people.slug,
      name: people.name,
      bio: people.bio,
      photoUrl: people.photoUrl,
      websiteUrl: people.websiteUrl,
      role: episodePeople.role,
    })
    .from(episodePeople)
    .innerJoin(people, eq(people.id, episodePeople.personId))
    .where(eq(episodePeople.episodeId, episodeId))
    .orderBy(sql`${episodePeople.role} <> 'guest'`, asc(episodePeople.position), asc(people.name));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.slug)) return [];
    seen.add(row.slug);
    return [{ ...row, ...publishedAddresses(row) }];
  });
}

/**
 * Three episodes to hear next: others with the same guests first, then the newest others. (Topic
 * similarity belongs to the search's ranking; this stays one cheap query.)
 */
export async function listRelatedEpisodes(db: Database, episode: Pick<Episode, "id">, limit = 3): Promise<Episode[]> {
  const sharedGuest = sql<boolean>`exists (
    select 1 from ${episodePeople} mine join ${episodePeople} theirs on theirs.person_id = mine.person_id
    where mine.episode_id = ${episode.id} and mine.role = 'guest' and theirs.episode_id = ${episodes.id}
  )`;
  return db
    .select()
    .from(episodes)
    .where(ne(episodes.id, episode.id))
    .orderBy(desc(sharedGuest), desc(episodes.publishedDate), desc(episodes.id))
    .limit(limit);
}

/** Which of these episodes have a transcript and chapters, for the feed. */
export async function listEpisodeFileFlags(
  db: Database,
  episodeIds: string[],
): Promise<Map<string, { transcript: boolean; chapters: boolean }>> {
  const flags = new Map(episodeIds.map((id) => [id, { transcript: false, chapters: false }]));
  if (episodeIds.length === 0) return flags;
  const cues = await db
    .selectDistinct({ id: transcriptCues.episodeId })
    .from(transcriptCues)
    .where(inArray(transcriptCues.episodeId, episodeIds));
  for (const row of cues) flags.get(row.id)!.transcript = true;
  const chapters = await db
    .selectDistinct({ id: episodeChapters.episodeId })
    .from(episodeChapters)
    .where(inArray(episodeChapters.episodeId, episodeIds));
  for (const row of chapters) flags.get(row.id)!.chapters = true;
  return flags;
}

/** Every stored chapter of an episode, location-only entries included, for chapters.json. */
export async function listEpisodeChapterRows(db: Database, episodeId: string) {
  return db
    .select({
      startMs: episodeChapters.startMs,
      title: episodeChapters.title,
      url: episodeChapters.url,
      imageUrl: episodeChapters.imageUrl,
      toc: episodeChapters.toc,
    })
    .from(episodeChapters)
    .where(eq(episodeChapters.episodeId, episodeId))
    .orderBy(asc(episodeChapters.startMs), asc(episodeChapters.position));
}

/** Everyone credited on these episodes, by episode, for the feed's podcast:person. */
export async function listPeopleOfEpisodes(
  db: Database,
  episodeIds: string[],
): Promise<Map<string, (PersonCardView & { group: string })[]>> {
  const byEpisode = new Map<string, (PersonCardView & { group: string })[]>();
  if (episodeIds.length === 0) return byEpisode;
  const rows = await db
    .select({
      episodeId: episodePeople.episodeId,
      slug: people.slug,
      name: people.name,
      bio: people.bio,
      photoUrl: people.photoUrl,
      websiteUrl: people.websiteUrl,
      role: episodePeople.role,
      group: episodePeople.group,
    })
    .from(episodePeople)
    .innerJoin(people, eq(people.id, episodePeople.personId))
    .where(inArray(episodePeople.episodeId, episodeIds))
    .orderBy(asc(episodePeople.position), asc(people.name));
  for (const { episodeId, ...row } of rows) {
    const list = byEpisode.get(episodeId) ?? [];
    if (!list.some((person) => person.slug === row.slug && person.role === row.role)) {
      list.push({ ...row, ...publishedAddresses(row) });
    }
    byEpisode.set(episodeId, list);
  }
  return byEpisode;
}
