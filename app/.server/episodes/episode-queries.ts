import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { EpisodeListFilter } from "~/lib/episode-fields";
import type { Database } from "../db/client";
import { matchEveryWord } from "../db/match-every-word";
import { episodes, type Episode } from "../db/schema/episodes";

/** Newest first everywhere; id breaks ties so pages never overlap or skip a row. */
const newestFirst = [desc(episodes.publishedDate), desc(episodes.id)] as const;

export async function getLatestEpisode(db: Database): Promise<Episode | undefined> {
  const [row] = await db.select().from(episodes).where(eq(episodes.isLatest, true)).limit(1);
  return row;
}

/** The spec's 'Listener Favorites': the newest three favorites. */
export async function listFavoriteEpisodes(db: Database, { limit = 3 } = {}): Promise<Episode[]> {
  return db
    .select()
    .from(episodes)
    .where(eq(episodes.isFavorite, true))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function getEpisodeBySlug(db: Database, slug: string): Promise<Episode | undefined> {
  const [row] = await db.select().from(episodes).where(eq(episodes.slug, slug)).limit(1);
  return row;
}

export async function getEpisodeById(db: Database, id: string): Promise<Episode | undefined> {
  const [row] = await db.select().from(episodes).where(eq(episodes.id, id)).limit(1);
  return row;
}

export type EpisodePage = { episodes: Episode[]; total: number; page: number; pageCount: number };

/** One page of the archive, newest first, optionally filtered by a search. Out-of-range pages clamp. */
export async function listEpisodes(
  db: Database,
  {
    query = "",
    page = 1,
    pageSize = 24,
    filter = "all",
  }: { query?: string; page?: number; pageSize?: number; filter?: EpisodeListFilter } = {},
): Promise<EpisodePage> {
  const where = and(matchEveryWord(query, [episodes.title, episodes.guestName]), episodeFilterCondition(filter));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(episodes).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select()
    .from(episodes)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { episodes: rows, total, page: current, pageCount };
}

/** The Episode Manager's filters as SQL; "all" adds nothing. */
function episodeFilterCondition(filter: EpisodeListFilter): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "latest":
      return eq(episodes.isLatest, true);
    case "favorites":
      return eq(episodes.isFavorite, true);
    case "missing-audio":
      return and(isNull(episodes.audioUrl), isNull(episodes.podbeanEmbedCode));
    case "missing-guest":
      return or(isNull(episodes.guestName), sql`btrim(${episodes.guestName}) = ''`);
    case "missing-image":
      return isNull(episodes.imageUrl);
  }
}

export type EpisodeNeighbour = Pick<Episode, "slug" | "title">;

/**
 * The episodes just older and just newer than this one, for previous/next links. The comparison
 * reads the row's own timestamp in SQL: a JavaScript Date has only milliseconds, PostgreSQL keeps
 * microseconds, and comparing the two could make an episode its own neighbour.
 */
export async function getEpisodeNeighbours(
  db: Database,
  episode: Pick<Episode, "id">,
): Promise<{ older?: EpisodeNeighbour; newer?: EpisodeNeighbour }> {
  const columns = { slug: episodes.slug, title: episodes.title };
  const position = sql`(select ${episodes.publishedDate}, ${episodes.id} from ${episodes} where ${episodes.id} = ${episode.id})`;
  const [older] = await db
    .select(columns)
    .from(episodes)
    .where(sql`(${episodes.publishedDate}, ${episodes.id}) < ${position}`)
    .orderBy(...newestFirst)
    .limit(1);
  const [newer] = await db
    .select(columns)
    .from(episodes)
    .where(sql`(${episodes.publishedDate}, ${episodes.id}) > ${position}`)
    .orderBy(asc(episodes.publishedDate), asc(episodes.id))
    .limit(1);
  return { ...(older ? { older } : {}), ...(newer ? { newer } : {}) };
}

/** Every episode's address and last change, for sitemap.xml. */
export async function listEpisodeSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: episodes.slug, updatedAt: episodes.updatedAt })
    .from(episodes)
    .orderBy(...newestFirst);
}

export type EpisodeFeedItem = Pick<
  Episode,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "audioUrl"
  | "audioBytes"
  | "imageUrl"
  | "durationSeconds"
  | "episodeNumber"
  | "seasonNumber"
  | "socialPostUrl"
  | "publishedDate"
  | "updatedAt"
>;

/** The newest episodes with what /episodes/rss.xml shows: no embed code or search columns. */
export async function listEpisodeFeedItems(db: Database, { limit = 50 } = {}): Promise<EpisodeFeedItem[]> {
  return db
    .select({
      id: episodes.id,
      slug: episodes.slug,
      title: episodes.title,
      description: episodes.description,
      audioUrl: episodes.audioUrl,
      audioBytes: episodes.audioBytes,
      imageUrl: episodes.imageUrl,
      durationSeconds: episodes.durationSeconds,
      episodeNumber: episodes.episodeNumber,
      seasonNumber: episodes.seasonNumber,
      socialPostUrl: episodes.socialPostUrl,
      publishedDate: episodes.publishedDate,
      updatedAt: episodes.updatedAt,
    })
    .from(episodes)
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function countEpisodes(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(episodes);
  return row?.total ?? 0;
}
