/**
 * `npm run db:backup [-- <file>]`: writes a backup of the configured database (DATA_DIR's embedded
 * one, or DATABASE_URL) to <file>, by default backups/<kind>-<UTC time>.tar.gz (embedded) or .dump
 * (PostgreSQL). With the embedded database, stop the server first: its folder belongs to one
 * process at a time. The logic is in app/.server/db/backup.ts.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { getEnv } from "../app/.server/env.ts";
import {
  BackupError,
  backupDatabase,
  backupTargetOf,
  defaultBackupFile,
  formatBytes,
} from "../app/.server/db/backup.ts";

const usage = "Usage: npm run db:backup [-- <file>] [--force]";
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
if (args.positionals.length > 1) {
  console.error(`Expected at most one file name.\n${usage}`);
  process.exit(2);
}

try {
  const target = backupTargetOf(getEnv());
  const [file] = args.positionals;
  const output = file ? path.resolve(callerDir, file) : defaultBackupFile(target.kind, projectRoot);
  const result = await backupDatabase(target, output, { force: args.values.force });
  const source = target.kind === "pglite" ? `embedded database (${target.dataDir})` : "PostgreSQL database";
  console.log(`Backed up the ${source} to ${result.file}: ${formatBytes(result.bytes)} in ${result.ms} ms.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
