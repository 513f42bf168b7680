import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";

/**
 * The integration and corpus projects' global setup (beside build-once.ts in the first): one
 * in-memory PGlite database, migrated once per run and dumped to a file, from which
 * createTestDatabase (test-database.ts) starts every test file's PGlite database. Starting from a dump skips PGlite's initdb and the
 * migrations: about half a second of CPU per database instead of two, and a run opens dozens. The
 * dump is what migrating a new database gives, so the tests see the same database.
 */
export default async function pgliteTemplate(project: TestProject): Promise<() => void> {
  const connection = await openDatabase({ kind: "pglite" });
  let dump: Blob;
  try {
    await migrateDatabase(connection);
    dump = await connection.pglite!.dumpDataDir("none");
  } finally {
    await connection.close();
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
