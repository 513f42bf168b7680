import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { evaluateSearch, formatMetrics, loadSearchCatalogue } from "../search-eval/evaluate-search";

/**
 * The search's quality, measured: the labelled queries of tests/fixtures/search over the
 * hand-written catalogue. `npm run eval:search` runs this file alone and prints the table.
 */
const RECALL_AT_3_THRESHOLD = 0.85;

describe("episode search quality", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await loadSearchCatalogue(database.db);
  }, 60_000);
  afterAll(() => database?.destroy());

  it(`finds an expected episode in the top three for at least ${RECALL_AT_3_THRESHOLD * 100}% of queries, well above a substring search`, async () => {
    const result = await evaluateSearch(database.db);
    console.info(`\n${formatMetrics(result)}\n`);
    if (process.env.SEARCH_EVAL_VERBOSE) {
      for (const miss of result.search.misses)
        console.info(`miss [${miss.kind}] ${miss.query} → ${miss.got.join(", ")}`);
    }
    expect(result.search.recallAt3).toBeGreaterThanOrEqual(RECALL_AT_3_THRESHOLD);
    expect(result.search.recallAt3).toBeGreaterThan(result.baseline.recallAt3);
  });
});
