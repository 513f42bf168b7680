/**
 * Backups of the configured database (`npm run db:backup` / `npm run db:restore`): which database,
 * which kind a file holds, and the steps both kinds share. Each kind's own work is in `backup/`:
 * the embedded database in `pglite-*.ts`, PostgreSQL in `postgres-*.ts`.
 *
 * The scripts load these files straight from their source with Node (no build), so they import
 * packages and each other only, with explicit `.ts` extensions: no `~/` aliases and nothing else of
 * the app. The Docker image copies them beside the scripts.
 */
import fs from "node:fs";
import path from "node:path";
import { BackupError } from "./backup/backup-error.ts";
import { fileTimestamp, unusedPath } from "./backup/backup-files.ts";
import { pgliteArchiveLimits, type PgliteArchiveLimits } from "./backup/pglite-archive.ts";
import { backupPglite, restorePglite } from "./backup/pglite-backup.ts";
import { backupPostgres, restorePostgres } from "./backup/postgres-backup.ts";

export { BackupError } from "./backup/backup-error.ts";
export { fileTimestamp } from "./backup/backup-files.ts";
export { inspectPgliteArchive, pgliteArchiveLimits, type PgliteArchiveLimits } from "./backup/pglite-archive.ts";
export { assertEmbeddedDatabaseFree } from "./backup/pglite-in-use.ts";

export type BackupKind = "pglite" | "postgres";

export type BackupTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** Where the app keeps its database: the same choice as app/.server/db/database.ts makes. */
export function backupTargetOf(env: { dataDir: string; DATABASE_URL?: string }): BackupTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(env.dataDir, "pglite") };
}

export const backupExtension: Record<BackupKind, string> = { pglite: ".tar.gz", postgres: ".dump" };

/** `backups/<kind>-<UTC time>.tar.gz` (embedded) or `.dump` (PostgreSQL) under `root`, not yet taken. */
export function defaultBackupFile(kind: BackupKind, root: string, now = new Date()): string {
  return unusedPath(path.join(root, "backups", `${kind}-${fileTimestamp(now)}`), backupExtension[kind]);
}

export type BackupResult = { file: string; bytes: number; ms: number };

/**
 * Writes a backup of `target` to `file` (never over an existing file). The file appears only once
 * it is complete. `force` lets an embedded backup proceed when a stale postmaster.pid cannot be told
 * apart from a running server (systems without /proc).
 */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupResult> {
  const startedAt = performance.now();
  const output = path.resolve(file);
  if (fs.existsSync(output)) throw new BackupError(`${output} already exists; choose another file name.`);
  if (target.kind === "pglite") await backupPglite(target.dataDir, output, force);
  else await backupPostgres(target.url, output);
  return { file: output, bytes: fs.statSync(output).size, ms: Math.round(performance.now() - startedAt) };
}

export type RestoreResult = {
  ms: number;
  /** Embedded: where the folder that was replaced now is. */
  previousDataDir?: string;
  /** PostgreSQL: the dump of what the database held before the restore. */
  previousDump?: string;
  /** Something the operator should know (a restore as a superuser, allowed by `allowSuperuser`). */
  warning?: string;
};

/**
 * Replaces the database with the backup in `file`. Refuses a database that already holds data
 * unless `force`, and even then keeps the old data: the embedded folder is moved aside, a
 * PostgreSQL database is dumped to `safetyDir` first. A file that is missing, damaged or of the
 * other database kind is refused before anything is touched, and so is a PostgreSQL restore as a
 * superuser (or a role that may run server programs) unless `allowSuperuser`.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  {
    force = false,
    safetyDir,
    archiveLimits = pgliteArchiveLimits,
    allowSuperuser = false,
  }: { force?: boolean; safetyDir: string; archiveLimits?: PgliteArchiveLimits; allowSuperuser?: boolean },
): Promise<RestoreResult> {
  const startedAt = performance.now();
  const input = path.resolve(file);
  const kind = await backupKindOf(input);
  if (kind !== target.kind) throw new BackupError(wrongKindMessage(input, kind));
  const result =
    target.kind === "pglite"
      ? await restorePglite(target.dataDir, input, force, archiveLimits)
      : await restorePostgres(target.url, input, { force, safetyDir, allowSuperuser });
  return { ...result, ms: Math.round(performance.now() - startedAt) };
}

/** What a file holds, judged by its first bytes; throws for a missing, empty or unknown file. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  let head: Buffer;
  try {
    const handle = await fs.promises.open(file, "r");
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`${file} does not exist.`);
    if (code === "EISDIR") throw new BackupError(`${file} is a folder, not a backup file.`);
    throw new BackupError(`${file} cannot be read: ${(error as Error).message}`);
  }
  if (head.length === 0) throw new BackupError(`${file} is empty: not a backup.`);
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  const text = head.toString("latin1");
  if (/^(--|SET |CREATE |\\)/.test(text)) {
    throw new BackupError(
      `${file} looks like a plain SQL dump: db:restore takes the custom-format dumps db:backup writes (load a SQL file with psql).`,
    );
  }
  throw new BackupError(`${file} is not a backup written by db:backup (unrecognised or damaged file).`);
}

function wrongKindMessage(file: string, found: BackupKind): string {
  return found === "pglite"
    ? `${file} is a backup of the embedded database, but DATABASE_URL is set, so the configured database is PostgreSQL. Unset DATABASE_URL to restore it into DATA_DIR.`
    : `${file} is a PostgreSQL dump, but DATABASE_URL is not set, so the configured database is the embedded one (DATA_DIR). Set DATABASE_URL to the PostgreSQL database to restore it there.`;
}

/** 4.6 MB (4,564,357 bytes) */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const short = unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
  return unit === 0 ? short : `${short} (${bytes.toLocaleString("en-US")} bytes)`;
}
