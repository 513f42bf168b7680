/** PostgreSQL's client programs (pg_dump, pg_restore), run for the backups. */
import { spawn } from "node:child_process";
import { BackupError } from "./backup-error.ts";

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/** Runs a PostgreSQL client program; undefined when it is not installed. */
export function runClientProgram(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandResult | undefined> {
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

export function missingProgram(program: string): BackupError {
  return new BackupError(
    `${program} was not found on PATH. Backups of a PostgreSQL database need the PostgreSQL client programs, at least as new as the server: install them (Debian/Ubuntu: apt-get install postgresql-client; macOS: brew install libpq) and try again.`,
  );
}

export async function requireProgram(program: string): Promise<void> {
  if (!(await runClientProgram(program, ["--version"], process.env))) throw missingProgram(program);
}

/**
 * The connection for pg_dump / pg_restore: the URL without its password (command lines are visible
 * to every user of the machine), the password in PGPASSWORD.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = "";
  }
  return { dbname: parsed.toString(), env };
}

export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${decodeURIComponent(parsed.pathname.slice(1)) || "(default database)"} on ${parsed.host}`;
}

export function failure(what: string, result: CommandResult): BackupError {
  const detail = result.stderr.trim() || `exit code ${result.code}`;
  return new BackupError(`${what} failed:\n${detail}`);
}
