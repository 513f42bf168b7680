import fs from "node:fs";
import path from "node:path";
import { BackupError } from "./backup-error.ts";

/** Whether `dir` holds a PostgreSQL data folder (PGlite's). */
export function isDatabaseFolder(dir: string): boolean {
  return fs.existsSync(path.join(dir, "PG_VERSION"));
}

/**
 * Refuses a data folder another process has open: two PostgreSQL instances on one folder corrupt
 * it, and PGlite takes no lock. On Linux the open files in /proc say for certain; elsewhere
 * postmaster.pid (present while PGlite has the folder open, left behind by a crash) is the hint,
 * and `force` overrides it.
 */
export function assertNotInUse(dir: string, force: boolean): void {
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
