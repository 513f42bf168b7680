import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { catalogueLexicon, catalogueVersion } from "./catalogue-lexicon";
import { withSemanticRetrieval } from "./embeddings/semantic-retrieval";
import { readQuestion, type ReadOptions, type ReadQuestion } from "./read-question";
import { relevance } from "./relevance";
import { coverDensityRanker } from "./rank-cover-density";
import { searchIndex, type SearchIndex } from "./search-index";
import { isEnglishWord } from "./wordnet";
import { separation, shareOfEpisodes, tellsEpisodesApart } from "./separating-evidence";
import { findTranscriptMoments, type TranscriptMoment } from "./transcript-moments";
import { matchEpisodes, parseTsQuery, type PostingSource, type TsQueryNode } from "./tsquery-match";

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
  /** When some of those terms were heard only in the transcript: the sentence, and when it is said. */
  moment?: TranscriptMoment;
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
 * A query whose phrases are loosened to all their words: how a transcript is matched, as its index
 * keeps no positions (a phrase's words in one transcript, or, for the quoted moment, in one cue).
 */
function loosen(node: TsQueryNode): TsQueryNode {
  if (node.kind === "term") return node;
  return { kind: node.kind === "phrase" ? "and" : node.kind, left: loosen(node.left), right: loosen(node.right) };
}

/** The tsquery text of a loosened query, for PostgreSQL (the moment's cue). */
function queryText(node: TsQueryNode): string {
  if (node.kind === "term") return `'${node.lexeme.replaceAll("'", "''")}'${node.prefix ? ":*" : ""}`;
  const operator = node.kind === "phrase" ? `<${node.distance}>` : node.kind === "or" ? "|" : "&";
  return `(${queryText(node.left)} ${operator} ${queryText(node.right)})`;
}

/**
 * The documents an episode is found by, each with how much of a concept's credit a match in it
 * earns: its search document (title and guest, show notes: migration 0005), then its transcript
 * (migration 0014), which counts less: the title and notes say what an episode is about.
 */
const documentSources: readonly {
  postings: (index: SearchIndex) => PostingSource;
  prepare: (node: TsQueryNode) => TsQueryNode;
  weight: number;
}[] = [
  { postings: (index) => index.documents, prepare: (node) => node, weight: 1 },
  { postings: (index) => index.transcripts, prepare: loosen, weight: relevance.transcriptCredit },
];

/** Parsed tsqueries (PostgreSQL's stemming and stop words), kept per process: concepts recur. */
const parsedQueries = new Map<string, TsQueryNode | undefined>();
const PARSED_QUERIES_KEPT = 5_000;

async function parseQueries(db: Database, texts: readonly string[]): Promise<(TsQueryNode | undefined)[]> {
  const missing = [...new Set(texts.filter((text) => !parsedQueries.has(text)))];
  if (missing.length > 0) {
    const [row] = rowsOf<Record<string, string>>(
      await db.execute(
        sql`select ${sql.join(
          missing.map((text, index) => sql`to_tsquery('english', ${text})::text as ${sql.identifier(`q${index}`)}`),
          sql`, `,
        )}`,
      ),
    );
    if (parsedQueries.size > PARSED_QUERIES_KEPT) parsedQueries.clear();
    missing.forEach((text, index) => parsedQueries.set(text, parseTsQuery(row?.[`q${index}`] ?? "")));
  }
  return texts.map((text) => parsedQueries.get(text));
}

/**
 * How many episodes get the exact score (step 2 of searchEpisodes): the ranking only reaches past
 * the best-covering ones on small differences in ts_rank_cd and title matches.
 */
export const CANDIDATES = 200;

/**
 * Finds the episodes that answer a listener's message, with a lexicon of the catalogue
 * (catalogue-lexicon.ts) and an index of its episodes (search-index.ts), both kept per process and
 * brought up to date when the catalogue changes: the message is read into weighted concepts
 * (read-question.ts: synonyms, WordNet, spelling against the catalogue, guests by fuzzy name); an
 * episode's coverage is the weight of the concepts it matches (a match heard only in its transcript
 * earns less), and one that covers too little of the question (relevance.ts) is no answer at all.
 *
 * In two steps (DESIGN.md: 50 ms at 5,000 episodes): step 1 orders every episode by coverage, in
 * memory; step 2 adds title matches and how well the search document matches (PostgreSQL's
 * ts_rank_cd) for the best CANDIDATES only, in the database.
 */
export async function searchEpisodes(
  db: Database,
  message: string,
  options: SearchOptions = {},
): Promise<EpisodeSearch> {
  // With EMBEDDINGS_BASE_URL set, fused with the episodes nearest in meaning (embeddings/).
  return withSemanticRetrieval(db, message, options, searchEpisodesByText);
}

export type SearchOptions = {
  limit?: number;
  offset?: number;
  /**
   * The episodes nearest the question even when none answers it: every episode matching any part
   * of it, best first, without the coverage minimums or "nothing fits" (what the insights page
   * shows beside questions nothing answered). Never for a listener's answer.
   */
  nearest?: boolean;
} & ReadOptions;

async function searchEpisodesByText(
  db: Database,
  message: string,
  { limit = 3, offset = 0, nearest = false, ...readOptions }: SearchOptions = {},
): Promise<EpisodeSearch> {
  // One read of the content version for both caches (migration 0007).
  const version = await catalogueVersion(db);
  const lexicon = await catalogueLexicon(db, version);
  let query = readQuestion(message, lexicon, readOptions);
  const allQueries = conceptQueries(query);
  const bridgeQueries = conceptQueries({
    concepts: query.concepts.map((concept) => ({ alternatives: concept.bridges ?? [] })),
  });
  const parsed = await parseQueries(db, [...allQueries, ...bridgeQueries.filter(Boolean)]);
  const parsedBridges = new Map(
    bridgeQueries.filter(Boolean).map((text, at) => [text, parsed[allQueries.length + at]]),
  );
  const readConcepts = query.concepts
    .map((concept, index) => ({
      ...concept,
      tsquery: allQueries[index]!,
      parsed: parsed[index],
      bridged: parsedBridges.get(bridgeQueries[index]!),
    }))
    .filter((concept): concept is typeof concept & { parsed: TsQueryNode } =>
      Boolean(concept.tsquery && concept.parsed),
    );
  const guests = new Set(query.guests);
  const nothing = (unmatched = query.concepts.map((concept) => concept.term)): EpisodeSearch => ({
    query,
    episodes: [],
    unmatched,
    total: 0,
  });
  if ((readConcepts.length === 0 && guests.size === 0) || limit < 1) return nothing();

  // Step 1: every episode's coverage, from one pass per concept and document over the postings.
  const index = await searchIndex(db, version);
  const count = index.episodes.length;
  const flags = readConcepts.map((concept) =>
    documentSources.map((source) => matchEpisodes(source.prepare(concept.parsed), source.postings(index), count)),
  );
  // The same for the catalogue's words a concept's definitions lead to (situation-bridge.ts), in the
  // titles and notes only: they name a topic there, where an hour of talk has most words anyway.
  const bridgeFlags = readConcepts.map((concept) =>
    concept.bridged
      ? documentSources.map((source, at) =>
          at === 0 ? matchEpisodes(concept.bridged!, source.postings(index), count) : new Uint8Array(0),
        )
      : undefined,
  );
  // Each concept weighed by how well it tells this catalogue's episodes apart (separating-evidence.ts).
  const concepts = readConcepts.map((concept, at) => {
    const share = shareOfEpisodes(flags[at]![0]!);
    const kept = separation(share);
    return {
      ...concept,
      weight: concept.weight * kept,
      credit: concept.credit * kept,
      telling: tellsEpisodesApart(share),
      found:
        flags[at]!.some((source) => source.includes(1)) ||
        (relevance.bridge.found && Boolean(bridgeFlags[at]?.some((source) => source.includes(1)))),
    };
  });
  // The question as weighed here, so the answer names only telling terms (compose-answer.ts).
  const weighed = new Map(concepts.map((concept) => [concept.term, concept]));
  query = {
    ...query,
    concepts: query.concepts.map((concept) => {
      const here = weighed.get(concept.term);
      return here ? { ...concept, weight: here.weight, credit: here.credit } : concept;
    }),
  };
  const totalWeight =
    concepts.reduce((sum, concept) => sum + concept.weight, 0) + (guests.size ? relevance.guestWeight : 0);
  // The question's heart is missing: a telling part of it is found in no episode, and what episodes
  // do share with it is only common or everyday words. Those episodes do not answer it.
  // Only a part the search understood: a word it could neither correct nor find in WordNet may be a
  // slip of the keyboard, not a subject the catalogue lacks.
  const central = concepts.find(
    (concept) =>
      !concept.found && concept.weight >= relevance.centralWeight && (concept.known || isEnglishWord(concept.term)),
  );
  if (
    !nearest &&
    central &&
    guests.size === 0 &&
    !concepts.some((concept) => concept.found && concept.weight >= relevance.centralWeight)
  ) {
    // Every part of the question is unmatched, as on the other ways to nothing; the missing heart first.
    return nothing([
      central.term,
      ...query.concepts.map((concept) => concept.term).filter((term) => term !== central.term),
    ]);
  }
  // Less a rounding margin, so a share that is exactly the minimum (a transcript's half) passes.
  const minimum = nearest ? 0 : totalWeight * relevance.minimumCoverage - 1e-9;
  const minimumOffField = nearest ? 0 : totalWeight * relevance.minimumCoverageOffField - 1e-9;
  type Candidate = { ordinal: number; coverage: number; withGuest: boolean };
  // Per concept and episode, the share of its credit earned: that of the best document it is in.
  // A match only through a concept's bridges earns `relevance.bridge.credit` of that.
  const shareOf = (at: number, ordinal: number): number => {
    let share = 0;
    const bridged = bridgeFlags[at];
    for (let source = 0; source < documentSources.length; source++) {
      const weight = documentSources[source]!.weight;
      if (flags[at]![source]![ordinal] && weight > share) share = weight;
      else if (bridged?.[source]![ordinal] && weight * relevance.bridge.credit > share)
        share = weight * relevance.bridge.credit;
    }
    return share;
  };
  // Concept by concept over typed arrays (at 5,000 episodes a loop per episode and concept through
  // shareOf was a tenth of a search's time): each concept's best share per episode, added up.
  const coverages = new Float64Array(count);
  const matchedAny = new Uint8Array(count);
  const inField = new Uint8Array(count);
  const best = new Float64Array(count);
  for (let at = 0; at < concepts.length; at++) {
    const { credit, known, telling } = concepts[at]!;
    best.fill(0);
    for (let source = 0; source < documentSources.length; source++) {
      const weight = documentSources[source]!.weight;
      const layers: [Uint8Array, number][] = [[flags[at]![source]!, weight]];
      const bridged = bridgeFlags[at]?.[source];
      if (bridged?.length) layers.push([bridged, weight * relevance.bridge.credit]);
      for (const [found, share] of layers) {
        for (let ordinal = 0; ordinal < count; ordinal++) {
          if (found[ordinal] && share > best[ordinal]!) best[ordinal] = share;
        }
      }
    }
    for (let ordinal = 0; ordinal < count; ordinal++) {
      const share = best[ordinal]!;
      if (share === 0) continue;
      coverages[ordinal] = coverages[ordinal]! + share * credit;
      matchedAny[ordinal] = 1;
      if (known && telling) inField[ordinal] = 1;
    }
  }
  const candidates: Candidate[] = [];
  for (let ordinal = 0; ordinal < count; ordinal++) {
    const withGuest = guests.size > 0 && guests.has(index.episodes[ordinal]!.guestName ?? "");
    if (!matchedAny[ordinal] && !withGuest) continue;
    const coverage = coverages[ordinal]! + (withGuest ? relevance.guestWeight : 0);
    if (coverage >= minimumOffField || ((inField[ordinal] || withGuest) && coverage >= minimum))
      candidates.push({ ordinal, coverage, withGuest });
  }
  // Stable: equal coverage keeps the index's order, newest first.
  candidates.sort((a, b) => b.coverage - a.coverage);
  const total = Math.min(candidates.length, Math.max(CANDIDATES, limit + offset));
  const ranked = candidates.slice(0, total);
  if (ranked.length === 0) return nothing();

  // Step 2: title matches (weight A) and ts_rank_cd for the best candidates, then the page.
  const titled = concepts.map((concept) => matchEpisodes(concept.parsed, index.titles, count));
  const anyConcept = concepts.length
    ? concepts.map((concept) => concept.parsed).reduce((left, right): TsQueryNode => ({ kind: "or", left, right }))
    : undefined;
  const idArray = (list: readonly string[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
  const rank = anyConcept
    ? coverDensityRanker(anyConcept, index.documents)
    : Object.assign(() => 0, { bound: () => 0 });
  // Coverage and title matches first (cheap); the cover density only for a candidate that can still
  // reach the page: one whose coverage, title matches and the rank's upper bound reach the page's
  // last score so far (rank-cover-density.ts). The page is the same as ranking all of them; at
  // 5,000 episodes the cover density of 200 candidates was a fifth of a search's time.
  const reach = offset + limit;
  const partial = ranked
    .map((candidate) => ({
      candidate,
      episode: index.episodes[candidate.ordinal]!,
      partial:
        candidate.coverage +
        concepts.reduce(
          (sum, concept, at) => sum + (titled[at]![candidate.ordinal] ? concept.weight * relevance.titleBonus : 0),
          0,
        ),
    }))
    .sort((a, b) => b.partial - a.partial);
  const scored: { candidate: Candidate; episode: (typeof partial)[number]["episode"]; score: number }[] = [];
  const pageScores: number[] = []; // The best `reach` scores so far, descending.
  for (const { candidate, episode, partial: known } of partial) {
    const length = index.documentLengths[candidate.ordinal]!;
    const last = pageScores.length >= reach ? pageScores[reach - 1]! : -Infinity;
    if (known + rank.bound(candidate.ordinal, length) * 2.0 + 1e-6 < last) continue;
    const score = known + rank(candidate.ordinal, length) * 2.0;
    scored.push({ candidate, episode, score });
    let at = pageScores.length;
    while (at > 0 && pageScores[at - 1]! < score) at--;
    pageScores.splice(at, 0, score);
    if (pageScores.length > reach) pageScores.pop();
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.episode.publishedDate - a.episode.publishedDate ||
      (a.episode.id < b.episode.id ? -1 : a.episode.id > b.episode.id ? 1 : 0),
  );
  const page = scored.slice(offset, offset + limit);
  const details = new Map(
    page.length
      ? rowsOf<Omit<EpisodeMatch, "matched" | "score" | "moment"> & { publishedDate: string | Date }>(
          await db.execute(sql`
            select e.id, e.slug, e.title, e.guest_name as "guestName", e.published_date as "publishedDate",
              e.image_url as "imageUrl", e.duration_seconds as "durationSeconds",
              e.podbean_embed_code as "podbeanEmbedCode", e.audio_url as "audioUrl"
            from episodes e where e.id = any(${idArray(page.map((entry) => entry.episode.id))})`),
        ).map((row) => [row.id, row])
      : [],
  );
  /** Per episode, the loosened queries of the concepts found only in its transcript. */
  const heard = new Map<string, string[]>();
  const episodes: EpisodeMatch[] = page.flatMap(({ candidate, episode, score }) => {
    const row = details.get(episode.id);
    if (!row) return []; // Deleted since the index was read.
    const matchedConcepts = concepts.flatMap((_, at) => (shareOf(at, candidate.ordinal) > 0 ? [at] : []));
    const onlyHeard = matchedConcepts.filter(
      (at) => !flags[at]![0]![candidate.ordinal] && !bridgeFlags[at]?.[0]![candidate.ordinal],
    );
    heard.set(
      episode.id,
      onlyHeard.map((at) =>
        queryText(
          loosen(
            flags[at]![1]![candidate.ordinal] ? concepts[at]!.parsed : (concepts[at]!.bridged ?? concepts[at]!.parsed),
          ),
        ),
      ),
    );
    return [
      {
        ...row,
        publishedDate: new Date(row.publishedDate).toISOString(),
        score,
        matched: [...matchedConcepts.map((at) => concepts[at]!.term), ...(candidate.withGuest ? ["guest"] : [])],
      },
    ];
  });
  const moments = await findTranscriptMoments(db, heard);
  for (const episode of episodes) {
    const moment = moments.get(episode.id);
    if (moment) episode.moment = moment;
  }
  const covered = new Set(episodes.flatMap((episode) => episode.matched));
  const unmatched = episodes.length
    ? concepts.filter((concept) => !covered.has(concept.term)).map((concept) => concept.term)
    : query.concepts.map((concept) => concept.term);
  return { query, episodes, unmatched, total };
}
