import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { normalizeQuery, type NormalizedQuery } from "./normalize-query";

export type EpisodeMatch = {
  id: string;
  slug: string;
  title: string;
  guestName: string | null;
  publishedDate: string;
  imageUrl: string | null;
  durationSeconds: number | null;
  podbeanEmbedCode: string | null;
  audioUrl: string | null;
  score: number;
};

/** A term as tsquery syntax: its words joined as a phrase, the last one as a prefix. Only [a-z0-9]. */
function termQuery(term: string): string | undefined {
  const words = term
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  if (words.length === 1) return words[0]!.length >= 4 ? `${words[0]}:*` : words[0];
  return `(${words.join(" <-> ")})`;
}

/**
 * How many of the message's concepts an episode must cover. A message that names something from
 * the field (custody, alimony, a misspelling of one) needs one; a message made only of other words
 * ("best pizza in Chicago") needs most of them, so a stray prefix ("best" in "best interests") does
 * not pass for an answer.
 */
function minimumCoverage(query: NormalizedQuery): number {
  if (query.concepts.some((concept) => concept.known)) return 1;
  return Math.max(1, Math.ceil(query.concepts.length * 0.6));
}

/** One tsquery per concept: any of its alternatives. */
export function conceptQueries(query: NormalizedQuery): string[] {
  return query.concepts
    .map((concept) => [...new Set(concept.alternatives.map(termQuery).filter((term) => term !== undefined))])
    .filter((terms) => terms.length > 0)
    .map((terms) => (terms.length === 1 ? terms[0]! : `(${terms.join(" | ")})`));
}

/**
 * Finds the episodes that answer a listener's message, entirely in the database (the same on every
 * instance): English full-text search over the weighted search document, each concept widened by its
 * synonyms, misspellings corrected against the field's vocabulary, trigram similarity for guest names
 * and titles, and one fused score: how many of the message's concepts an episode covers first, then
 * how well (ts_rank_cd), then name and title closeness, then recency.
 */
export async function searchEpisodes(
  db: Database,
  message: string,
  { limit = 3 }: { limit?: number } = {},
): Promise<{ query: NormalizedQuery; episodes: EpisodeMatch[] }> {
  const query = normalizeQuery(message);
  const concepts = conceptQueries(query);
  const guest = query.guestName ?? "";
  if (concepts.length === 0 && !guest) return { query, episodes: [] };

  const anyConcept = concepts.length > 0 ? concepts.join(" | ") : "";
  // Each tsquery is parsed once, in a one-row subquery, rather than once per candidate row.
  const parsedQueries = sql.join(
    [
      sql`to_tsquery('english', ${anyConcept}) as any_concept`,
      ...concepts.map(
        (concept, index) => sql`to_tsquery('english', ${concept}) as ${sql.identifier(`concept_${index}`)}`,
      ),
    ],
    sql`, `,
  );
  const coverage: SQL =
    concepts.length > 0
      ? sql.join(
          concepts.map((_, index) => sql`(search_document @@ q.${sql.identifier(`concept_${index}`)})::int`),
          sql` + `,
        )
      : sql`0`;
  const textMatch = anyConcept ? sql`search_document @@ q.any_concept` : sql`false`;
  const textRank = anyConcept ? sql`ts_rank_cd(search_document, q.any_concept, 1)` : sql`0`;
  const guestSimilarity = guest ? sql`word_similarity(${guest}, coalesce(guest_name, ''))` : sql`0`;
  const titleSimilarity = sql`word_similarity(${query.text}, title)`;

  const result = await db.execute(sql`
    select id, slug, title, guest_name as "guestName", published_date as "publishedDate",
      image_url as "imageUrl", duration_seconds as "durationSeconds",
      podbean_embed_code as "podbeanEmbedCode", audio_url as "audioUrl",
      (${coverage}) * 1.0 + ${textRank} * 2.0 + ${titleSimilarity} * 0.5 + ${guestSimilarity} * 4.0 as score
    from episodes, (select ${parsedQueries}) as q
    where (${textMatch} and (${coverage}) >= ${minimumCoverage(query)})
      or (${guest} <> '' and ${guestSimilarity} > 0.45)
    order by score desc, published_date desc, id
    limit ${limit}`);

  const episodes = rowsOf<EpisodeMatch & { publishedDate: string | Date; score: string | number }>(result).map(
    (row) => ({
      ...row,
      publishedDate: new Date(row.publishedDate).toISOString(),
      score: Number(row.score),
    }),
  );
  return { query, episodes };
}
