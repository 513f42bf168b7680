import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * An embedded-database folder that is exactly what a server's first start makes before anything
 * else (PGlite's initdb, then every migration), made once per machine and per set of migrations
 * and copied into a test server's data folder. A first start spends most of its time and processor
 * in initdb (about 5 of its 8 s of CPU here, and some 17 s of wall time at a load of 10), and the
 * suites start dozens of servers that test something else. Tests of the first start itself
 * (first-start-log, first-run-setup's operator runs, create-pglite-folder) still start from an
 * empty folder. docs/decisions/0020-test-databases-and-test-speed.md, second addendum.
 *
 * Made by `scripts/db-migrate.ts`, the operator's own command, against the current build, so the
 * folder cannot drift from what the server makes. Processes that want it at the same moment may
 * both make it; each renames its finished copy into place and the loser's is removed.
 */
export function migratedPgliteFolder(): string {
  const folder = path.join(os.tmpdir(), `test-pglite-migrated-${migrationsKey()}`);
  if (isComplete(folder)) return folder;
  const work = fs.mkdtempSync(`${folder}-making-`);
  try {
    const result = spawnSync("node_modules/.bin/node", ["scripts/db-migrate.ts"], {
      // The command seeds the sample content on an embedded database unless told not to; a first
      // start's own seeding (SAMPLE_CONTENT) is the test server's to do.
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: work,
        DATABASE_URL: "",
        SAMPLE_CONTENT: "off",
        LOG_LEVEL: "warn",
      },
      encoding: "utf8",
    });
    if (result.status !== 0) {
      throw new Error(`could not make the migrated database folder:\n${result.stdout}\n${result.stderr}`);
    }
    try {
      fs.renameSync(path.join(work, "pglite"), folder);
    } catch (error) {
      if (!isComplete(folder)) throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return folder;
}

/** Copies the migrated folder to where a server with data folder `dataDir` opens its database. */
export function seedDataDirWithMigratedDatabase(dataDir: string): void {
  fs.cpSync(migratedPgliteFolder(), path.join(dataDir, "pglite"), { recursive: true });
}

function isComplete(folder: string): boolean {
  return fs.existsSync(path.join(folder, "PG_VERSION"));
}

/** Bumped when what the folder holds changes for another reason than the migrations. */
const FOLDER_FORMAT = "2: migrations only, no sample content";

/** Changes with any migration and with PGlite's version (a folder is tied to its PostgreSQL). */
function migrationsKey(): string {
  const hash = crypto.createHash("sha256").update(FOLDER_FORMAT);
  hash.update(fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json")));
  const migrations = path.resolve("drizzle");
  for (const file of fs.readdirSync(migrations, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrations, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}
