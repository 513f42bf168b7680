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
 * How many episodes get the exact score (step 2 of searchEpisodes). The ranking only reaches past
 * the best-covering ones when a long rank outweighs a whole concept; on the evaluation catalogue
 * (tests/fixtures/search) 200 gives the same top ten as scoring every match.
 */
const CANDIDATES = 200;

/**
 * Finds the episodes that answer a listener's message, entirely in the database (the same on every
 * instance): English full-text search over the weighted search document, each concept widened by its
 * synonyms, misspellings corrected against the field's vocabulary, trigram similarity for guest names
 * and titles, and one fused score: how many of the message's concepts an episode covers first, then
 * how well (ts_rank_cd), then name and title closeness, then recency.
 *
 * In two steps, because the fused score is too slow for every match of a common word at a few
 * thousand episodes (DESIGN.md: 50 ms at 5,000): ts_rank_cd costs about a microsecond per synonym in
 * the query for every episode, plus its matching positions in long show notes, and word_similarity of
 * a whole message against a title costs as much again. Step 1 orders every matching episode by
 * coverage (and guest similarity), one cheap match per concept; step 2 computes the fused score for
 * the best CANDIDATES only, and title similarity (at most 0.5) only for those that can still make
 * the top `limit`.
 */
export async function searchEpisodes(
  db: Database,
  message: string,
  { limit = 3 }: { limit?: number } = {},
): Promise<{ query: NormalizedQuery; episodes: EpisodeMatch[] }> {
  const query = normalizeQuery(message);
  const concepts = conceptQueries(query);
  const guest = query.guestName ?? "";
  if ((concepts.length === 0 && !guest) || limit < 1) return { query, episodes: [] };

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
  const coverageOf = (document: SQL): SQL =>
    concepts.length > 0
      ? sql.join(
          concepts.map((_, index) => sql`(${document} @@ q.${sql.identifier(`concept_${index}`)})::int`),
          sql` + `,
        )
      : sql`0`;
  const guestSimilarityOf = (guestName: SQL): SQL =>
    guest ? sql`word_similarity(${guest}, coalesce(${guestName}, ''))` : sql`0`;
  const minimum = minimumCoverage(query);
  const candidateCount = Math.max(CANDIDATES, limit);

  // Step 1: every episode that matches gets its priority (coverage, and guest similarity when the
  // message names someone), computed once per row, and the best ones go on to step 2.
  const candidates =
    !guest && minimum === 1
      ? // Any concept matching means a coverage of at least 1: the match is the filter (by index
        // when few episodes match), the coverage only orders.
        sql`
          select id, published_date, ${coverageOf(sql`search_document`)} as priority
          from episodes, (select ${parsedQueries}) as q
          where search_document @@ q.any_concept
          order by priority desc, published_date desc, id
          limit ${candidateCount}`
      : // `offset 0` keeps the inner select from being merged into the outer one, which would
        // compute the coverage twice (filter and priority).
        sql`
          select id, published_date, coverage + guest_similarity * 4.0 as priority from (
            select id, published_date, ${coverageOf(sql`search_document`)} as coverage,
              ${guestSimilarityOf(sql`guest_name`)} as guest_similarity
            from episodes, (select ${parsedQueries}) as q
            ${guest ? sql`` : sql`where search_document @@ q.any_concept`}
            offset 0
          ) as matched
          where coverage >= ${minimum} ${guest ? sql`or guest_similarity > 0.45` : sql``}
          order by priority desc, published_date desc, id
          limit ${candidateCount}`;

  // Step 2: the fused score for the candidates. An episode whose score without title similarity
  // is more than 0.5 below the limit-th best cannot reach the top, so is not compared with the
  // message at all.
  const result = await db.execute(sql`
    with candidates as (${candidates}),
    ranked as materialized (
      select e.id, e.published_date, ${coverageOf(sql`e.search_document`)} as coverage,
        ${anyConcept ? sql`ts_rank_cd(e.search_document, q.any_concept, 1)` : sql`0`} as text_rank,
        ${guestSimilarityOf(sql`e.guest_name`)} as guest_similarity
      from candidates c join episodes e on e.id = c.id, (select ${parsedQueries}) as q
    ),
    cutoff as (
      select coverage * 1.0 + text_rank * 2.0 + guest_similarity * 4.0 as partial from ranked
      order by partial desc limit 1 offset ${limit - 1}
    )
    select e.id, e.slug, e.title, e.guest_name as "guestName", e.published_date as "publishedDate",
      e.image_url as "imageUrl", e.duration_seconds as "durationSeconds",
      e.podbean_embed_code as "podbeanEmbedCode", e.audio_url as "audioUrl",
      (r.coverage) * 1.0 + r.text_rank * 2.0 + word_similarity(${query.text}, e.title) * 0.5
        + r.guest_similarity * 4.0 as score
    from ranked r join episodes e on e.id = r.id
    where r.coverage * 1.0 + r.text_rank * 2.0 + r.guest_similarity * 4.0
      >= coalesce((select partial from cutoff), '-infinity') - 0.5001
    order by score desc, e.published_date desc, e.id
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
