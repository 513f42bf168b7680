import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "~/.server/db/client";
import { migrateDatabase } from "~/.server/db/migrate";
import { BackupError, backupDatabase, restoreDatabase } from "~/.server/db/backup";
import { seedSampleContent } from "~/.server/content/seed-sample-content";
import { createTestDatabase, rowsOf, type TestDatabase } from "../helpers/test-database";

const projectRoot = path.resolve(import.meta.dirname, "../..");

type Snapshot = Record<string, string[]>;

/** Every table in the database (a new one is covered without touching this test), with its rows. */
async function snapshot(connection: DatabaseConnection): Promise<Snapshot> {
  const tables = rowsOf<{ name: string }>(
    await connection.db.execute(
      sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
          order by 1`,
    ),
  );
  const result: Snapshot = {};
  for (const { name } of tables) {
    result[name] = rowsOf<{ row: string }>(
      await connection.db.execute(sql.raw(`select to_jsonb(t)::text as row from ${name} t order by 1`)),
    ).map((row) => row.row);
  }
  return result;
}

/** At least one row in every table, with the awkward values a dump must carry (NULLs, arrays, Unicode). */
async function fillEveryTable(connection: DatabaseConnection): Promise<Snapshot> {
  await seedSampleContent(connection.db);
  const rows = [
    sql`insert into "user" (id, name, email, two_factor_enabled) values ('u1', 'Ada Lovelace', 'ada@example.com', true)`,
    sql`insert into account (id, account_id, provider_id, user_id, password, updated_at)
        values ('a1', 'u1', 'credential', 'u1', 'scrypt-hash', now())`,
    sql`insert into session (id, expires_at, token, updated_at, user_id, user_agent)
        values ('s1', now() + interval '1 day', 'token-1', now(), 'u1', null)`,
    sql`insert into verification (id, identifier, value, expires_at)
        values ('v1', 'ada@example.com', 'code', now() + interval '1 hour')`,
    sql`insert into two_factor (id, secret, backup_codes, user_id) values ('t1', 'encrypted-secret', '["a","b"]', 'u1')`,
    sql`insert into passkey (id, public_key, user_id, credential_id, counter, device_type, backed_up)
        values ('p1', 'public-key', 'u1', 'credential-1', 3, 'singleDevice', false)`,
    sql`insert into jwks (id, public_key, private_key, created_at) values ('j1', '{"kty":"OKP"}', 'private', now())`,
    sql`insert into rate_limit (id, key, count, last_request) values ('r1', '/sign-in|1.2.3.4', 2, 1700000000000)`,
    sql`insert into user_roles (user_id, role) values ('u1', 'admin')`,
    sql`insert into contact_messages (name, email, inquiry, message)
        values ('Zoë', 'zoe@example.com', 'guest', ${'Héllo — "quoted"\nsecond line ✓'})`,
    sql`insert into rate_limits (key, count, window_ends_at) values ('contact:1.2.3.4', 1, now())`,
    sql`insert into job_progress (job_id, queue, done, total) values ('7d1f0c4e-0000-4000-8000-000000000001', 'import-episodes', 3, 10)`,
    sql`insert into feed_syncs (source, etag, failures) values ('podcast', '"abc"', 1)`,
    sql`insert into setup_tokens (token_hash) values ('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')`,
    sql`insert into owner_settings (key, value, updated_by) values ('PODCAST_FEED_URL', 'https://feeds.example.com/ünïcode.xml', null)`,
    sql`insert into search_events (source, question, result_count, result_slugs) values ('assistant', 'custody schedules', 2, '{a,b}')`,
    sql`insert into analytics_events (day, visitor, kind, path, device, browser) values ('2026-03-01', 'v1', 'pageview', '/épisodes', 'mobile', 'Safari')`,
    sql`insert into analytics_daily (day, dimension, value, visitors, page_views) values ('2026-03-01', 'path', '/', 3, 4)`,
    sql`insert into analytics_salts (day, salt) values ('2026-03-01', 'salt')`,
    sql`insert into analytics_quotas (day, key, events) values ('2026-03-01', 'v1', 1)`,
    sql`insert into analytics_conversions (day, inquiry, dimension, value, messages) values ('2026-03-01', 'consultation', 'path', '/épisodes', 2)`,
    sql`insert into analytics_retention (day, episode_slug, duration_seconds, plays, listeners, heard) values ('2026-03-01', 'ep-1', 600, 2, '{2,1,0}', 3)`,
    sql`insert into email_subscribers (email, status, confirmed_at) values ('zoë@example.com', 'confirmed', now())`,
    sql`insert into subscriber_announcements (kind, item_id) values ('episode', '7d1f0c4e-0000-4000-8000-000000000002')`,
    sql`insert into episode_soundbites (episode_id, start_seconds, duration_seconds, title)
        select id, 3, 5, ${'Clip — "fair" ✓'} from episodes order by published_date desc limit 1`,
  ];
  for (const row of rows) await connection.db.execute(row);
  const filled = await snapshot(connection);
  expect(Object.keys(filled)).toEqual(
    expect.arrayContaining(["drizzle.__drizzle_migrations", "public.episodes", 'public."user"']),
  );
  const empty = Object.keys(filled).filter((table) => filled[table]!.length === 0);
  expect(empty, "tables without a row: add one in fillEveryTable so the backup test covers them").toEqual([]);
  return filled;
}

type Run = { code: number | null; stdout: string; stderr: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run <script> -- <args>` as an operator types it. */
function npmRun(script: string, args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn" };
  delete childEnv.DATABASE_URL;
  delete childEnv.INIT_CWD;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  return run("npm", ["run", "--silent", script, "--", ...args], childEnv);
}

/** Every file under `dir` with its size and modification time: "nothing was touched" made checkable. */
function fingerprint(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(full);
      return `${path.relative(dir, full)} ${entry.isFile() ? stat.size : "dir"} ${stat.mtimeMs}`;
    })
    .sort();
}

async function withPglite<T>(dataDir: string, work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
  const connection = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

describe("backups of the embedded database", () => {
  let workDir: string;
  /** DATA_DIR of the database that is backed up; the app keeps PGlite in its pglite/ folder. */
  let sourceDataDir: string;
  let before: Snapshot;
  let backupFile: string;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "db-backup-test-"));
    sourceDataDir = path.join(workDir, "source");
    before = await withPglite(path.join(sourceDataDir, "pglite"), async (connection) => {
      await migrateDatabase(connection);
      return fillEveryTable(connection);
    });

    backupFile = path.join(workDir, "backups", "embedded.tar.gz");
    const startedAt = performance.now();
    const backup = await npmRun("db:backup", [backupFile], { DATA_DIR: sourceDataDir });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    const bytes = fs.statSync(backupFile).size;
    expect(backup.stdout).toContain(backupFile);
    expect(backup.stdout).toContain(`${bytes.toLocaleString("en-US")} bytes`);
    console.info(`embedded backup: ${bytes} bytes in ${Math.round(performance.now() - startedAt)} ms (npm run)`);
  }, 120_000);

  afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("round-trips every table through npm run db:backup and npm run db:restore", async () => {
    const restoredDataDir = path.join(workDir, "restored");
    const startedAt = performance.now();
    const restore = await npmRun("db:restore", [backupFile], { DATA_DIR: restoredDataDir });
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    console.info(`embedded restore: ${Math.round(performance.now() - startedAt)} ms (npm run)`);

    const after = await withPglite(path.join(restoredDataDir, "pglite"), snapshot);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
  }, 120_000);

  it("writes backups/pglite-<UTC time>.tar.gz by default, and never over an existing file", async () => {
    const root = path.join(workDir, "default-name");
    const result = await backupDatabase(
      { kind: "pglite", dataDir: path.join(sourceDataDir, "pglite") },
      path.join(root, "x.tar.gz"),
    );
    expect(result.bytes).toBeGreaterThan(0);
    await expect(
      backupDatabase({ kind: "pglite", dataDir: path.join(sourceDataDir, "pglite") }, result.file),
    ).rejects.toThrow(/already exists/);
    const { defaultBackupFile } = await import("~/.server/db/backup");
    expect(defaultBackupFile("pglite", root, new Date("2026-05-01T09:30:00.123Z"))).toBe(
      path.join(root, "backups", "pglite-2026-05-01T09-30-00Z.tar.gz"),
    );
    expect(defaultBackupFile("postgres", root, new Date("2026-05-01T09:30:00Z"))).toBe(
      path.join(root, "backups", "postgres-2026-05-01T09-30-00Z.dump"),
    );
  }, 60_000);

  it("refuses a damaged or foreign file and leaves the database as it was", async () => {
    const target = { kind: "pglite" as const, dataDir: path.join(sourceDataDir, "pglite") };
    const untouched = fingerprint(target.dataDir);
    const siblings = fs.readdirSync(sourceDataDir).sort();

    const truncated = path.join(workDir, "truncated.tar.gz");
    fs.writeFileSync(truncated, fs.readFileSync(backupFile).subarray(0, 200_000));
    const foreignTar = path.join(workDir, "foreign.tar.gz");
    spawnSync("tar", ["-czf", foreignTar, "-C", projectRoot, "package.json"]);
    const postgresDump = path.join(workDir, "postgres.dump");
    fs.writeFileSync(postgresDump, "PGDMP\x01\x0e\x00");
    const junk = path.join(workDir, "junk.bin");
    fs.writeFileSync(junk, "not a backup");

    const options = { force: true, safetyDir: workDir };
    await expect(restoreDatabase(target, truncated, options)).rejects.toThrow(/damaged or truncated/);
    await expect(restoreDatabase(target, foreignTar, options)).rejects.toThrow(/not an embedded-database backup/);
    await expect(restoreDatabase(target, postgresDump, options)).rejects.toThrow(
      /is a PostgreSQL dump, but DATABASE_URL is not set/,
    );
    await expect(restoreDatabase(target, junk, options)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(target, path.join(workDir, "missing.tar.gz"), options)).rejects.toThrow(
      /does not exist/,
    );

    const cli = await npmRun("db:restore", [truncated, "--force"], { DATA_DIR: sourceDataDir });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/damaged or truncated/);

    expect(fingerprint(target.dataDir)).toEqual(untouched);
    expect(fs.readdirSync(sourceDataDir).sort()).toEqual(siblings);
  }, 60_000);

  it("refuses an archive that would unpack to more than a site's database, before loading it", async () => {
    // A tar of one entry claiming 8 MB of zeros: a few kilobytes gzipped.
    const header = Buffer.alloc(512);
    header.write("base/zeros", 0, "latin1");
    header.write("0000644\0", 100, "latin1");
    header.write(`${(8 * 1024 * 1024).toString(8).padStart(11, "0")}\0`, 124, "latin1");
    header.write("0", 156, "latin1");
    header.write("ustar\0", 257, "latin1");
    header.write("00", 263, "latin1");
    // The header's checksum: its bytes summed with the checksum field counted as spaces.
    header.fill(" ", 148, 156);
    const checksum = header.reduce((sum, byte) => sum + byte, 0);
    header.write(`${checksum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
    const bomb = path.join(workDir, "bomb.tar.gz");
    fs.writeFileSync(bomb, zlib.gzipSync(Buffer.concat([header, Buffer.alloc(8 * 1024 * 1024), Buffer.alloc(1024)])));
    expect(fs.statSync(bomb).size).toBeLessThan(64 * 1024);
    const target = { kind: "pglite" as const, dataDir: path.join(sourceDataDir, "pglite") };
    const untouched = fingerprint(target.dataDir);
    await expect(
      restoreDatabase(target, bomb, {
        force: true,
        safetyDir: workDir,
        archiveLimits: { maxBytes: 1024 * 1024, maxEntries: 100 },
      }),
    ).rejects.toThrow(/unpacks to more than 1 MB/);
    expect(fingerprint(target.dataDir)).toEqual(untouched);
  });

  it("replaces a database only with --force, and keeps the folder it replaced", async () => {
    const dataDir = path.join(workDir, "occupied");
    await withPglite(path.join(dataDir, "pglite"), async (connection) => {
      await connection.db.execute(sql`create table kept_aside (note text)`);
      await connection.db.execute(sql`insert into kept_aside values ('old data')`);
    });

    const refused = await npmRun("db:restore", [backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a database. Pass --force/);
    expect(fs.readdirSync(dataDir)).toEqual(["pglite"]);

    const forced = await npmRun("db:restore", [backupFile, "--force"], { DATA_DIR: dataDir });
    expect(forced).toMatchObject({ code: 0, stderr: "" });
    const aside = fs.readdirSync(dataDir).find((name) => name.startsWith("pglite.before-restore-"));
    expect(aside).toBeDefined();
    expect(forced.stdout).toContain(path.join(dataDir, aside!));
    expect(fs.readdirSync(dataDir).sort()).toEqual(["pglite", aside].sort());

    expect(await withPglite(path.join(dataDir, "pglite"), snapshot)).toEqual(before);
    const old = await withPglite(path.join(dataDir, aside!), async (connection) =>
      rowsOf<{ note: string }>(await connection.db.execute(sql`select note from kept_aside`)),
    );
    expect(old).toEqual([{ note: "old data" }]);
  }, 120_000);

  it.runIf(process.platform === "linux")(
    "refuses a database folder another process has open",
    async () => {
      const dataDir = path.join(sourceDataDir, "pglite");
      const open = await PGlite.create({ dataDir });
      try {
        await open.query("select 1");
        const backup = await npmRun("db:backup", [path.join(workDir, "while-open.tar.gz")], {
          DATA_DIR: sourceDataDir,
        });
        expect(backup.code).toBe(1);
        expect(backup.stderr).toContain(`is open in process ${process.pid}`);
        expect(fs.existsSync(path.join(workDir, "while-open.tar.gz"))).toBe(false);

        const restore = await npmRun("db:restore", [backupFile, "--force"], { DATA_DIR: sourceDataDir });
        expect(restore.code).toBe(1);
        expect(restore.stderr).toContain(`is open in process ${process.pid}`);
      } finally {
        await open.close();
      }
    },
    60_000,
  );

  it("says there is nothing to back up when DATA_DIR holds no database", async () => {
    const result = await npmRun("db:backup", [path.join(workDir, "nothing.tar.gz")], {
      DATA_DIR: path.join(workDir, "no-such-folder"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/There is no embedded database in .*no-such-folder/);
    expect(fs.existsSync(path.join(workDir, "no-such-folder"))).toBe(false);
  });
});

const pgDumpInstalled = spawnSync("pg_dump", ["--version"]).status === 0;
const postgresSkipReason = !process.env.TEST_DATABASE_URL
  ? "TEST_DATABASE_URL is not set"
  : !pgDumpInstalled
    ? "pg_dump is not installed (apt-get install postgresql-client)"
    : undefined;
const describePostgres = (name: string, fn: () => void) =>
  postgresSkipReason ? describe.skip(`${name} (skipped: ${postgresSkipReason})`, fn) : describe(name, fn);

describePostgres("backups of a PostgreSQL database", () => {
  let workDir: string;
  let source: TestDatabase;
  let target: TestDatabase | undefined;
  let before: Snapshot;
  let dumpFile: string;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "db-backup-pg-test-"));
    source = await createTestDatabase("postgres");
    before = await fillEveryTable(source);
    dumpFile = path.join(workDir, "postgres.dump");
    const startedAt = performance.now();
    const backup = await npmRun("db:backup", [dumpFile], { DATABASE_URL: source.url });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toContain(dumpFile);
    console.info(
      `postgres backup: ${fs.statSync(dumpFile).size} bytes in ${Math.round(performance.now() - startedAt)} ms (npm run)`,
    );
  }, 120_000);

  afterAll(async () => {
    await target?.destroy();
    await source?.destroy();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("round-trips every table into a new database through npm run db:restore", async () => {
    target = await createTestDatabase("postgres", { migrate: false });
    const startedAt = performance.now();
    const restore = await npmRun("db:restore", [dumpFile, "--allow-superuser"], { DATABASE_URL: target.url });
    expect(restore.code).toBe(0);
    // The test role is a superuser, allowed by the flag with a warning (docs/security.md Q9); nothing else.
    expect(withoutSuperuserWarning(restore.stderr)).toBe("");
    console.info(`postgres restore: ${Math.round(performance.now() - startedAt)} ms (npm run)`);
    expect(await snapshot(target)).toEqual(before);
  }, 120_000);

  it("replaces a database that has tables only with --force, dumping it aside first", async () => {
    const occupied = await createTestDatabase("postgres");
    try {
      await occupied.db.execute(sql`delete from episodes`);
      await occupied.db.execute(
        sql`insert into rate_limits (key, count, window_ends_at) values ('only-here', 9, now())`,
      );
      const beforeRestore = await snapshot(occupied);

      const refused = await npmRun("db:restore", [dumpFile, "--allow-superuser"], { DATABASE_URL: occupied.url });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already has \d+ tables\. Pass --force/);
      expect(await snapshot(occupied)).toEqual(beforeRestore);

      // The library call, so the safety dump goes to this test's folder rather than the project's backups/.
      const safetyDir = path.join(workDir, "safety");
      const result = await restoreDatabase({ kind: "postgres", url: occupied.url! }, dumpFile, {
        force: true,
        safetyDir,
        allowSuperuser: true,
      });
      expect(await snapshot(occupied)).toEqual(before);
      expect(result.previousDump).toMatch(/postgres-before-restore-.*\.dump$/);
      expect(path.dirname(result.previousDump!)).toBe(safetyDir);

      // The dump taken aside brings the old contents back.
      await restoreDatabase({ kind: "postgres", url: occupied.url! }, result.previousDump!, {
        force: true,
        safetyDir,
        allowSuperuser: true,
      });
      expect(await snapshot(occupied)).toEqual(beforeRestore);
    } finally {
      await occupied.destroy();
    }
  }, 120_000);

  it("refuses a damaged dump or an embedded backup and leaves the database as it was", async () => {
    const database = await createTestDatabase("postgres");
    try {
      const untouched = await snapshot(database);
      const url = database.url!;
      const truncated = path.join(workDir, "truncated.dump");
      fs.writeFileSync(truncated, fs.readFileSync(dumpFile).subarray(0, 2_000));
      const embedded = path.join(workDir, "embedded.tar.gz");
      fs.writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));

      const options = { force: true, safetyDir: path.join(workDir, "unused"), allowSuperuser: true };
      await expect(restoreDatabase({ kind: "postgres", url }, truncated, options)).rejects.toThrow(
        /damaged or unreadable/,
      );
      const wrongKind = await npmRun("db:restore", [embedded, "--force"], { DATABASE_URL: url });
      expect(wrongKind.code).toBe(1);
      expect(wrongKind.stderr).toMatch(/is a backup of the embedded database, but DATABASE_URL is set/);

      expect(await snapshot(database)).toEqual(untouched);
      expect(fs.existsSync(options.safetyDir)).toBe(false);
    } finally {
      await database.destroy();
    }
  }, 120_000);
});

describePostgres("restoring a PostgreSQL dump as a superuser", () => {
  /**
   * Penetration test Q9: a dump whose CHECK constraint calls a function running `COPY … TO PROGRAM`
   * wrote a file on the database server during the restore, and only then did db:restore warn that
   * the role was a superuser. The test role (postgres) is a superuser: the restore must refuse
   * before anything runs, and go ahead only with --allow-superuser.
   */
  it("refuses before running anything of the dump, and goes ahead only with --allow-superuser", async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "db-restore-superuser-"));
    const hostile = await createTestDatabase("postgres", { migrate: false });
    const target = await createTestDatabase("postgres", { migrate: false });
    // Written by the database server's own user, so in the world-writable /tmp.
    const marker = path.join("/tmp", `q9-restore-${crypto.randomUUID()}`);
    const markerOnServer = async () =>
      rowsOf<{ found: boolean }>(
        // (A record is "not null" only when every field is; `creation` is null on Linux: the size is asked.)
        await target.db.execute(sql.raw(`select (pg_stat_file('${marker}', true)).size is not null as found`)),
      )[0]?.found;
    try {
      // The program runs for each row checked anywhere but in the database the dump was taken from.
      await hostile.db.execute(
        sql.raw(`create function harmless(v int) returns boolean language plpgsql as $$
          begin
            if current_database() <> '${new URL(hostile.url!).pathname.slice(1)}' then
              execute format('copy (select 1) to program %L', 'touch ${marker}');
            end if;
            return true;
          end $$`),
      );
      await hostile.db.execute(sql`create table innocent (v int check (harmless(v)))`);
      await hostile.db.execute(sql`insert into innocent values (1)`);
      const dumpFile = path.join(workDir, "hostile.dump");
      expect(await npmRun("db:backup", [dumpFile], { DATABASE_URL: hostile.url })).toMatchObject({ code: 0 });

      const refused = await npmRun("db:restore", [dumpFile], { DATABASE_URL: target.url });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /Refusing to restore as \w+, a superuser: .*Nothing was changed.*--allow-superuser/s,
      );
      expect(await markerOnServer()).toBe(false);
      const tables = sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`;
      expect(rowsOf<{ count: number }>(await target.db.execute(tables))[0]?.count).toBe(0);

      const allowed = await npmRun("db:restore", [dumpFile, "--allow-superuser"], { DATABASE_URL: target.url });
      expect(allowed.code).toBe(0);
      expect(allowed.stderr).toMatch(/^Warning: This restore ran as \w+, a superuser, because --allow-superuser/m);
      expect(rowsOf<{ count: number }>(await target.db.execute(tables))[0]?.count).toBe(1);
      // What the flag lets through: the dump's program ran on the server.
      expect(await markerOnServer()).toBe(true);
    } finally {
      await target.db.execute(sql.raw(`copy (select 1) to program 'rm -f ${marker}'`)).catch(() => {});
      await hostile.destroy();
      await target.destroy();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("backups of a PostgreSQL database without the client programs", () => {
  it("fail with what to install", async () => {
    const emptyPath = fs.mkdtempSync(path.join(os.tmpdir(), "db-backup-no-pg-"));
    try {
      const result = await run(
        path.join(projectRoot, "node_modules/.bin/node"),
        ["scripts/db-backup.ts", path.join(emptyPath, "x.dump")],
        { ...process.env, PATH: emptyPath, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/pg_dump was not found on PATH.*apt-get install postgresql-client/s);
      expect(fs.readdirSync(emptyPath)).toEqual([]);
    } finally {
      fs.rmSync(emptyPath, { recursive: true, force: true });
    }
  });
});

/** A PostgreSQL restore's stderr without its warning about running as a superuser (--allow-superuser). */
function withoutSuperuserWarning(stderr: string): string {
  return stderr.replace(/^Warning: This restore ran as [^\n]*, a superuser[^\n]*\n?/m, "");
}
