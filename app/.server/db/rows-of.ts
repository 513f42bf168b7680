/** Rows from a raw `db.execute(sql…)`, whichever driver ran it (both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
