import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseConnection } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";

export type TestDatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL points at a server (CI does). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export type TestDatabase = DatabaseConnection & {
  /** For PostgreSQL: the URL of this test's own database, so a second connection can share it. */
  url?: string;
  destroy(): Promise<void>;
};

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database (tests/helpers/pglite-template.ts). */
    pgliteTemplate?: string;
  }
}

/**
 * A fresh, migrated, empty database for one test file: an in-memory PGlite, or a new database on
 * the PostgreSQL server (dropped again by destroy), so test files never see each other's rows.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  /** `vector`: PGlite with pgvector loaded, as with EMBEDDINGS_BASE_URL (PostgreSQL has it installed or not). */
  { migrate = true, vector = false } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    // Started from the run's migrated template when there is one (pglite-template.ts); migrating it
    // again then finds nothing to do.
    const template = migrate ? inject("pgliteTemplate") : undefined;
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const connection = await openDatabase({ kind: "pglite", loadDataDir, vector });
    if (migrate) await migrateDatabase(connection);
    return { ...connection, destroy: () => connection.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 4 });
  if (migrate) await migrateDatabase(connection);
  return {
    ...connection,
    url: url.toString(),
    async destroy() {
      await connection.close();
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** What useTestDatabase gives a test file: its database, readable once the suite's beforeAll has run. */
export type TestDatabaseHandle = {
  /** The database's Drizzle handle. */
  readonly db: TestDatabase["db"];
  /** The whole connection, for code that takes one (the job engine, migrations, the server's holder). */
  readonly connection: TestDatabase;
};

/**
 * The usual set-up of a test file on a database, in one line inside its describe: a beforeAll that
 * creates a fresh database with createTestDatabase, and an afterAll that destroys it. Hooks the
 * file registers after this call run after the database exists (seeding, creating auth), and their
 * afterAll hooks run before it is destroyed (Vitest runs afterAll hooks in reverse order).
 */
export function useTestDatabase(
  kind: TestDatabaseKind,
  options: Parameters<typeof createTestDatabase>[1] = {},
): TestDatabaseHandle {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, options);
  });
  afterAll(async () => {
    await database?.destroy();
    database = undefined;
  });
  const current = () => {
    if (!database)
      throw new Error("useTestDatabase: the database is read before its beforeAll hook or after its afterAll hook");
    return database;
  };
  return {
    get db() {
      return current().db;
    },
    get connection() {
      return current();
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export { rowsOf } from "~/.server/db/rows-of";
