import path from "node:path";
import { getEnv } from "../env";
import { openDatabase, type Database, type DatabaseConnection } from "./client";
import { migrateDatabase } from "./migrate";

/**
 * The process-wide connection. Kept on globalThis so that reloading modules in development never
 * opens a second PGlite instance on the same data folder.
 */
const holder = globalThis as typeof globalThis & {
  __databaseConnection?: Promise<DatabaseConnection>;
};

/** Opens the configured database once and applies migrations before anyone may use it. */
export function getDatabaseConnection(): Promise<DatabaseConnection> {
  holder.__databaseConnection ??= (async () => {
    const env = getEnv();
    const connection = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
      : await openDatabase({
          kind: "pglite",
          dataDir: path.join(env.dataDir, "pglite"),
          // pgvector is loaded when semantic retrieval is configured (getEnv requires EMBEDDINGS_MODEL
          // with EMBEDDINGS_BASE_URL); turning it on is the server start's (server-api.ts).
          vector: Boolean(env.EMBEDDINGS_BASE_URL),
        });
    await migrateDatabase(connection);
    return connection;
  })().catch((error: unknown) => {
    // Let the next caller try again (the database may come back) instead of caching the failure.
    holder.__databaseConnection = undefined;
    throw error;
  });
  return holder.__databaseConnection;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseConnection()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__databaseConnection;
  holder.__databaseConnection = undefined;
  if (pending) await (await pending).close();
}
