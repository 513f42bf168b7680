/**
 * Backups of the configured database (`npm run db:backup` / `npm run db:restore`).
 *
 * - Embedded (PGlite in DATA_DIR/pglite): PGlite's own data-folder dump, a gzipped tar of the whole
 *   folder. A restore loads it into a new folder beside the live one and only then swaps the two;
 *   the folder it replaces is kept as `<folder>.before-restore-<time>`.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` and `pg_restore --clean --if-exists
 *   --no-owner` in one transaction; a database that already has tables is dumped aside first.
 *
 * The scripts load this file straight from its source with Node (no build), so it imports packages
 * only: no `~/` aliases and no sibling modules.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { list as listArchive } from "tar";

export type BackupKind = "pglite" | "postgres";

export type BackupTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };

/** A failure the operator can act on: the CLIs print its message alone and exit 1. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Where the app keeps its database: the same choice as app/.server/db/database.ts makes. */
export function backupTargetOf(env: { dataDir: string; DATABASE_URL?: string }): BackupTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(env.dataDir, "pglite") };
}

export const backupExtension: Record<BackupKind, string> = { pglite: ".tar.gz", postgres: ".dump" };

/** 2026-05-01T09-30-00Z: UTC, sortable, and safe in a file name on every system. */
export function fileTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

/** `base` + `suffix`, or with -2, -3, … before the suffix when that name is taken. */
function unusedPath(base: string, suffix = ""): string {
  let candidate = `${base}${suffix}`;
  for (let n = 2; fs.existsSync(candidate); n += 1) candidate = `${base}-${n}${suffix}`;
  return candidate;
}

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
  if (target.kind === "pglite") {
    if (!isDatabaseFolder(target.dataDir)) {
      throw new BackupError(`There is no embedded database in ${target.dataDir} (check DATA_DIR); nothing to back up.`);
    }
    assertNotInUse(target.dataDir, force);
  } else {
    await requireProgram("pg_dump");
  }
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const partial = `${output}.partial`;
  try {
    if (target.kind === "pglite") await dumpPglite(target.dataDir, partial);
    else await dumpPostgres(target.url, partial);
    fs.renameSync(partial, output);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file: output, bytes: fs.statSync(output).size, ms: Math.round(performance.now() - startedAt) };
}

export type RestoreResult = {
  ms: number;
  /** Embedded: where the folder that was replaced now is. */
  previousDataDir?: string;
  /** PostgreSQL: the dump of what the database held before the restore. */
  previousDump?: string;
  /** Something the operator should know (a restore as a superuser). */
  warning?: string;
};

/**
 * Replaces the database with the backup in `file`. Refuses a database that already holds data
 * unless `force`, and even then keeps the old data: the embedded folder is moved aside, a
 * PostgreSQL database is dumped to `safetyDir` first. A file that is missing, damaged or of the
 * other database kind is refused before anything is touched.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  {
    force = false,
    safetyDir,
    archiveLimits = pgliteArchiveLimits,
  }: { force?: boolean; safetyDir: string; archiveLimits?: PgliteArchiveLimits },
): Promise<RestoreResult> {
  const startedAt = performance.now();
  const input = path.resolve(file);
  const kind = await backupKindOf(input);
  if (kind !== target.kind) throw new BackupError(wrongKindMessage(input, kind));
  const result =
    target.kind === "pglite"
      ? await restorePglite(target.dataDir, input, force, archiveLimits)
      : await restorePostgres(target.url, input, force, safetyDir);
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

// ---------------------------------------------------------------------------------------------
// Embedded database (PGlite)
// ---------------------------------------------------------------------------------------------

function isDatabaseFolder(dir: string): boolean {
  return fs.existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * Refuses a data folder another process has open: two PostgreSQL instances on one folder corrupt
 * it, and PGlite takes no lock. On Linux the open files in /proc say for certain; elsewhere
 * postmaster.pid (present while PGlite has the folder open, left behind by a crash) is the hint,
 * and `force` overrides it.
 */
function assertNotInUse(dir: string, force: boolean): void {
  const holders = processesHoldingFilesUnder(dir);
  if (holders && holders.length > 0) {
    throw new BackupError(
      `The embedded database in ${dir} is open in process ${holders.join(", ")} (the server, or npm run admin). Stop it first.`,
    );
  }
  if (!holders && fs.existsSync(path.join(dir, "postmaster.pid")) && !force) {
    throw new BackupError(
      `${path.join(dir, "postmaster.pid")} exists: the server may be running on this folder. Stop it first; if it is not running (it stopped abruptly), pass --force.`,
    );
  }
}

/**
 * For other commands that open the embedded database (npm run admin): refuses, with the same message
 * as a backup, a folder another process has open. No folder yet is fine: nobody holds it.
 */
export function assertEmbeddedDatabaseFree(dir: string): void {
  if (isDatabaseFolder(dir)) assertNotInUse(dir, false);
}

/** Process ids with a file under `dir` open; undefined where /proc cannot tell (not Linux). */
function processesHoldingFilesUnder(dir: string): number[] | undefined {
  if (process.platform !== "linux" || !fs.existsSync("/proc/self/fd")) return undefined;
  const prefix = `${fs.realpathSync(dir)}${path.sep}`;
  const holders: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors: string[];
    try {
      descriptors = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's process we may not inspect
    }
    for (const descriptor of descriptors) {
      let target: string;
      try {
        target = fs.readlinkSync(`/proc/${entry}/fd/${descriptor}`);
      } catch {
        continue;
      }
      if (target.startsWith(prefix)) {
        holders.push(Number(entry));
        break;
      }
    }
  }
  return holders;
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

async function restorePglite(
  dataDir: string,
  file: string,
  force: boolean,
  limits: PgliteArchiveLimits,
): Promise<Omit<RestoreResult, "ms">> {
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

/**
/**
 * What an embedded-database archive may unpack to. PGlite loads the whole archive into memory, so a
 * small hostile file (a 1 MB gzip of zeros claiming gigabytes, or a million tiny entries) would take
 * the machine's memory before failing; the archive is streamed through these limits first, which
 * costs constant memory and stops at the first excess. A site's database is a few hundred megabytes
 * and a few thousand files; raise the limits here for a far larger one.
 */
export type PgliteArchiveLimits = { maxBytes: number; maxEntries: number };
export const pgliteArchiveLimits: PgliteArchiveLimits = { maxBytes: 2 * 1024 ** 3, maxEntries: 50_000 };

/**
 * Reads the whole archive (so a truncated or damaged file fails here, before anything is touched)
 * and checks it is a PostgreSQL data folder within `limits`. Returns the PG_VERSION it records. `tar`
 * reads every tar dialect (ustar, pax, GNU long names, old v7), so the check does not depend on how
 * the archive was written.
 */
export async function inspectPgliteArchive(
  file: string,
  limits: PgliteArchiveLimits = pgliteArchiveLimits,
): Promise<string> {
  let pgVersion: string | undefined;
  let entries = 0;
  let unpackedBytes = 0;
  let tooLarge: BackupError | undefined;
  const refuse = (limit: string) =>
    new BackupError(
      `${file} unpacks to more than ${limit}, more than a site's database holds: refused (pgliteArchiveLimits in app/.server/db/backup.ts).`,
    );
  // First the size it unpacks to, counted while decompressing and stopped at the limit: the tar
  // reader below would otherwise decompress a hostile archive whole.
  if (await unpacksToMoreThan(file, limits.maxBytes)) {
    throw refuse(`${Math.round(limits.maxBytes / 1024 ** 2).toLocaleString("en-US")} MB`);
  }
  try {
    await listArchive({
      file,
      strict: true,
      onReadEntry: (entry) => {
        entries += 1;
        unpackedBytes += entry.size ?? 0;
        if (!tooLarge && (entries > limits.maxEntries || unpackedBytes > limits.maxBytes)) {
          tooLarge = refuse(
            entries > limits.maxEntries
              ? `${limits.maxEntries.toLocaleString("en-US")} files`
              : `${Math.round(limits.maxBytes / 1024 ** 2).toLocaleString("en-US")} MB`,
          );
        }
        // Past a limit, the remaining entries are only skipped (the size is bounded above).
        if (tooLarge) return;
        if (entry.path.replace(/^\.?\//, "") !== "PG_VERSION") return;
        pgVersion = "";
        entry.on("data", (chunk: Buffer) => (pgVersion += chunk.toString("latin1")));
      },
    });
  } catch (error) {
    if (tooLarge) throw tooLarge;
    // A bad first header means the file is no tar at all; one further on, that it was damaged.
    const code = (error as { code?: string }).code;
    if (entries === 0 && (code === "TAR_ENTRY_INVALID" || code === "TAR_BAD_ARCHIVE")) {
      throw new BackupError(`${file} is not an embedded-database backup (not a data-folder archive).`);
    }
    throw new BackupError(`${file} is damaged or truncated: ${(error as Error).message}.`);
  }
  if (tooLarge) throw tooLarge;
  if (!pgVersion?.trim()) {
    throw new BackupError(`${file} is not an embedded-database backup (no PostgreSQL data folder inside).`);
  }
  return pgVersion.trim();
}

/**
 * Whether a gzipped archive decompresses to more than `maxBytes` (tar's own headers included),
 * reading no further than that. A file that is not gzip is left to the tar reader to judge.
 */
async function unpacksToMoreThan(file: string, maxBytes: number): Promise<boolean> {
  let unpacked = 0;
  const overLimit = new Error("over the limit");
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      done(unpacked > maxBytes ? overLimit : null);
    },
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), counter.resume());
    return false;
  } catch (error) {
    return error === overLimit;
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------------------------

type CommandResult = { code: number | null; stdout: string; stderr: string };

/** Runs a PostgreSQL client program; undefined when it is not installed. */
function runClientProgram(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(undefined) : reject(error)));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

function missingProgram(program: string): BackupError {
  return new BackupError(
    `${program} was not found on PATH. Backups of a PostgreSQL database need the PostgreSQL client programs, at least as new as the server: install them (Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq) and try again.`,
  );
}

async function requireProgram(program: string): Promise<void> {
  if (!(await runClientProgram(program, ["--version"], process.env))) throw missingProgram(program);
}

/**
 * The connection for pg_dump / pg_restore: the URL without its password (command lines are visible
 * to every user of the machine), the password in PGPASSWORD.
 */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = "";
  }
  return { dbname: parsed.toString(), env };
}

function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${decodeURIComponent(parsed.pathname.slice(1)) || "(default database)"} on ${parsed.host}`;
}

function failure(what: string, result: CommandResult): BackupError {
  const detail = result.stderr.trim() || `exit code ${result.code}`;
  return new BackupError(`${what} failed:\n${detail}`);
}

async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  const result = await runClientProgram("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], env);
  if (!result) throw missingProgram("pg_dump");
  if (result.code !== 0) throw failure(`pg_dump of ${describeDatabase(url)}`, result);
}

async function restorePostgres(
  url: string,
  file: string,
  force: boolean,
  safetyDir: string,
): Promise<Omit<RestoreResult, "ms">> {
  await requireProgram("pg_restore");
  // Reads the archive's table of contents: a damaged file fails here, before the database is touched.
  const listing = await runClientProgram("pg_restore", ["--list", file], process.env);
  if (!listing) throw missingProgram("pg_restore");
  if (listing.code !== 0) {
    throw new BackupError(`${file} is damaged or unreadable:\n${listing.stderr.trim()}`);
  }

  const warning = await superuserWarning(url);
  const tables = await countUserTables(url);
  let previousDump: string | undefined;
  if (tables > 0) {
    if (!force) {
      throw new BackupError(
        `${describeDatabase(url)} already has ${tables} table${tables === 1 ? "" : "s"}. Pass --force to replace them; what it holds now is dumped to ${safetyDir} first.`,
      );
    }
    previousDump = unusedPath(path.join(safetyDir, `postgres-before-restore-${fileTimestamp()}`), ".dump");
    await backupDatabase({ kind: "postgres", url }, previousDump);
  }

  const { dbname, env } = connectionFor(url);
  const result = await runClientProgram(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, file],
    env,
  );
  if (!result) throw missingProgram("pg_restore");
  if (result.code !== 0) {
    throw failure(`pg_restore into ${describeDatabase(url)} (nothing was changed: it runs in one transaction)`, result);
  }
  return { previousDump, ...(warning ? { warning } : {}) };
}

/**
 * A dump is SQL run by whoever restores it: as a superuser (or a member of
 * pg_execute_server_program), a hostile dump's `COPY … TO PROGRAM` runs any command on the
 * database server. The site's own role needs neither; a restore as such a role is warned about
 * (printed by `npm run db:restore`), and docs/deploy.md ("Backups") says to restore with the site's
 * own, non-superuser role. A warning, not a refusal: a fresh server often has only `postgres`.
 */
async function superuserWarning(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ superuser: boolean; programs: boolean }>(
      `select rolsuper as superuser, pg_has_role(current_user, 'pg_execute_server_program', 'member') as programs
         from pg_roles where rolname = current_user`,
    );
    const role = rows[0];
    if (!role?.superuser && !role?.programs) return undefined;
    return `This restore ran as ${role.superuser ? "a superuser" : "a role that may run server programs"}: a dump from an untrusted source could have run commands on the database server (COPY … TO PROGRAM). Restore with the site's own, non-superuser role; see docs/deploy.md "Backups".`;
  } finally {
    await client.end();
  }
}

async function countUserTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const result = await client.query<{ count: string }>(
      `select count(*)::text as count from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.count ?? 0);
  } catch (error) {
    throw new BackupError(`Cannot connect to ${describeDatabase(url)}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
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
