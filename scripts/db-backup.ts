/**
 * `npm run db:backup [-- <file>]`: writes a backup of the configured database (DATA_DIR's embedded
 * one, or DATABASE_URL) to <file>, by default backups/<kind>-<UTC time>.tar.gz (embedded) or .dump
 * (PostgreSQL). With the embedded database, stop the server first: its folder belongs to one
 * process at a time. The logic is in app/.server/db/backup.ts.
 */
import path from "node:path";
import { backupDatabase, backupTargetOf, defaultBackupFile, formatBytes } from "../app/.server/db/backup.ts";
import { getEnv } from "../app/.server/env.ts";
import { callerDir, parseBackupArgs, projectRoot, runBackupCommand } from "./backup-cli.ts";

const { files, force } = parseBackupArgs("Usage: npm run db:backup [-- <file>] [--force]", {
  minFiles: 0,
  maxFiles: 1,
  missing: "Expected at most one file name.",
});

await runBackupCommand(async () => {
  const target = backupTargetOf(getEnv());
  const [file] = files;
  const output = file ? path.resolve(callerDir, file) : defaultBackupFile(target.kind, projectRoot);
  const result = await backupDatabase(target, output, { force });
  const source = target.kind === "pglite" ? `embedded database (${target.dataDir})` : "PostgreSQL database";
  console.log(`Backed up the ${source} to ${result.file}: ${formatBytes(result.bytes)} in ${result.ms} ms.`);
});
