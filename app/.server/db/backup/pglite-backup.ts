/**
 * The embedded database (PGlite in DATA_DIR/pglite): PGlite's own data-folder dump, a gzipped tar of
 * the whole folder. A restore loads it into a new folder beside the live one and only then swaps the
 * two; the folder it replaces is kept as `<folder>.before-restore-<time>`.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { BackupError } from "./backup-error.ts";
import { fileTimestamp, unusedPath, writeWholeFile } from "./backup-files.ts";
import { inspectPgliteArchive, type PgliteArchiveLimits } from "./pglite-archive.ts";
import { assertNotInUse, isDatabaseFolder } from "./pglite-in-use.ts";

/**
 * Writes the archive of the data folder to `output`. `force` lets it proceed when a stale
 * postmaster.pid cannot be told apart from a running server (systems without /proc).
 */
export async function backupPglite(dataDir: string, output: string, force: boolean): Promise<void> {
  if (!isDatabaseFolder(dataDir)) {
    throw new BackupError(`There is no embedded database in ${dataDir} (check DATA_DIR); nothing to back up.`);
  }
  assertNotInUse(dataDir, force);
  await writeWholeFile(output, (partial) => dumpPglite(dataDir, partial));
}

async function dumpPglite(dataDir: string, file: string): Promise<void> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    // dumpDataDir copies the files as they are: flush everything to them first.
    await client.exec("CHECKPOINT");
    const archive = await client.dumpDataDir("gzip");
    await fs.promises.writeFile(file, archive.stream());
  } finally {
    await client.close();
  }
}

export async function restorePglite(
  dataDir: string,
  file: string,
  force: boolean,
  limits: PgliteArchiveLimits,
): Promise<{ previousDataDir?: string }> {
  const pgVersion = await inspectPgliteArchive(file, limits);
  const target = path.resolve(dataDir);
  const occupied = fs.existsSync(target) && fs.readdirSync(target).length > 0;
  if (occupied) {
    assertNotInUse(target, force);
    if (!force) {
      throw new BackupError(
        `${target} already holds a database. Pass --force to replace it; the current folder is then kept as ${path.basename(target)}.before-restore-<time> beside it.`,
      );
    }
  }

  // Load into a new folder beside the target (same file system, so the swap is two renames), and
  // touch the target only once the backup has opened cleanly.
  const stamp = fileTimestamp();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = unusedPath(`${target}.restoring-${stamp}`);
  try {
    const archive = await fs.openAsBlob(file);
    let client: PGlite;
    try {
      client = await PGlite.create({ dataDir: staging, loadDataDir: archive, extensions: { pg_trgm } });
    } catch (error) {
      throw new BackupError(
        `${file} could not be opened as a database (PostgreSQL ${pgVersion} data folder): ${(error as Error).message}. Was it written by a different PGlite version?`,
      );
    }
    try {
      await client.query("select count(*) from pg_class");
      await client.exec("CHECKPOINT");
    } finally {
      await client.close();
    }

    let previousDataDir: string | undefined;
    if (occupied) {
      previousDataDir = unusedPath(`${target}.before-restore-${stamp}`);
      fs.renameSync(target, previousDataDir);
    } else if (fs.existsSync(target)) {
      fs.rmdirSync(target); // empty
    }
    fs.renameSync(staging, target);
    return { previousDataDir };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
