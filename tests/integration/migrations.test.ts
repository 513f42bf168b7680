import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { createTestDatabase, rowsOf, testDatabaseKinds, type TestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("builds the schema from an empty database", async () => {
    database = await createTestDatabase(kind, { migrate: false });
    await migrateDatabase(database);

    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(["contact_messages", "rate_limits"]));

    const extensions = rowsOf<{ extname: string }>(await database.db.execute(sql`select extname from pg_extension`));
    expect(extensions.map((row) => row.extname)).toContain("pg_trgm");
    const similarity = rowsOf<{ score: number }>(
      await database.db.execute(sql`select similarity('custody', 'custdy') as score`),
    );
    expect(Number(similarity[0]?.score)).toBeGreaterThan(0.3);
  });

  it("is a no-op when run again", async () => {
    database = await createTestDatabase(kind);
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});

/** The migrations drizzle-kit has written, in the order they apply. */
const committedMigrations = (
  JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: { tag: string }[] }
).entries;

describe.runIf(testDatabaseKinds.includes("postgres"))("migrations on a shared PostgreSQL", () => {
  it("let two instances migrate the same database at once", async () => {
    const database = await createTestDatabase("postgres", { migrate: false });
    const second = await openDatabase({ kind: "postgres", url: database.url!, maxConnections: 2 });
    try {
      await Promise.all([migrateDatabase(database), migrateDatabase(second)]);
      const applied = rowsOf<{ count: string }>(
        await database.db.execute(sql`select count(*)::text as count from drizzle.__drizzle_migrations`),
      );
      expect(Number(applied[0]?.count)).toBe(committedMigrations.length);
    } finally {
      await second.close();
      await database.destroy();
    }
  });
});
