import { distance } from "fastest-levenshtein";
import type { CatalogueLexicon } from "./catalogue-lexicon";
import { foldName, matchGuests } from "./guest-match";
import { normalizeQuery, type NormalizedQuery } from "./normalize-query";
import { correctSpelling, synonymsByTerm } from "./synonyms";
import { topicality } from "./everyday-words";
import { relevance } from "./relevance";
import { derivedForms, inflectionBases, isEnglishWord, wordnetSynonyms } from "./wordnet";
import { catalogueNeighbours } from "./catalogue-neighbours";
import { bridgeWords } from "./situation-bridge";
import { wordVectorsIfReady, type WordVectors } from "./word-vectors";

/** One thing the listener asked about, as the search looks for it. */
export type Concept = {
  /** The listener's word or phrase (spelling corrected). */
  term: string;
  /** Words and phrases that stand for it in an episode: the term, its synonyms, WordNet's. */
  alternatives: readonly string[];
  /** In the field's vocabulary (synonyms.ts). */
  known: boolean;
  /**
   * How much finding it says about an episode: rare in the catalogue weighs more (inverse document
   * frequency); a word the catalogue does not have at all weighs `relevance.absentWeight`, so a
   * question made of such words ("how to fix a leaky faucet") is answered honestly with nothing.
   */
  weight: number;
  /** What an episode that matches it earns: the weight, or a share of it for a WordNet-only match. */
  credit: number;
  /**
   * The catalogue's words the listener's word leads to through WordNet's definitions
   * (situation-bridge.ts): an episode matching only these earns `relevance.bridge.credit` of the credit.
   */
  bridges?: readonly string[];
};

export type ReadQuestion = Omit<NormalizedQuery, "concepts"> & {
  concepts: Concept[];
  /** Guests the message names, as stored, however they were spelled. */
  guests: string[];
};

export type ReadOptions = {
  /** Widen words with WordNet's synonyms that the catalogue uses (on by default). */
  wordnet?: boolean;
  /**
   * Widen words with their nearest neighbours in pretrained word vectors among the catalogue's
   * words (word-vectors.ts): by default when the optional vectors are installed and loaded.
   */
  wordVectors?: WordVectors | false;
  /** Bridge a described situation to the catalogue's topics through definitions (situation-bridge.ts). */
  bridge?: boolean;
};

/** Inverse document frequency, smoothed (BM25's), never below a small floor. */
function idf(documentFrequency: number, episodeCount: number): number {
  return Math.max(0.1, Math.log(1 + (episodeCount - documentFrequency + 0.5) / (documentFrequency + 0.5)));
}

/** Episodes using a word or phrase (a phrase: its rarest word), 0 when the catalogue lacks it. */
function documentFrequency(term: string, lexicon: CatalogueLexicon): number {
  const words = term.split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length === 0) return 0;
  return Math.min(...words.map((word) => lexicon.words.get(word) ?? 0));
}

/**
 * A misspelled word corrected against the catalogue's own words: the closest by edit distance (one
 * edit for a short word, two for a long one), the commonest among equals. English words are left as
 * they are: a word the catalogue lacks is a question about something else, not a typo.
 */
function correctAgainst(lexicon: CatalogueLexicon): (word: string) => string | undefined {
  return (word) => {
    if (lexicon.words.has(word) || word.length < 4) return undefined;
    if (/^[a-z]+$/.test(word) && isEnglishWord(word)) return undefined;
    const allowed = word.length >= 8 ? 2 : 1;
    let best: { word: string; edits: number; frequency: number } | undefined;
    for (const [candidate, frequency] of lexicon.words) {
      if (Math.abs(candidate.length - word.length) > allowed || candidate.length < 4) continue;
      const edits = distance(word, candidate);
      if (edits > allowed) continue;
      if (!best || edits < best.edits || (edits === best.edits && frequency > best.frequency)) {
        best = { word: candidate, edits, frequency };
      }
    }
    return best?.word ?? correctSpelling(word);
  };
}

/**
 * A term's topicality in everyday speech: a phrase's most topical word. An inflected word is as
 * everyday as its commonest dictionary form ("ended" as "end", "sending" as "send"): subtitles count
 * each inflection apart, so a past tense would otherwise pass for a rare, telling word.
 */
function everydayTopicality(term: string): number {
  const words = term.split(/[^a-z0-9]+/).filter(Boolean);
  const wordTopicality = (word: string) =>
    Math.min(topicality(word, relevance), ...inflectionBases(word).map((base) => topicality(base, relevance)));
  return Math.max(0, ...words.map(wordTopicality));
}

/**
 * A word that is another form of a term of the field's vocabulary is that term ("deployed" is
 * "deployment", "divorced" is "divorce"): the vocabulary lists each term once, in one form.
 */
function asFieldTerm(
  concept: NormalizedQuery["concepts"][number],
  derived: readonly string[],
): NormalizedQuery["concepts"][number] {
  const field = [...inflectionBases(concept.term), ...derived].find((form) => synonymsByTerm.has(form));
  return field ? { term: field, alternatives: synonymsByTerm.get(field)!, known: true } : concept;
}

/** The words of the catalogue's guests' names, per lexicon. */
const nameWordsOf = new WeakMap<CatalogueLexicon, Set<string>>();

/**
 * Whether a word is within some edits of an everyday word the catalogue uses (not a word of a
 * guest's name): how far its nearest such word is, worked out once per word and question.
 */
function nearEverydayWord(lexicon: CatalogueLexicon): (word: string, edits: number) => boolean {
  let names = nameWordsOf.get(lexicon);
  if (!names) {
    names = new Set(lexicon.guests.flatMap((guest) => foldName(guest).split(/[^a-z]+/)));
    nameWordsOf.set(lexicon, names);
  }
  const nearest = new Map<string, number>();
  return (word, edits) => {
    let best = nearest.get(word);
    if (best === undefined) {
      best = Infinity;
      for (const candidate of lexicon.words.keys()) {
        if (Math.abs(candidate.length - word.length) > 3 || names.has(candidate)) continue;
        best = Math.min(best, distance(word, candidate));
        if (best === 0) break;
      }
      nearest.set(word, best);
    }
    return best <= edits;
  };
}

/** The terms that episodes actually use (a phrase: every word of it). */
function catalogueForms(terms: readonly string[], lexicon: CatalogueLexicon): string[] {
  return terms.filter((term) => term.split(/[^a-z0-9]+/).every((word) => word.length > 0 && lexicon.words.has(word)));
}

/** WordNet's synonyms of a term that episodes actually use. */
function catalogueSynonyms(term: string, lexicon: CatalogueLexicon): string[] {
  return catalogueForms(wordnetSynonyms(term), lexicon);
}

/**
 * Reads a listener's message against the catalogue: chat filler dropped, the guests it names found
 * (misspelled or by one name), misspellings corrected to the catalogue's words, each remaining
 * word or phrase widened by the field's synonyms and WordNet's, and weighted by how rare it is.
 */
export function readQuestion(message: string, lexicon: CatalogueLexicon, options: ReadOptions = {}): ReadQuestion {
  const { guests, nameWords } = matchGuests(message, lexicon.guests, { nearEverydayWord: nearEverydayWord(lexicon) });
  const names = new Set(nameWords);
  const normalized = normalizeQuery(message, { correct: correctAgainst(lexicon) });
  const useWordnet = options.wordnet ?? relevance.wordnet;
  const useBridge = useWordnet && (options.bridge ?? relevance.bridge.use);
  const vectors = options.wordVectors ?? (relevance.wordVectors.use ? wordVectorsIfReady() : undefined);

  const concepts: Concept[] = [];
  for (const read of normalized.concepts) {
    if (names.has(foldName(read.term))) continue;
    // The word in its other parts of speech (WordNet), looked up once: a field term it is, or forms
    // that stand for it.
    const widen = useWordnet && !read.known && /^[a-z]+$/.test(read.term);
    const derived = widen ? derivedForms(read.term) : [];
    const concept = widen ? asFieldTerm(read, derived) : read;
    const alternatives = new Set(concept.alternatives);
    const ownFrequency = Math.max(0, ...[...alternatives].map((term) => documentFrequency(term, lexicon)));
    // A number no episode mentions ("my 10 month old", "after 31 years") is a detail, not a topic.
    if (ownFrequency === 0 && /^[0-9]+$/.test(concept.term)) continue;
    // The same word in another part of speech stands for it ("deployed" finds "deployment"), at full
    // credit; its weight stays the listener's word's (a stray "training" must not make "train" telling).
    if (!concept.known) for (const form of catalogueForms(derived, lexicon)) alternatives.add(form);
    // A word the catalogue lacks is looked up in WordNet, and its synonyms that episodes use stand in
    // for it, at a discount: "jail" finds "incarcerated", "forecast" must not pass for "calculate".
    let credit = 1;
    if (useWordnet && ownFrequency === 0 && !concept.known) {
      const synonyms = catalogueSynonyms(concept.term, lexicon);
      for (const synonym of synonyms) alternatives.add(synonym);
      if (synonyms.length > 0) credit = relevance.wordnetCredit;
    }
    if (
      vectors &&
      !concept.known &&
      /^[a-z]+$/.test(concept.term) &&
      (ownFrequency === 0 || relevance.wordVectors.presentWords)
    ) {
      const neighbours = catalogueNeighbours(concept.term, lexicon, vectors, relevance.wordVectors);
      for (const neighbour of neighbours) alternatives.add(neighbour);
      if (ownFrequency === 0 && neighbours.length > 0) credit = relevance.wordnetCredit;
    }
    let weight = ownFrequency === 0 ? relevance.absentWeight : idf(ownFrequency, lexicon.episodeCount);
    if (concept.known) weight = Math.max(weight, relevance.fieldWeightFloor);
    // A field term the listener said in an everyday form ("worried" for "worry") weighs as that form.
    if (!read.known) weight *= Math.max(relevance.everydayFloor, everydayTopicality(read.term));
    if (weight < relevance.ignoreBelow) continue;
    // Two words of one synonym group ("401k" and "qdro") are one concept, not two.
    const key = [...concept.alternatives].sort().join("|");
    const same = concepts.find(
      (other) => other.known && concept.known && [...other.alternatives].sort().join("|") === key,
    );
    if (same) continue;
    // The catalogue's topics the word's definitions lead to ("guy" → "men", "follow" → "stalking").
    const bridges =
      useBridge && !concept.known && /^[a-z]+$/.test(concept.term)
        ? bridgeWords(concept.term, lexicon).filter((word) => !alternatives.has(word))
        : [];
    concepts.push({
      term: concept.term,
      alternatives: [...alternatives],
      known: concept.known,
      weight,
      credit: weight * credit,
      ...(bridges.length > 0 ? { bridges } : {}),
    });
  }
  const words = normalized.words.filter((word) => !names.has(foldName(word)));
  const { guestName, ...rest } = normalized;
  return {
    ...rest,
    words,
    concepts,
    guests,
    ...(guests.length === 1 ? { guestName: guests[0] } : guestName && guests.length === 0 ? { guestName } : {}),
  };
}
