import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { episodes as episodesTable, type Episode } from "../db/schema/episodes";
import { searchEpisodes, type EpisodeSearch } from "./search-episodes";
import type { MomentLink } from "~/lib/episode-extras";
import { toMomentLink } from "./moment-link";

export type ArchiveSearchPage = {
  episodes: Episode[];
  /** Per episode id, why it matched, in words for the card ("custody, alimony", "with the guest you named"). */
  reasons: Record<string, string>;
  /** Per episode id, when the match was heard in its transcript: the sentence and a link to that moment. */
  moments: Record<string, MomentLink>;
  total: number;
  page: number;
  pageCount: number;
  search: EpisodeSearch;
};

/** "custody and alimony", "with the guest you named", "custody, with the guest you named". */
export function matchReason(matched: readonly string[]): string {
  const terms = matched.filter((term) => term !== "guest");
  const parts = [
    ...(terms.length > 0
      ? [terms.length === 1 ? terms[0]! : `${terms.slice(0, -1).join(", ")} and ${terms.at(-1)}`]
      : []),
    ...(matched.includes("guest") ? ["the guest you named"] : []),
  ];
  return parts.join("; ");
}

/**
 * A page of the archive's search (/episodes?q=): the assistant's search (searchEpisodes: topics,
 * notes, synonyms, spelling, guests), best first, with the reason each episode matched. Pages clamp
 * like the plain archive's.
 */
export async function searchArchive(
  db: Database,
  { query, page, pageSize }: { query: string; page: number; pageSize: number },
): Promise<ArchiveSearchPage> {
  const wanted = Math.max(1, Math.floor(page) || 1);
  let search = await searchEpisodes(db, query, { limit: pageSize, offset: (wanted - 1) * pageSize });
  let current = wanted;
  if (search.episodes.length === 0 && wanted > 1) {
    // Past the last page (or an old link): count again from the start and show the last page.
    const first = await searchEpisodes(db, query, { limit: 1 });
    current = Math.max(1, Math.ceil(first.total / pageSize));
    search = await searchEpisodes(db, query, { limit: pageSize, offset: (current - 1) * pageSize });
  }
  const ids = search.episodes.map((episode) => episode.id);
  const rows = ids.length > 0 ? await db.select().from(episodesTable).where(inArray(episodesTable.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    episodes: ids.map((id) => byId.get(id)).filter((row): row is Episode => row !== undefined),
    reasons: Object.fromEntries(search.episodes.map((episode) => [episode.id, matchReason(episode.matched)])),
    moments: Object.fromEntries(
      search.episodes.flatMap((episode) =>
        episode.moment ? [[episode.id, toMomentLink(episode.slug, episode.moment)]] : [],
      ),
    ),
    total: search.total,
    page: current,
    pageCount: Math.max(1, Math.ceil(search.total / pageSize)),
    search,
  };
}
