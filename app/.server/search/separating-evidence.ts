import { relevance } from "./relevance";

/**
 * The share of its weight a concept keeps when it is found in `share` of the catalogue's episodes
 * (their titles and notes): all of it while it is rare enough to tell episodes apart, less and less
 * as it becomes common, `least` once most episodes have it. Measured on the catalogue itself, from
 * the episodes the concept actually matches (its synonyms and other forms included), so a word of
 * the field's vocabulary that nearly every episode of this show uses ("divorce" on a divorce
 * podcast) weighs as little as it tells, whatever it weighs in everyday English.
 */
export function separation(share: number, { distinct, common, least } = relevance.separation): number {
  if (share <= distinct) return 1;
  if (share >= common) return least;
  return 1 - ((1 - least) * (share - distinct)) / (common - distinct);
}

/** Whether a concept found in this share of episodes is telling enough to place a question in the field. */
export function tellsEpisodesApart(share: number, { common } = relevance.separation): boolean {
  return share < common;
}

/** The share of episodes a concept's flags mark. */
export function shareOfEpisodes(flags: Uint8Array): number {
  if (flags.length === 0) return 0;
  let found = 0;
  for (const flag of flags) found += flag;
  return found / flags.length;
}
