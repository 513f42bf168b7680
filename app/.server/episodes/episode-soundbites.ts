import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { SoundbiteView } from "~/lib/episode-soundbites";
import type { Database } from "../db/client";
import { episodeSoundbites, type EpisodeSoundbite } from "../db/schema/episode-extras";

/** An episode's clips in time order, as the page lists them (start and end in seconds). */
export async function getEpisodeSoundbites(db: Database, episodeId: string): Promise<SoundbiteView[]> {
  const rows = await listEpisodeSoundbiteRows(db, episodeId);
  return rows.map((row) => ({
    start: row.startSeconds,
    end: row.startSeconds + row.durationSeconds,
    title: row.title,
  }));
}

export async function listEpisodeSoundbiteRows(db: Database, episodeId: string): Promise<EpisodeSoundbite[]> {
  return (await listSoundbitesOfEpisodes(db, [episodeId])).get(episodeId) ?? [];
}

/** The clips of many episodes (the feed's), by episode id, each list in time order. */
export async function listSoundbitesOfEpisodes(
  db: Database,
  episodeIds: string[],
): Promise<Map<string, EpisodeSoundbite[]>> {
  const byEpisode = new Map<string, EpisodeSoundbite[]>();
  if (episodeIds.length === 0) return byEpisode;
  const rows = await db
    .select()
    .from(episodeSoundbites)
    .where(inArray(episodeSoundbites.episodeId, episodeIds))
    .orderBy(asc(episodeSoundbites.startSeconds), asc(episodeSoundbites.createdAt));
  for (const row of rows) {
    const list = byEpisode.get(row.episodeId);
    if (list) list.push(row);
    else byEpisode.set(row.episodeId, [row]);
  }
  return byEpisode;
}

export async function countEpisodeSoundbites(db: Database, episodeId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(episodeSoundbites)
    .where(eq(episodeSoundbites.episodeId, episodeId));
  return row?.total ?? 0;
}

export async function addEpisodeSoundbite(
  db: Database,
  soundbite: { episodeId: string; startSeconds: number; durationSeconds: number; title: string },
): Promise<void> {
  await db.insert(episodeSoundbites).values(soundbite);
}

/** Removes one clip of this episode; false when it was not there (already removed, or another episode's). */
export async function removeEpisodeSoundbite(db: Database, episodeId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(episodeSoundbites)
    .where(and(eq(episodeSoundbites.id, id), eq(episodeSoundbites.episodeId, episodeId)))
    .returning({ id: episodeSoundbites.id });
  return removed.length > 0;
}
