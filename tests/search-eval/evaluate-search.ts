import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { rowsOf } from "~/.server/db/rows-of";
import { episodes } from "~/.server/db/schema/episodes";
import { searchEpisodes } from "~/.server/search/search-episodes";
import { searchCatalogue, type CatalogueEpisode } from "../fixtures/search/catalogue";
import { searchEvalQueries } from "../fixtures/search/eval-queries";
import { heldOutCatalogue } from "../fixtures/search-held-out/catalogue";
import { heldOutQueries } from "../fixtures/search-held-out/queries";

/** A labelled question: the slugs that answer it, best first; none when nothing in the catalogue does. */
export type LabelledQuery = { query: string; expected: readonly string[]; kind: string; nearField?: boolean };

/** A catalogue with its labelled questions. */
export type EvaluationSet = { name: string; catalogue: readonly CatalogueEpisode[]; queries: readonly LabelledQuery[] };

/** The set the search is tuned on (tests/fixtures/search) and the one it never sees (tests/fixtures/search-held-out). */
export const evaluationSets = {
  development: { name: "development", catalogue: searchCatalogue, queries: searchEvalQueries },
  heldOut: { name: "held-out", catalogue: heldOutCatalogue, queries: heldOutQueries },
} satisfies Record<string, EvaluationSet>;

type Tally = { answerable: number; hits1: number; hits3: number; reciprocal: number };

export type SearchMetrics = {
  /** Answerable queries with an expected episode first. */
  recallAt1: number;
  /** Answerable queries with an expected episode in the top three. */
  recallAt3: number;
  /** Mean of 1 / rank of the first expected episode (top ten; 0 when absent). */
  mrr: number;
  /** No-answer questions that got no episodes (an honest "no episode on that"). */
  noAnswerCorrect: number;
  /** The same for the no-answer questions outside the field and for those near it, apart. */
  abstention: Record<"outside" | "nearField", { correct: number; count: number }>;
  /** Answerable questions that got no episodes at all. */
  wrongAbstentions: number;
  answerable: number;
  noAnswer: number;
  /** recall@1, recall@3 and MRR per kind of answerable question. */
  byKind: Record<string, { count: number; recallAt1: number; recallAt3: number; mrr: number }>;
  misses: { query: string; kind: string; got: string[]; expected: readonly string[] }[];
};

/** Loads a catalogue (by default the development one) into an empty, migrated database. */
export async function loadSearchCatalogue(
  db: Database,
  catalogue: readonly CatalogueEpisode[] = searchCatalogue,
): Promise<void> {
  const now = new Date();
  for (let start = 0; start < catalogue.length; start += 200) {
    await db.insert(episodes).values(
      catalogue.slice(start, start + 200).map((episode) => ({
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

function emptyTally(): Tally {
  return { answerable: 0, hits1: 0, hits3: 0, reciprocal: 0 };
}

async function measure(
  queries: readonly LabelledQuery[],
  run: (message: string) => Promise<string[]>,
): Promise<SearchMetrics> {
  const all = emptyTally();
  const kinds = new Map<string, Tally>();
  let noAnswer = 0;
  let noAnswerCorrect = 0;
  const abstention = { outside: { correct: 0, count: 0 }, nearField: { correct: 0, count: 0 } };
  let wrongAbstentions = 0;
  const misses: SearchMetrics["misses"] = [];
  for (const query of queries) {
    const got = await run(query.query);
    if (query.expected.length === 0) {
      noAnswer++;
      const scope = abstention[query.nearField ? "nearField" : "outside"];
      scope.count++;
      if (got.length === 0) {
        noAnswerCorrect++;
        scope.correct++;
      } else misses.push({ query: query.query, kind: query.kind, got: got.slice(0, 3), expected: query.expected });
      continue;
    }
    if (got.length === 0) wrongAbstentions++;
    const kind = kinds.get(query.kind) ?? emptyTally();
    kinds.set(query.kind, kind);
    const rank = got.findIndex((slug) => query.expected.includes(slug));
    for (const tally of [all, kind]) {
      tally.answerable++;
      if (rank === 0) tally.hits1++;
      if (rank >= 0 && rank < 3) tally.hits3++;
      if (rank >= 0) tally.reciprocal += 1 / (rank + 1);
    }
    if (rank < 0 || rank >= 3) {
      misses.push({ query: query.query, kind: query.kind, got: got.slice(0, 3), expected: query.expected });
    }
  }
  const rates = (tally: Tally) => ({
    recallAt1: tally.hits1 / tally.answerable,
    recallAt3: tally.hits3 / tally.answerable,
    mrr: tally.reciprocal / tally.answerable,
  });
  return {
    ...rates(all),
    noAnswerCorrect,
    abstention,
    wrongAbstentions,
    answerable: all.answerable,
    noAnswer,
    byKind: Object.fromEntries([...kinds].map(([name, tally]) => [name, { count: tally.answerable, ...rates(tally) }])),
    misses,
  };
}

export type SetResult = { set: EvaluationSet; search: SearchMetrics; baseline: SearchMetrics };

/** The search and the baseline over one set's labelled queries, on a database holding that set's catalogue. */
export async function evaluateSearch(
  db: Database,
  set: EvaluationSet = evaluationSets.development,
): Promise<SetResult> {
  const search = await measure(set.queries, async (message) =>
    (await searchEpisodes(db, message, { limit: 10 })).episodes.map((episode) => episode.slug),
  );
  const baseline = await measure(set.queries, (message) => substringSearch(db, message, 10));
  return { set, search, baseline };
}

const figure = (value: number) => value.toFixed(3).padStart(10);

export function formatMetrics({ set, search, baseline }: SetResult): string {
  const row = (name: string, metrics: SearchMetrics) =>
    `${name.padEnd(22)}${figure(metrics.recallAt1)}${figure(metrics.recallAt3)}${figure(metrics.mrr)}` +
    `   ${metrics.noAnswerCorrect}/${metrics.noAnswer}`.padEnd(12) +
    `${metrics.wrongAbstentions}`;
  const kindRows = Object.entries(search.byKind).map(([kind, metrics]) => {
    const base = baseline.byKind[kind];
    return (
      `  ${`${kind} (${metrics.count})`.padEnd(20)}${figure(metrics.recallAt1)}${figure(metrics.recallAt3)}${figure(metrics.mrr)}` +
      `   baseline r@3 ${base ? base.recallAt3.toFixed(3) : "-"}`
    );
  });
  return [
    `${set.name} set: ${search.answerable} answerable questions, ${search.noAnswer} with no answer, over ${set.catalogue.length} episodes`,
    `${"".padEnd(22)}${"recall@1".padStart(10)}${"recall@3".padStart(10)}${"MRR".padStart(10)}   abstained   silent on answerable`,
    row("search", search),
    row("substring baseline", baseline),
    `abstained: outside the field ${search.abstention.outside.correct}/${search.abstention.outside.count}, ` +
      `near the field ${search.abstention.nearField.correct}/${search.abstention.nearField.count}`,
    "search by kind:",
    ...kindRows,
  ].join("\n");
}
