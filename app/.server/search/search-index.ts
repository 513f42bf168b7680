import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { catalogueVersion } from "./catalogue-lexicon";
import type { PostingSource } from "./tsquery-match";

/**
 * The episode search's index, in memory: for every episode its search document's words (title and
 * guest, weight A, and show notes: migration 0005) with their positions, and its transcript's words
 * (migration 0014), as postings (word → episodes). Matching every concept of a question against
 * every episode is then a few array passes instead of thousands of tsvector reads per question
 * (docs/decisions/0011-search-relevance.md, "Speed"). The words are PostgreSQL's own (the stored
 * tsvectors), so matching stays exactly PostgreSQL's.
 *
 * Kept per database and brought up to date before a search whenever the content version (migration
 * 0007) has changed: only episodes whose row or transcript changed (their `xmin`) are read again,
 * so a search always sees the catalogue as it is.
 */
export type IndexedEpisode = { id: string; publishedDate: number; guestName: string | null };

export type SearchIndex = {
  episodes: readonly IndexedEpisode[];
  /** The search document (title, guest and notes), with positions and their weight classes. */
  documents: Postings;
  /** Per episode, its search document's length as ts_rank_cd counts it (positions, or 1 for a lexeme without). */
  documentLengths: Int32Array;
  /** The title and guest words alone (weight A), with positions. */
  titles: PostingSource;
  /** The transcripts' words, without positions. */
  transcripts: PostingSource;
};

type ParsedEpisode = IndexedEpisode & {
  fingerprint: string;
  /** Lexeme → positions, each with its weight class in the top two bits (PostgreSQL's WordEntryPos). */
  document: Map<string, number[]>;
  transcript: string[];
};

type Cached = { version: string; parsed: Map<string, ParsedEpisode>; index: SearchIndex; refreshing?: Promise<void> };
const cache = new WeakMap<Database, Cached>();

/** Weight classes as PostgreSQL numbers them (D 0 … A 3), kept above a position's 14 bits. */
const weightClasses: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
export const positionOf = (entry: number) => entry & 0x3fff;
export const weightClassOf = (entry: number) => entry >>> 14;
const lexemePattern = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;
const interned = new Map<string, string>();
const intern = (word: string) => {
  const known = interned.get(word);
  if (known !== undefined) return known;
  interned.set(word, word);
  return word;
};

/** A tsvector's text form (`'custodi':1A,5 'kid':6`) → lexeme → positions with weight classes. */
function parseDocument(text: string): Map<string, number[]> {
  const document = new Map<string, number[]>();
  for (const match of text.matchAll(lexemePattern)) {
    const positions = (match[2] ?? "").split(",").flatMap((entry) => {
      if (!entry) return [];
      const weight = weightClasses[entry.at(-1)!] ?? 0;
      return [(weight << 14) | Number.parseInt(entry, 10)];
    });
    document.set(intern(match[1]!.replaceAll("''", "'")), positions);
  }
  return document;
}

function parseWords(text: string | null): string[] {
  if (!text) return [];
  return [...text.matchAll(lexemePattern)].map((match) => intern(match[1]!.replaceAll("''", "'")));
}

/** Postings of one kind of document: sorted lexemes, each with its episodes and (maybe) positions. */
export class Postings implements PostingSource {
  private readonly lexemes: string[];
  private readonly entries = new Map<string, { episodes: Int32Array; starts?: Int32Array; positions?: Uint16Array }>();

  constructor(byLexeme: Map<string, { episodes: number[]; positions?: number[][] }>, withPositions: boolean) {
    this.lexemes = [...byLexeme.keys()].sort();
    for (const [lexeme, { episodes, positions }] of byLexeme) {
      if (!withPositions || !positions) {
        this.entries.set(lexeme, { episodes: Int32Array.from(episodes) });
        continue;
      }
      const starts = new Int32Array(episodes.length + 1);
      let total = 0;
      positions.forEach((list, index) => {
        starts[index] = total;
        total += list.length;
      });
      starts[episodes.length] = total;
      const flat = new Uint16Array(total);
      positions.forEach((list, index) => flat.set(list, starts[index]!));
      this.entries.set(lexeme, { episodes: Int32Array.from(episodes), starts, positions: flat });
    }
    if (!withPositions) this.positionsOf = undefined;
  }

  /** Prefix matches worked out so far: a phrase asks again for every episode it is checked in. */
  private readonly prefixed = new Map<string, string[]>();

  /** The lexemes a query term matches: itself, or every lexeme with it as a prefix. */
  matching(lexeme: string, prefix: boolean): string[] {
    if (!prefix) return this.entries.has(lexeme) ? [lexeme] : [];
    const known = this.prefixed.get(lexeme);
    if (known) return known;
    if (this.prefixed.size > 10_000) this.prefixed.clear();
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[middle]! < lexeme) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let at = low; at < this.lexemes.length && this.lexemes[at]!.startsWith(lexeme); at++) {
      found.push(this.lexemes[at]!);
    }
    this.prefixed.set(lexeme, found);
    return found;
  }

  /** Sets the flag of every episode with the lexeme (or a lexeme it begins), without gathering them first. */
  markEpisodes(lexeme: string, prefix: boolean, flags: Uint8Array): void {
    for (const word of this.matching(lexeme, prefix)) {
      for (const episode of this.entries.get(word)!.episodes) flags[episode] = 1;
    }
  }

  episodesOf(lexeme: string, prefix: boolean): Iterable<number> {
    const words = this.matching(lexeme, prefix);
    if (words.length === 1) return this.entries.get(words[0]!)!.episodes;
    return words.flatMap((word) => Array.from(this.entries.get(word)!.episodes));
  }

  /** One lexeme's stored positions in one episode's document, weight classes included (a view, not a copy). */
  entriesOf(word: string, episode: number): Uint16Array {
    const entry = this.entries.get(word);
    const at = entry?.starts ? binarySearch(entry.episodes, episode) : -1;
    if (at < 0) return noEntries;
    return entry!.positions!.subarray(entry!.starts![at]!, entry!.starts![at + 1]!);
  }

  positionsOf?: (lexeme: string, prefix: boolean, episode: number) => readonly number[] = (lexeme, prefix, episode) => {
    const result: number[] = [];
    for (const word of this.matching(lexeme, prefix)) {
      for (const entry of this.entriesOf(word, episode)) result.push(positionOf(entry));
    }
    return prefix ? result.sort((a, b) => a - b) : result;
  };
}

const noEntries = new Uint16Array(0);

function binarySearch(values: Int32Array, wanted: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = values[middle]!;
    if (value === wanted) return middle;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

function buildIndex(parsed: Map<string, ParsedEpisode>): SearchIndex {
  const episodes = [...parsed.values()];
  const documents = new Map<string, { episodes: number[]; positions: number[][] }>();
  const titles = new Map<string, { episodes: number[]; positions: number[][] }>();
  const transcripts = new Map<string, { episodes: number[] }>();
  const add = (
    target: Map<string, { episodes: number[]; positions: number[][] }>,
    lexeme: string,
    ordinal: number,
    positions: number[],
  ) => {
    let entry = target.get(lexeme);
    if (!entry) target.set(lexeme, (entry = { episodes: [], positions: [] }));
    entry.episodes.push(ordinal);
    entry.positions.push(positions);
  };
  const lengths = new Int32Array(episodes.length);
  episodes.forEach((episode, ordinal) => {
    for (const [lexeme, flagged] of episode.document) {
      lengths[ordinal] = lengths[ordinal]! + (flagged.length || 1);
      add(documents, lexeme, ordinal, flagged);
      const titled = flagged.filter((entry) => weightClassOf(entry) === 3).map(positionOf);
      if (titled.length > 0) add(titles, lexeme, ordinal, titled);
    }
    for (const lexeme of episode.transcript) {
      let entry = transcripts.get(lexeme);
      if (!entry) transcripts.set(lexeme, (entry = { episodes: [] }));
      entry.episodes.push(ordinal);
    }
  });
  return {
    episodes: episodes.map(({ id, publishedDate, guestName }) => ({ id, publishedDate, guestName })),
    documents: new Postings(documents, true),
    documentLengths: lengths,
    titles: new Postings(titles, true),
    transcripts: new Postings(transcripts, false),
  };
}

/** Reads again what changed since `previous` (every episode the first time) and rebuilds the postings. */
async function refresh(db: Database, previous: Map<string, ParsedEpisode> | undefined) {
  const fingerprints = rowsOf<{ id: string; fingerprint: string }>(
    await db.execute(sql`
      select e.id, e.xmin::text || '/' || coalesce(t.xmin::text, '') as fingerprint
      from episodes e left join episode_transcript_documents t on t.episode_id = e.id
      order by e.published_date desc, e.id`),
  );
  const changed = fingerprints
    .filter((row) => previous?.get(row.id)?.fingerprint !== row.fingerprint)
    .map((row) => row.id);
  if (previous && changed.length === 0 && previous.size === fingerprints.length) return undefined;
  const fresh = new Map<string, ParsedEpisode>();
  for (let start = 0; start < changed.length; start += 500) {
    const ids = changed.slice(start, start + 500);
    const rows = rowsOf<{
      id: string;
      publishedDate: string | Date;
      guestName: string | null;
      fingerprint: string;
      document: string | null;
      transcript: string | null;
    }>(
      await db.execute(sql`
        select e.id, e.published_date as "publishedDate", e.guest_name as "guestName",
          e.xmin::text || '/' || coalesce(t.xmin::text, '') as fingerprint,
          e.search_document::text as document, strip(t.document)::text as transcript
        from episodes e left join episode_transcript_documents t on t.episode_id = e.id
        where e.id = any(${sql`array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`})`),
    );
    for (const row of rows) {
      fresh.set(row.id, {
        id: row.id,
        publishedDate: new Date(row.publishedDate).getTime(),
        guestName: row.guestName,
        fingerprint: row.fingerprint,
        document: parseDocument(row.document ?? ""),
        transcript: parseWords(row.transcript),
      });
    }
  }
  // In the order of the fingerprints (newest first), so ordinals also order equal scores.
  const parsed = new Map<string, ParsedEpisode>();
  for (const { id } of fingerprints) {
    const episode = fresh.get(id) ?? previous?.get(id);
    if (episode) parsed.set(id, episode);
  }
  return parsed;
}

/** The index of this database's episodes as they are now (built on first use, refreshed on change). */
export async function searchIndex(db: Database, knownVersion?: string): Promise<SearchIndex> {
  const version = knownVersion ?? (await catalogueVersion(db));
  let cached = cache.get(db);
  if (cached && cached.version === version) return cached.index;
  if (cached?.refreshing) {
    await cached.refreshing;
    return searchIndex(db, version);
  }
  const previous = cached;
  const refreshing = refresh(db, previous?.parsed).then((parsed) => {
    const entry: Cached = parsed
      ? { version, parsed, index: buildIndex(parsed) }
      : { version, parsed: previous!.parsed, index: previous!.index };
    cache.set(db, entry);
  });
  if (previous) previous.refreshing = refreshing;
  else {
    cached = { version: "", parsed: new Map(), index: buildIndex(new Map()), refreshing };
    cache.set(db, cached);
  }
  try {
    await refreshing;
  } finally {
    const current = cache.get(db);
    if (current?.refreshing === refreshing) current.refreshing = undefined;
    if (previous) previous.refreshing = undefined;
  }
  return cache.get(db)!.index;
}

/** Forgets a database's index (tests that rewrite the catalogue wholesale). */
export function forgetSearchIndex(db: Database): void {
  cache.delete(db);
}
