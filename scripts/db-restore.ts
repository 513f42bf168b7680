/**
 * `npm run db:restore -- <file> [--force] [--allow-superuser]`: replaces the configured database
 * (DATA_DIR's embedded one, or DATABASE_URL) with a backup written by `npm run db:backup`. A database
 * that already holds data is replaced only with --force, and is kept: the embedded folder is moved
 * aside, a PostgreSQL database is dumped to backups/ first. A PostgreSQL dump is not restored as a
 * superuser (or a role that may run server programs) without --allow-superuser. Stop the server
 * first. The logic is in app/.server/db/backup.ts.
 */
import path from "node:path";
import { backupTargetOf, restoreDatabase } from "../app/.server/db/backup.ts";
import { getEnv } from "../app/.server/env.ts";
import { callerDir, parseBackupArgs, projectRoot, runBackupCommand } from "./backup-cli.ts";

const { files, force, allowSuperuser } = parseBackupArgs(
  "Usage: npm run db:restore -- <file> [--force] [--allow-superuser]",
  { minFiles: 1, maxFiles: 1, missing: "Expected the backup file to restore.", allowSuperuserFlag: true },
);

await runBackupCommand(async () => {
  const target = backupTargetOf(getEnv());
  const file = path.resolve(callerDir, files[0]!);
  const result = await restoreDatabase(target, file, {
    force,
    allowSuperuser,
    safetyDir: path.join(projectRoot, "backups"),
  });
  const into = target.kind === "pglite" ? `the embedded database (${target.dataDir})` : "the PostgreSQL database";
  console.log(`Restored ${file} into ${into} in ${result.ms} ms.`);
  if (result.previousDataDir) console.log(`The folder it replaced is kept at ${result.previousDataDir}.`);
  if (result.previousDump) console.log(`What the database held before is dumped to ${result.previousDump}.`);
  if (result.warning) console.warn(`Warning: ${result.warning}`);
});
