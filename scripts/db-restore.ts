/**
 * `npm run db:restore -- <file> [--force]`: replaces the configured database (DATA_DIR's embedded
 * one, or DATABASE_URL) with a backup written by `npm run db:backup`. A database that already holds
 * data is replaced only with --force, and is kept: the embedded folder is moved aside, a PostgreSQL
 * database is dumped to backups/ first. Stop the server first. The logic is in
 * app/.server/db/backup.ts.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { getEnv } from "../app/.server/env.ts";
import { BackupError, backupTargetOf, restoreDatabase } from "../app/.server/db/backup.ts";

const usage = "Usage: npm run db:restore -- <file> [--force]";
const projectRoot = path.resolve(import.meta.dirname, "..");
// npm runs scripts from the project root; a relative file name means the caller's folder.
const callerDir = process.env.INIT_CWD ?? process.cwd();

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } },
  });
}
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
if (args.positionals.length !== 1) {
  console.error(`Expected the backup file to restore.\n${usage}`);
  process.exit(2);
}

try {
  const target = backupTargetOf(getEnv());
  const file = path.resolve(callerDir, args.positionals[0]!);
  const result = await restoreDatabase(target, file, {
    force: args.values.force,
    safetyDir: path.join(projectRoot, "backups"),
  });
  const into = target.kind === "pglite" ? `the embedded database (${target.dataDir})` : "the PostgreSQL database";
  console.log(`Restored ${file} into ${into} in ${result.ms} ms.`);
  if (result.previousDataDir) console.log(`The folder it replaced is kept at ${result.previousDataDir}.`);
  if (result.previousDump) console.log(`What the database held before is dumped to ${result.previousDump}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
