/**
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom` and `pg_restore --clean --if-exists
 * --no-owner` in one transaction; a database that already has tables is dumped aside first.
 */
import path from "node:path";
import pg from "pg";
import { BackupError } from "./backup-error.ts";
import { fileTimestamp, unusedPath, writeWholeFile } from "./backup-files.ts";
import {
  connectionFor,
  describeDatabase,
  failure,
  missingProgram,
  requireProgram,
  runClientProgram,
} from "./postgres-programs.ts";

/** Writes a custom-format dump of the database at `url` to `output`. */
export async function backupPostgres(url: string, output: string): Promise<void> {
  await requireProgram("pg_dump");
  await writeWholeFile(output, (partial) => dumpPostgres(url, partial));
}

async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connectionFor(url);
  const result = await runClientProgram("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${dbname}`], env);
  if (!result) throw missingProgram("pg_dump");
  if (result.code !== 0) throw failure(`pg_dump of ${describeDatabase(url)}`, result);
}

export async function restorePostgres(
  url: string,
  file: string,
  { force, safetyDir, allowSuperuser }: { force: boolean; safetyDir: string; allowSuperuser: boolean },
): Promise<{ previousDump?: string; warning?: string }> {
  // First of all, before any program runs: a role that could run server programs is refused.
  const warning = await superuserCheck(url, allowSuperuser);
  await requireProgram("pg_restore");
  // Reads the archive's table of contents: a damaged file fails here, before the database is touched.
  const listing = await runClientProgram("pg_restore", ["--list", file], process.env);
  if (!listing) throw missingProgram("pg_restore");
  if (listing.code !== 0) {
    throw new BackupError(`${file} is damaged or unreadable:\n${listing.stderr.trim()}`);
  }

  const tables = await countUserTables(url);
  let previousDump: string | undefined;
  if (tables > 0) {
    if (!force) {
      throw new BackupError(
        `${describeDatabase(url)} already has ${tables} table${tables === 1 ? "" : "s"}. Pass --force to replace them; what it holds now is dumped to ${safetyDir} first.`,
      );
    }
    previousDump = unusedPath(path.join(safetyDir, `postgres-before-restore-${fileTimestamp()}`), ".dump");
    await backupPostgres(url, previousDump);
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
 * pg_execute_server_program), a hostile dump's `COPY … TO PROGRAM` (in a CHECK constraint's
 * function, say, run for each restored row) runs any command on the database server. The site's
 * own role needs neither, so such a role is refused unless `allowSuperuser` (`--allow-superuser`,
 * for a dump the operator made) says otherwise; then the restore goes ahead with a warning. Checked
 * before anything else of the restore runs (penetration test Q9: it used to warn after the restore).
 * Scanning the dump for `PROGRAM` was rejected: data rows can contain the word.
 */
async function superuserCheck(url: string, allowSuperuser: boolean): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  let role: { name: string; superuser: boolean; programs: boolean } | undefined;
  try {
    await client.connect();
    const { rows } = await client.query<{ name: string; superuser: boolean; programs: boolean }>(
      `select rolname as name, rolsuper as superuser,
         pg_has_role(current_user, 'pg_execute_server_program', 'member') as programs
       from pg_roles where rolname = current_user`,
    );
    role = rows[0];
  } catch (error) {
    throw new BackupError(`Cannot connect to ${describeDatabase(url)}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  if (!role?.superuser && !role?.programs) return undefined;
  const what = role.superuser ? "a superuser" : "a role that may run server programs (pg_execute_server_program)";
  if (!allowSuperuser) {
    throw new BackupError(
      `Refusing to restore as ${role.name}, ${what}: a dump is SQL run by the restoring role, and a hostile dump's COPY … TO PROGRAM would run commands on the database server. Nothing was changed. Restore with the site's own, non-superuser role (see docs/deploy.md "Backups"), or pass --allow-superuser to restore a dump you made yourself as this role.`,
    );
  }
  return `This restore ran as ${role.name}, ${what}, because --allow-superuser was given: a dump from an untrusted source could have run commands on the database server (COPY … TO PROGRAM).`;
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
