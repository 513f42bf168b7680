import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { catalogueLexicon } from "./catalogue-lexicon";
import { withSemanticRetrieval } from "./embeddings/semantic-retrieval";
import { readQuestion, type ReadOptions, type ReadQuestion } from "./read-question";
import { relevance } from "./relevance";

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
  /** Why it matched: the listener's terms it answers, and `guest` when it is with the guest they named. */
  matched: string[];
};

export type EpisodeSearch = {
  query: ReadQuestion;
  episodes: EpisodeMatch[];
  /** Of the question's terms, those no returned episode covers (for "nothing on … though"). */
  unmatched: string[];
  /** How many episodes answer in all (at most the CANDIDATES the ranking considers), for paging. */
  total: number;
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

/** One tsquery per concept: any of its alternatives. */
export function conceptQueries(query: { concepts: readonly { alternatives: readonly string[] }[] }): string[] {
  return query.concepts
    .map((concept) => [...new Set(concept.alternatives.map(termQuery).filter((term) => term !== undefined))])
    .map((terms) => (terms.length === 0 ? "" : terms.length === 1 ? terms[0]! : `(${terms.join(" | ")})`));
}

/**
 * The documents an episode is found by, each with how much a match in it counts. Today the
 * episode's own search document (title and guest weighted A, show notes C: migration 0005); a
 * further source (transcripts, say) is one more entry whose `document` reads a tsvector for `e.id`.
 */
const documentSources: readonly { document: (episode: SQL) => SQL; weight: number }[] = [
  { document: (episode) => sql`${episode}.search_document`, weight: 1 },
];

/**
 * How many episodes get the exact score (step 2 of searchEpisodes): the ranking only reaches past
 * the best-covering ones on small differences in ts_rank_cd and title matches.
 */
export const CANDIDATES = 200;

/**
 * Finds the episodes that answer a listener's message, in the database (the same on every
 * instance) with a lexicon of the catalogue cached per process (catalogue-lexicon.ts): the message
 * is read into weighted concepts (read-question.ts: synonyms, WordNet, spelling against the
 * catalogue, guests by fuzzy name); an episode's coverage is the weight of the concepts it matches,
 * and one that covers too little of the question (relevance.ts) is no answer at all.
 *
 * In two steps, because ranking every match of a common word at a few thousand episodes is too slow
 * (DESIGN.md: 50 ms at 5,000): step 1 orders every matching episode by coverage, one cheap match per
 * concept; step 2 adds how well (ts_rank_cd) and title matches for the best CANDIDATES only.
 */
export async function searchEpisodes(
  db: Database,
  message: string,
  options: { limit?: number; offset?: number } & ReadOptions = {},
): Promise<EpisodeSearch> {
  // With EMBEDDINGS_BASE_URL set, fused with the episodes nearest in meaning (embeddings/).
  return withSemanticRetrieval(db, message, options, searchEpisodesByText);
}

async function searchEpisodesByText(
  db: Database,
  message: string,
  { limit = 3, offset = 0, ...readOptions }: { limit?: number; offset?: number } & ReadOptions = {},
): Promise<EpisodeSearch> {
  const lexicon = await catalogueLexicon(db);
  const query = readQuestion(message, lexicon, readOptions);
  const allQueries = conceptQueries(query);
  const concepts = query.concepts
    .map((concept, index) => ({ ...concept, tsquery: allQueries[index]! }))
    .filter((concept) => concept.tsquery);
  const guests = query.guests;
  const totalWeight =
    concepts.reduce((sum, concept) => sum + concept.weight, 0) + (guests.length ? relevance.guestWeight : 0);
  if ((concepts.length === 0 && guests.length === 0) || limit < 1) {
    return { query, episodes: [], unmatched: query.concepts.map((concept) => concept.term), total: 0 };
  }

  const anyConcept = concepts.map((concept) => concept.tsquery).join(" | ");
  // Each tsquery is parsed once, in a one-row subquery, rather than once per candidate row.
  const parsedQueries = sql.join(
    [
      sql`to_tsquery('english', ${anyConcept}) as any_concept`,
      ...concepts.map(
        (concept, index) => sql`to_tsquery('english', ${concept.tsquery}) as ${sql.identifier(`concept_${index}`)}`,
      ),
    ],
    sql`, `,
  );
  const guestArray = sql`array[${sql.join(
    guests.map((guest) => sql`${guest}`),
    sql`, `,
  )}]::text[]`;
  const isGuest = (episode: SQL): SQL =>
    guests.length ? sql`coalesce(${episode}.guest_name = any(${guestArray}), false)` : sql`false`;
  const matches = (episode: SQL, index: number): SQL =>
    sql.join(
      documentSources.map((source) => sql`(${source.document(episode)} @@ q.${sql.identifier(`concept_${index}`)})`),
      sql` or `,
    );
  const flag = (index: number) => sql.identifier(`m_${index}`);
  // Coverage, and whether the episode matches something of the field (a vocabulary term, or the
  // guest asked for), from the per-concept flags.
  const coverage = sql.join(
    [
      ...concepts.map((concept, index) => sql`${flag(index)}::int * ${concept.credit}::float8`),
      sql`with_guest::int * ${relevance.guestWeight}::float8`,
    ],
    sql` + `,
  );
  const inField = sql.join(
    [...concepts.flatMap((concept, index) => (concept.known ? [flag(index)] : [])), sql`with_guest`],
    sql` or `,
  );
  const minimum = totalWeight * relevance.minimumCoverage;
  const minimumOffField = totalWeight * relevance.minimumCoverageOffField;
  const candidateCount = Math.max(CANDIDATES, limit + offset);
  const e = sql.raw("e");
  const anyMatch = sql.join(
    [
      ...(anyConcept ? documentSources.map((source) => sql`${source.document(e)} @@ q.any_concept`) : []),
      ...(guests.length ? [sql`e.guest_name = any(${guestArray})`] : []),
    ],
    sql` or `,
  );

  // Step 1: every matching episode's flags, each concept matched once per row (`offset 0` keeps
  // the subquery from being merged into the outer one, which would match each concept again for
  // the coverage, the field test and the flags), then its coverage. (Matching each concept through
  // the GIN index and adding up per episode was measured slower: docs/decisions/0011-search-relevance.md.)
  const candidates = sql`
    select id, published_date, coverage, matched, with_guest from (
      select id, published_date, with_guest, ${coverage} as coverage, ${inField} as in_field,
        array[${
          concepts.length
            ? sql.join(
                concepts.map((_, index) => sql`case when ${flag(index)} then ${index}::int end`),
                sql`, `,
              )
            : sql``
        }]::int[] as matched
      from (
        select e.id, e.published_date, ${isGuest(e)} as with_guest
          ${sql.join(
            concepts.map((_, index) => sql`, (${matches(e, index)}) as ${flag(index)}`),
            sql``,
          )}
        from episodes e, (select ${parsedQueries}) as q
        where ${anyMatch}
        offset 0
      ) as flagged
    ) as covered
    where coverage >= ${minimumOffField}::float8 or (in_field and coverage >= ${minimum}::float8)
    order by coverage desc, published_date desc, id
    limit ${candidateCount}`;

  // Step 2: the score for the candidates: coverage, a bonus for concepts in the title or guest
  // name (their own small tsvector, cheaper than filtering the whole document), and ts_rank_cd to
  // order episodes that cover the same.
  const titleDocument = sql`to_tsvector('english', e.title || ' ' || coalesce(e.guest_name, ''))`;
  const titleBonus = concepts.length
    ? sql`(select ${sql.join(
        concepts.map(
          (concept, index) =>
            sql`(t.document @@ q.${sql.identifier(`concept_${index}`)})::int * ${concept.weight * relevance.titleBonus}::float8`,
        ),
        sql` + `,
      )} from (select ${titleDocument} as document) as t)`
    : sql`0`;
  const result = await db.execute(sql`
    with candidates as (${candidates})
    select e.id, e.slug, e.title, e.guest_name as "guestName", e.published_date as "publishedDate",
      e.image_url as "imageUrl", e.duration_seconds as "durationSeconds",
      e.podbean_embed_code as "podbeanEmbedCode", e.audio_url as "audioUrl",
      c.coverage + ${titleBonus}
        + ${anyConcept ? sql`ts_rank_cd(e.search_document, q.any_concept, 1) * 2.0` : sql`0`} as score,
      c.matched as "matchedConcepts", c.with_guest as "withGuest",
      (select count(*) from candidates) as total
    from candidates c join episodes e on e.id = c.id, (select ${parsedQueries}) as q
    order by score desc, e.published_date desc, e.id
    limit ${limit} offset ${offset}`);

  const rows = rowsOf<
    Omit<EpisodeMatch, "matched"> & {
      publishedDate: string | Date;
      score: string | number;
      matchedConcepts: number[] | string;
      withGuest: boolean;
      total: string | number;
    }
  >(result);
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const episodes = rows.map(({ matchedConcepts, withGuest, total: _total, ...row }) => {
    const indexes = new Set(
      (typeof matchedConcepts === "string"
        ? matchedConcepts
            .slice(1, -1)
            .split(",")
            .filter((value) => value && value !== "NULL")
        : matchedConcepts.filter((value) => value !== null)
      ).map(Number),
    );
    return {
      ...row,
      publishedDate: new Date(row.publishedDate).toISOString(),
      score: Number(row.score),
      matched: [
        ...concepts.filter((_, index) => indexes.has(index)).map((concept) => concept.term),
        ...(withGuest ? ["guest"] : []),
      ],
    };
  });
  const covered = new Set(episodes.flatMap((episode) => episode.matched));
  const unmatched = episodes.length
    ? concepts.filter((concept) => !covered.has(concept.term)).map((concept) => concept.term)
    : query.concepts.map((concept) => concept.term);
  return { query, episodes, unmatched, total };
}
