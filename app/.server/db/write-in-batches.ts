/**
 * Rows an import writes per transaction. The embedded database runs every query in the server's
 * own thread and one transaction at a time, so a batch is as long as a request may wait for it:
 * a hundred episodes (sanitized show notes, a search document and trigram indexes each) take about
 * 100 ms, several times that on a loaded machine (docs/security.md, P6). Between batches the import
 * gives way to other queries (query-activity.ts).
 */
export const WRITE_BATCH = 50;

/** Splits `items` into runs of `size` (the last may be shorter). */
export function batchesOf<T>(items: readonly T[], size = WRITE_BATCH): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
