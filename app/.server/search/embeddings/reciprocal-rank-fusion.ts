/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009): each ranking gives an item
 * 1 / (k + rank), rank counted from 1, and the items are ordered by the sum. It needs no common
 * scale between the rankings (full-text coverage and cosine similarity have none), and k = 60, the
 * paper's value, keeps one ranking's top item from outweighing agreement between them. Ties keep
 * the order of the earlier rankings.
 */
export function reciprocalRankFusion(
  rankings: readonly (readonly string[])[],
  k = 60,
): { id: string; score: number }[] {
  const scores = new Map<string, { score: number; first: number }>();
  let seen = 0;
  for (const ranking of rankings) {
    ranking.forEach((id, index) => {
      const entry = scores.get(id) ?? { score: 0, first: seen++ };
      entry.score += 1 / (k + index + 1);
      scores.set(id, entry);
    });
  }
  return [...scores.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.first - b.first)
    .map(([id, { score }]) => ({ id, score }));
}
