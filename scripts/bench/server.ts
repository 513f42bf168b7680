/**
 * Starts the production server (`node server/main.ts`) on a free port with a fresh, temporary
 * DATA_DIR (so PGlite starts empty), waits for /readyz, and stops it again. `env` adds to or
 * overrides its environment, e.g. `{ PAGE_CACHE: "off" }` for the second server of the cache comparison.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { serverEnvironment, serverNodeFlags } from "../../server/node-flags.ts";
import { onCleanup } from "./cleanup.ts";
import { collectTail, type OutputTail } from "./output-tail.ts";
import { findFreePort } from "./ports.ts";

export type RunningServer = {
  origin: string;
  port: number;
  dataDir: string;
  /** The server process's id, for its memory (/proc/<pid>/status). */
  pid: number;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /** Environment variables on top of the bench defaults (these win). */
  env?: Record<string, string>;
  /** How the log lines name this server, e.g. "PAGE_CACHE=off". */
  label?: string;
  /** Fills the new, empty DATA_DIR before the server starts (the bench's own data set-up). */
  prepareDataDir?: (dataDir: string) => Promise<void>;
  /** Reads the DATA_DIR once the server has stopped, before it is deleted (what the server stored). */
  afterStop?: (dataDir: string) => Promise<void>;
};

const readyTimeoutMs = 60_000;
const stopGraceMs = 10_000;
const tailLines = 30;

class ServerStartError extends Error {
  portInUse: boolean;
  constructor(message: string, portInUse: boolean) {
    super(message);
    this.portInUse = portInUse;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    console.error(`bench: server did not stop within ${stopGraceMs / 1000} s of SIGTERM; sending SIGKILL`);
    child.kill("SIGKILL");
  }, stopGraceMs);
  await exited(child);
  clearTimeout(timer);
}

async function waitUntilReady(origin: string, child: ChildProcess, tail: OutputTail): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.exitCode !== null ? `exit code ${child.exitCode}` : `signal ${child.signalCode}`;
      const output = tail.text();
      throw new ServerStartError(
        `The server exited during start-up (${how}). Last ${tailLines} lines of its output:\n${output || "  (no output)"}`,
        /EADDRINUSE/.test(output),
      );
    }
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastProblem = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new ServerStartError(
    `The server was not ready within ${readyTimeoutMs / 1000} s (${lastProblem}). Last ${tailLines} lines of its output:\n${tail.text() || "  (no output)"}`,
    false,
  );
}

async function startOnce(cwd: string, port: number, options: ServerOptions): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "untangled-bench-data-"));
  try {
    await options.prepareDataDir?.(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const extraEnv = options.env ?? {};
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A developer's own database or public URL must not leak into the measurement.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  // TRUST_PROXY=1, as behind the reverse proxy of a deployment: the mixed-traffic run sends each question to
  // the rate-limited search endpoint with its own X-Forwarded-For, so the limit counts distinct clients.
  // Nothing else sends that header, so the other measurements see the socket address as before.
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    ...serverEnvironment,
    ...extraEnv,
  });

  const child = spawn(path.join(cwd, "node_modules/.bin/node"), [...serverNodeFlags, "server/main.ts"], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail = collectTail([child.stdout, child.stderr], tailLines);
  const spawnFailed = new Promise<never>((_resolve, reject) => {
    child.once("error", (error) => reject(new ServerStartError(`Could not start the server: ${error.message}`, false)));
  });

  const stop = onCleanup(`stop server on port ${port}`, async () => {
    await stopChild(child);
    if (options.afterStop) await options.afterStop(dataDir);
    // A server stopped during its first start has its initdb child (app/.server/db/create-pglite-folder.ts)
    // end a moment after it: retry while that child still writes into the folder.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10 });
  });

  const origin = `http://localhost:${port}`;
  try {
    await Promise.race([waitUntilReady(origin, child, tail), spawnFailed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, dataDir, pid: child.pid!, stop };
}

export async function startServer(cwd: string, options: ServerOptions = {}): Promise<RunningServer> {
  const tried: number[] = [];
  const label = options.label ? ` (${options.label})` : "";
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort(tried);
    tried.push(port);
    console.log(`bench: starting the production server${label} on port ${port}...`);
    try {
      const server = await startOnce(cwd, port, options);
      console.log(`bench: server${label} ready at ${server.origin} (DATA_DIR ${server.dataDir})`);
      return server;
    } catch (error) {
      // Another process may have taken the port between the probe and the listen: try another one.
      if (error instanceof ServerStartError && error.portInUse && attempt < 3) {
        console.warn(`bench: port ${port} was taken meanwhile; trying another one`);
        continue;
      }
      throw error;
    }
  }
}
