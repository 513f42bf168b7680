import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Creating a new embedded database folder (PostgreSQL's initdb inside PGlite) holds about 1 GB for
 * some 20 s, and memory a process has touched stays in its RSS for good (docs/bench.md, "Server
 * memory"). So it runs in a short-lived child process, which gives that memory back when it exits; the
 * server then opens the finished folder as on any later start.
 */
const childSource = `
const { PGlite } = require(process.env.PGLITE_MODULE);
process.on("disconnect", () => process.exit(1));
(async () => {
  const db = await PGlite.create({ dataDir: process.env.PGLITE_DATA_DIR, startParams: JSON.parse(process.env.PGLITE_START_PARAMS) });
  await db.close();
  process.stdout.write(JSON.stringify({ peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
  process.removeAllListeners("disconnect");
  process.disconnect();
})().catch((error) => {
  process.stderr.write(String(error && error.stack || error));
  process.exit(1);
});
`;

const pgliteModule = createRequire(import.meta.url).resolve("@electric-sql/pglite");

/** Whether `dataDir` holds no database yet: PGlite runs initdb on a folder without PG_VERSION. */
export function needsInitdb(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/** Runs initdb for `dataDir` in a child process; resolves to that process's peak RSS and the time taken. */
export async function createPgliteFolder(
  dataDir: string,
  startParams: string[],
): Promise<{ peakMb: number; ms: number }> {
  const startedAt = performance.now();
  fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const child = spawn(process.execPath, ["--input-type=commonjs", "-e", childSource], {
    env: {
      ...process.env,
      PGLITE_MODULE: pgliteModule,
      PGLITE_DATA_DIR: path.resolve(dataDir),
      PGLITE_START_PARAMS: JSON.stringify(startParams),
    },
    // The IPC channel closes when the server ends, however it ends: the child then stops too, rather
    // than go on writing into a folder that may be being removed.
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code !== 0) {
        const reason = stderr.trim() || `the child process ended with ${signal ?? `code ${code}`}`;
        reject(new Error(`Could not create the embedded database in ${dataDir}: ${reason}`));
        return;
      }
      const { peakMb } = JSON.parse(stdout) as { peakMb: number };
      resolve({ peakMb, ms: Math.round(performance.now() - startedAt) });
    });
  });
}
