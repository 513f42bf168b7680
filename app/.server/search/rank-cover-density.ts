import { positionOf, weightClassOf, type Postings } from "./search-index";
import { phraseEnds, type TsQueryNode } from "./tsquery-match";

/** ts_rank_cd's default weights of the classes D, C, B, A, as the float4 values PostgreSQL keeps. */
const inverseWeights = [0.1, 0.2, 0.4, 1.0].map((weight) => 1 / Math.fround(weight));

type Entry = { position: number; weightClass: number; lexeme: string };

function terms(node: TsQueryNode, into: { lexeme: string; prefix: boolean }[] = []) {
  if (node.kind === "term") into.push(node);
  else {
    terms(node.left, into);
    terms(node.right, into);
  }
  return into;
}

const termMatches = (term: { lexeme: string; prefix: boolean }, lexeme: string) =>
  term.prefix ? lexeme.startsWith(term.lexeme) : lexeme === term.lexeme;

/**
 * Whether the query holds over the entries `from` to `to` (inclusive) of the document (positions for
 * phrases). A window by its bounds, not a copy: covers try every window from a start (tsrank.c).
 */
function holds(node: TsQueryNode, entries: readonly Entry[], from: number, to: number): boolean {
  switch (node.kind) {
    case "term":
      for (let at = from; at <= to; at++) if (termMatches(node, entries[at]!.lexeme)) return true;
      return false;
    case "or":
      return holds(node.left, entries, from, to) || holds(node.right, entries, from, to);
    case "and":
      return holds(node.left, entries, from, to) && holds(node.right, entries, from, to);
    case "phrase": {
      const positions = (term: { lexeme: string; prefix: boolean }) => {
        const found: number[] = [];
        for (let at = from; at <= to; at++)
          if (termMatches(term, entries[at]!.lexeme)) found.push(entries[at]!.position);
        return found;
      };
      return (
        phraseEnds(node, { episodesOf: () => [], positionsOf: (lexeme, prefix) => positions({ lexeme, prefix }) }, 0)
          .length > 0
      );
    }
  }
}

/**
 * PostgreSQL's `ts_rank_cd(document, query, 1)` (cover density, divided by 1 + the log of the
 * document's length), computed from the in-memory index (search-index.ts), so the search need not
 * send its candidates back to the database to order them. It follows tsrank.c: the document's
 * entries matching the query's terms, in position order; each cover (the shortest run of entries
 * from the current one that satisfies the query, then shrunk from its start) adds its entries'
 * harmonic mean weight over one plus the words between them that are not entries. For a query of
 * `|` alone every entry is a cover of its own. Returns the ranking function for one query.
 */
export function coverDensityRanker(
  query: TsQueryNode,
  documents: Postings,
): ((episode: number, length: number) => number) & {
  /**
   * An upper bound of the rank, from the matching entries alone (a few binary searches): every cover
   * weighs at most its heaviest entry's weight (its entries' harmonic mean, over one or more) and
   * there are at most as many covers as entries. The search skips ranking a candidate that cannot reach the page.
   */
  bound: (episode: number, length: number) => number;
} {
  const lexemes = [...new Set(terms(query).flatMap((term) => documents.matching(term.lexeme, term.prefix)))];
  const onlyAlternatives = !hasOperator(query, ["and", "phrase"]);
  const bound = (episode: number, length: number) => {
    let entries = 0;
    let heaviest = 0;
    for (const lexeme of lexemes) {
      for (const stored of documents.entriesOf(lexeme, episode)) {
        entries++;
        heaviest = Math.max(heaviest, 1 / inverseWeights[weightClassOf(stored)]!);
      }
    }
    const norm = Math.log(length + 1);
    return entries === 0 ? 0 : norm > 0 ? (entries * heaviest) / norm : Infinity;
  };
  const rank = (episode: number, length: number) => {
    const entries: Entry[] = [];
    for (const lexeme of lexemes) {
      for (const stored of documents.entriesOf(lexeme, episode)) {
        entries.push({ position: positionOf(stored), weightClass: weightClassOf(stored), lexeme });
      }
    }
    if (entries.length === 0) return 0;
    let total = 0;
    if (onlyAlternatives) {
      entries.sort((a, b) => a.position - b.position);
      for (const entry of entries) total += 1 / inverseWeights[entry.weightClass]!;
    } else {
      total = coverDensity(query, entries);
    }
    return Math.fround(total / Math.log(length + 1));
  };
  return Object.assign(rank, { bound });
}

function hasOperator(node: TsQueryNode, kinds: readonly string[]): boolean {
  return (
    node.kind !== "term" &&
    (kinds.includes(node.kind) || hasOperator(node.left, kinds) || hasOperator(node.right, kinds))
  );
}

/** The sum over covers (tsrank.c's Cover and calc_rank_cd), before the length normalization. */
function coverDensity(query: TsQueryNode, entries: Entry[]): number {
  entries.sort((a, b) => a.position - b.position);
  let total = 0;
  let start = 0;
  while (start < entries.length) {
    let end = -1;
    for (let at = start; at < entries.length; at++) {
      if (holds(query, entries, start, at)) {
        end = at;
        break;
      }
    }
    if (end < 0) break;
    let begin = end;
    for (let at = end; at >= start; at--) {
      if (holds(query, entries, at, end)) {
        begin = at;
        break;
      }
    }
    const p = entries[begin]!.position;
    const q = entries[end]!.position;
    if (p > q) {
      start++;
      continue;
    }
    let inverseSum = 0;
    for (let at = begin; at <= end; at++) inverseSum += inverseWeights[entries[at]!.weightClass]!;
    const coverWeight = (end - begin + 1) / inverseSum;
    let noise = q - p - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    total += coverWeight / (1 + noise);
    start = begin + 1;
  }
  return total;
}
