import pg from "pg";

/**
 * Read access to the database the e2e server writes to. Only possible on PostgreSQL (an embedded
 * PGlite folder belongs to the server process alone), so scripts/test.ts hands the server a fresh
 * PostgreSQL database whenever TEST_DATABASE_URL is set, as it is in CI.
 */
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL;

export async function queryE2eDatabase<T>(text: string, values: unknown[] = []): Promise<T[]> {
  if (!e2eDatabaseUrl) throw new Error("E2E_DATABASE_URL is not set");
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
