/** What `db:backup` and `db:restore` share: their arguments, the caller's folder, and how they fail. */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../app/.server/db/backup.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..");
/** npm runs scripts from the project root; a relative file name means the caller's folder. */
export const callerDir = process.env.INIT_CWD ?? process.cwd();

/**
 * The file names given, `--force` and (for db:restore, with `allowSuperuserFlag`) `--allow-superuser`;
 * `--help` prints `usage` and exits 0, a bad flag or a wrong number of file names exits 2 with `usage`.
 */
export function parseBackupArgs(
  usage: string,
  {
    minFiles,
    maxFiles,
    missing,
    allowSuperuserFlag = false,
  }: { minFiles: number; maxFiles: number; missing: string; allowSuperuserFlag?: boolean },
): { files: string[]; force: boolean; allowSuperuser: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        force: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
        ...(allowSuperuserFlag ? { "allow-superuser": { type: "boolean" as const, default: false } } : {}),
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (parsed.positionals.length < minFiles || parsed.positionals.length > maxFiles) {
    console.error(`${missing}\n${usage}`);
    process.exit(2);
  }
  return {
    files: parsed.positionals,
    force: parsed.values.force,
    allowSuperuser: Boolean((parsed.values as Record<string, unknown>)["allow-superuser"]),
  };
}

/** Runs the command; a BackupError is the operator's message, anything else its stack; exit 1. */
export async function runBackupCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  }
}
