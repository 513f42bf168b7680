/**
 * `npm run admin -- create <email> | grant <email> | revoke <email> | list`, against whichever
 * database is configured (DATA_DIR's embedded one, or DATABASE_URL). Stop the server first when it
 * uses the embedded database: its folder belongs to one process at a time.
 *
 * `create` asks for the password without echoing it (or reads ADMIN_PASSWORD, or the first line of
 * piped input), so it never appears in the shell history or the process list.
 */
import readline from "node:readline";
import { assertEmbeddedDatabaseFree, backupTargetOf } from "../app/.server/db/backup.ts";
import { getEnv } from "../app/.server/env.ts";
import { loadServerApi } from "./load-server-api.ts";

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    for await (const line of readline.createInterface({ input: process.stdin, terminal: false })) return line;
    return "";
  }
  process.stdout.write("Password for the new admin (at least 6 characters): ");
  process.stdin.setRawMode(true);
  let password = "";
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    const text = chunk.toString("utf8");
    if (text === "\u0003") process.exit(130);
    if (text === "\r" || text === "\n") break;
    password = text === "\u007f" ? password.slice(0, -1) : password + text;
  }
  process.stdin.setRawMode(false);
  process.stdout.write("\n");
  return password;
}

// Two processes on one embedded database corrupt it, and the running server would not see the change.
const target = backupTargetOf(getEnv());
if (target.kind === "pglite") {
  try {
    assertEmbeddedDatabaseFree(target.dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const serverApi = await loadServerApi();
await serverApi.startDatabase();
const result = await serverApi.runAdminCommand(process.argv.slice(2), { readPassword });
await serverApi.closeDatabase();
(result.ok ? console.log : console.error)(result.message);
process.exit(result.ok ? 0 : 1);
