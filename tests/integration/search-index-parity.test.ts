import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { coverDensityRanker } from "~/.server/search/rank-cover-density";
import { searchIndex } from "~/.server/search/search-index";
import { matchEpisodes, parseTsQuery } from "~/.server/search/tsquery-match";
import { rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { evaluationSets, loadSearchCatalogue } from "../search-eval/evaluate-search";

/**
 * The search matches and ranks in memory (search-index.ts) exactly as PostgreSQL would: `@@` and
 * `ts_rank_cd(…, 1)` over the stored search documents, for queries of the shapes the search builds
 * (alternatives, prefixes, phrases, phrases beside single words, a stop word inside a phrase).
 */
const queries = [
  "custody:*",
  "(kids:* | (child <-> support) | alimony)",
  "((parenting <-> plan) | move:* | state)",
  "(child <-> support)",
  "((new <-> partner) | dating:* | kid)",
  "((co <-> parent:*) | ex)",
  "(out <-> of <-> state) | relocation:*",
  "(one <-> the <-> way) | house:*",
];

describe.each(testDatabaseKinds)("the in-memory search index on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(async () => {
    await loadSearchCatalogue(database.db, evaluationSets.development.catalogue);
  }, 60_000);

  it.each(queries)("matches and ranks %s as PostgreSQL does", async (query) => {
    const index = await searchIndex(database.db);
    const [parsedRow] = rowsOf<{ parsed: string }>(
      await database.db.execute(sql`select to_tsquery('english', ${query})::text as parsed`),
    );
    const parsed = parseTsQuery(parsedRow!.parsed)!;
    const expected = rowsOf<{ id: string; rank: number | string; matches: boolean }>(
      await database.db.execute(sql`
        select id, ts_rank_cd(search_document, to_tsquery('english', ${query}), 1) as rank,
          search_document @@ to_tsquery('english', ${query}) as matches
        from episodes`),
    );
    const flags = matchEpisodes(parsed, index.documents, index.episodes.length);
    const rank = coverDensityRanker(parsed, index.documents);
    const ordinals = new Map(index.episodes.map((episode, ordinal) => [episode.id, ordinal]));
    expect(expected.length).toBe(index.episodes.length);
    expect(expected.some((row) => row.matches)).toBe(true);
    for (const row of expected) {
      const ordinal = ordinals.get(row.id)!;
      expect({ id: row.id, matches: Boolean(flags[ordinal]) }).toEqual({ id: row.id, matches: row.matches });
      expect(rank(ordinal, index.documentLengths[ordinal]!)).toBeCloseTo(Number(row.rank), 6);
    }
  });
});
