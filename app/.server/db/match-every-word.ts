import { and, ilike, or, type AnyColumn, type SQL } from "drizzle-orm";

/** LIKE patterns treat %, _ and \ specially; a visitor's search text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A simple site search: every word of the query (at most 20) must appear, case-insensitively, in at
 * least one of the columns. No words, no condition.
 */
export function matchEveryWord(query: string, columns: readonly AnyColumn[]): SQL | undefined {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 20);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(...columns.map((column) => ilike(column, pattern)))!;
    }),
  );
}
