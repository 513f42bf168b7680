import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { rowsOf } from "~/.server/db/rows-of";
import { episodes } from "~/.server/db/schema/episodes";
import { searchEpisodes } from "~/.server/search/search-episodes";
import { searchCatalogue } from "../fixtures/search/catalogue";
import { searchEvalQueries, type EvalQuery } from "../fixtures/search/eval-queries";

export type SearchMetrics = {
  /** Answerable queries with an expected episode first. */
  recallAt1: number;
  /** Answerable queries with an expected episode in the top three. */
  recallAt3: number;
  /** Mean of 1 / rank of the first expected episode (top ten; 0 when absent). */
  mrr: number;
  /** No-answer questions that got no episodes. */
  noAnswerCorrect: number;
  answerable: number;
  noAnswer: number;
  misses: { query: string; kind: EvalQuery["kind"]; got: string[]; expected: readonly string[] }[];
};

/** Loads the hand-written catalogue (tests/fixtures/search) into an empty, migrated database. */
export async function loadSearchCatalogue(db: Database): Promise<void> {
  const now = new Date();
  for (let start = 0; start < searchCatalogue.length; start += 200) {
    await db.insert(episodes).values(
      searchCatalogue.slice(start, start + 200).map((episode) => ({
        slug: episode.slug,
        title: episode.title,
        guestName: episode.guestName,
        description: `<p>${episode.description.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`,
        episodeNumber: episode.episodeNumber,
        publishedDate: new Date(episode.publishedDate),
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

/** The naive baseline: the whole message as a case-insensitive substring of title or notes. */
async function substringSearch(db: Database, message: string, limit: number): Promise<string[]> {
  const pattern = `%${message.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const result = await db.execute(sql`
    select slug from episodes
    where title ilike ${pattern} or description ilike ${pattern} or guest_name ilike ${pattern}
    order by published_date desc limit ${limit}`);
  return rowsOf<{ slug: string }>(result).map((row) => row.slug);
}

async function measure(run: (message: string) => Promise<string[]>): Promise<SearchMetrics> {
  let hits1 = 0;
  let hits3 = 0;
  let reciprocal = 0;
  let answerable = 0;
  let noAnswer = 0;
  let noAnswerCorrect = 0;
  const misses: SearchMetrics["misses"] = [];
  for (const query of searchEvalQueries) {
    const got = await run(query.query);
    if (query.expected.length === 0) {
      noAnswer++;
      if (got.length === 0) noAnswerCorrect++;
      else misses.push({ query: query.query, kind: query.kind, got: got.slice(0, 3), expected: query.expected });
      continue;
    }
    answerable++;
    const rank = got.findIndex((slug) => query.expected.includes(slug));
    if (rank === 0) hits1++;
    if (rank >= 0 && rank < 3) hits3++;
    else misses.push({ query: query.query, kind: query.kind, got: got.slice(0, 3), expected: query.expected });
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  return {
    recallAt1: hits1 / answerable,
    recallAt3: hits3 / answerable,
    mrr: reciprocal / answerable,
    noAnswerCorrect,
    answerable,
    noAnswer,
    misses,
  };
}

/** The search and the baseline over the labelled queries, in one run. */
export async function evaluateSearch(db: Database): Promise<{ search: SearchMetrics; baseline: SearchMetrics }> {
  const search = await measure(async (message) =>
    (await searchEpisodes(db, message, { limit: 10 })).episodes.map((episode) => episode.slug),
  );
  const baseline = await measure((message) => substringSearch(db, message, 10));
  return { search, baseline };
}

export function formatMetrics({ search, baseline }: { search: SearchMetrics; baseline: SearchMetrics }): string {
  const row = (name: string, metrics: SearchMetrics) =>
    `${name.padEnd(18)} ${metrics.recallAt1.toFixed(3)}      ${metrics.recallAt3.toFixed(3)}      ${metrics.mrr.toFixed(3)}   ${metrics.noAnswerCorrect}/${metrics.noAnswer}`;
  return [
    `${search.answerable} answerable queries, ${search.noAnswer} with no answer, over ${searchCatalogue.length} episodes`,
    "                   recall@1   recall@3   MRR     no-answer right",
    row("search", search),
    row("substring baseline", baseline),
  ].join("\n");
}
