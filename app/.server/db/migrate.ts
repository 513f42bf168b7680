import path from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseConnection } from "./client";

/** Any fixed number, shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 7_204_311;

/** npm scripts run from the package root, where the committed SQL migrations live. */
export const defaultMigrationsFolder = path.resolve(process.cwd(), "drizzle");

/**
 * Applies the committed SQL migrations. Safe when several instances start at once: they queue on an
 * advisory lock, and whoever comes second finds nothing left to apply.
 */
export async function migrateDatabase(
  connection: DatabaseConnection,
  migrationsFolder = defaultMigrationsFolder,
): Promise<void> {
  await connection.withAdvisoryLock(MIGRATION_LOCK_ID, async (db) => {
    if (connection.kind === "pglite") {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
