/**
 * The database's own complaint, whichever driver reports it: Drizzle wraps it as the cause of a
 * "Failed query" error, so a test can tell the intended constraint from any other failure.
 */
export async function databaseError(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  throw new Error("expected the database to refuse the write");
}
