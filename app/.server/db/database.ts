import path from "node:path";
import { getEnv } from "../env";
import { logger } from "../logger";
import { openDatabase, pgliteStartParams, type Database, type DatabaseConnection } from "./client";
import { createPgliteFolder, needsInitdb } from "./create-pglite-folder";
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
    const pgliteDir = path.join(env.dataDir, "pglite");
    if (!env.DATABASE_URL && needsInitdb(pgliteDir)) {
      const { peakMb, ms } = await createPgliteFolder(pgliteDir, pgliteStartParams);
      logger.info({ peakMb, ms }, "embedded database created (in a child process, whose memory is given back)");
    }
    const connection = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
      : await openDatabase({
          kind: "pglite",
          dataDir: pgliteDir,
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
