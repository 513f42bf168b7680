import type { CatalogueLexicon } from "./catalogue-lexicon";
import { similarity, type WordVectors } from "./word-vectors";

/** The catalogue's words that have a vector, as one matrix, built once per lexicon. */
type CatalogueSpace = { words: string[]; matrix: Float32Array };
const spaces = new WeakMap<CatalogueLexicon, CatalogueSpace>();

function spaceOf(lexicon: CatalogueLexicon, vectors: WordVectors): CatalogueSpace {
  const cached = spaces.get(lexicon);
  if (cached) return cached;
  const words: string[] = [];
  const rows: Float32Array[] = [];
  for (const word of lexicon.words.keys()) {
    if (!/^[a-z]{3,}$/.test(word)) continue;
    const vector = vectors.vectorOf(word);
    if (!vector) continue;
    words.push(word);
    rows.push(vector);
  }
  const matrix = new Float32Array(rows.length * vectors.dimensions);
  rows.forEach((row, index) => matrix.set(row, index * vectors.dimensions));
  const space = { words, matrix };
  spaces.set(lexicon, space);
  return space;
}

/**
 * A word's nearest neighbours among the catalogue's own words, by the cosine of their vectors:
 * at most `count`, each at least `minimum` alike, leaving out forms of the word itself (the search
 * already matches those by prefix).
 */
export function catalogueNeighbours(
  word: string,
  lexicon: CatalogueLexicon,
  vectors: WordVectors,
  { count, minimum }: { count: number; minimum: number },
): string[] {
  const own = vectors.vectorOf(word);
  if (!own) return [];
  const { words, matrix } = spaceOf(lexicon, vectors);
  const stem = word.slice(0, Math.max(4, word.length - 3));
  const best: { word: string; score: number }[] = [];
  for (let row = 0; row < words.length; row++) {
    const candidate = words[row]!;
    if (candidate.startsWith(stem) || word.startsWith(candidate.slice(0, Math.max(4, candidate.length - 3)))) continue;
    const score = similarity(own, matrix.subarray(row * vectors.dimensions, (row + 1) * vectors.dimensions));
    if (score < minimum) continue;
    best.push({ word: candidate, score });
    best.sort((a, b) => b.score - a.score);
    if (best.length > count) best.pop();
  }
  return best.map((entry) => entry.word);
}
