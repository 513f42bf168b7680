import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serverEnvironment, serverNodeFlags } from "../../server/node-flags.ts";
import { seedDataDirWithMigratedDatabase } from "./migrated-pglite-folder.ts";

/** The server as an operator runs it: a real process on a real port (production: build it first). */
export function startServerProcess({
  dataDir,
  port,
  env = {},
  development = false,
}: {
  dataDir: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  /** `npm run dev`: Vite in middleware mode instead of the built bundle. */
  development?: boolean;
}) {
  const child = spawn(
    "node_modules/.bin/node",
    [...serverNodeFlags, "server/main.ts", ...(development ? ["--dev"] : [])],
    {
      env: {
        ...process.env,
        ...serverEnvironment,
        NODE_ENV: development ? "development" : "production",
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Production demands an authenticator app for admins unless told otherwise. The tests that are
        // not about it sign admins in with a password alone; admin-mfa.test.ts turns it on, and
        // app/.server/env.test.ts checks the production default.
        ADMIN_REQUIRE_MFA: "false",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

/**
 * A new data folder for a test's server process, holding the embedded database as a first start
 * leaves it after the migrations (migrated-pglite-folder.ts): the server then skips PGlite's initdb.
 * A test of the first start itself makes an empty folder instead.
 */
export function newServerDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  seedDataDirWithMigratedDatabase(dataDir);
  return dataDir;
}

/**
 * A production server of a test's own, on a fresh data folder and a free port, waited for until it
 * is ready; `stop()` ends it, checks it exited cleanly and removes its folder. The build must exist
 * (scripts/ensure-build.ts). Its embedded database starts as a first start leaves it after the
 * migrations (migrated-pglite-folder.ts), which saves each server PGlite's initdb; a test of the
 * first start itself starts its own process on an empty folder (startServerProcess).
 */
export async function startProductionServer({
  env = {},
  readyTimeoutMs = SERVER_START_TIMEOUT_MS,
}: { env?: NodeJS.ProcessEnv; readyTimeoutMs?: number } = {}) {
  // On PostgreSQL the folder holds no database.
  const dataDir = env.DATABASE_URL
    ? fs.mkdtempSync(path.join(os.tmpdir(), "test-server-"))
    : newServerDataDir("test-server-");
  const server = startServerProcess({ dataDir, port: await freePort(), env });
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const ready = await waitForUrl(`${server.base}/readyz`, readyTimeoutMs);
    if (ready.status !== 200) throw new Error(`not ready: ${ready.status}`);
  } catch (error) {
    // Never left running behind a failed start.
    server.child.kill("SIGKILL");
    removeData();
    throw new Error(`The server did not start: ${server.output()}`, { cause: error });
  }
  return {
    ...server,
    async stop() {
      server.child.kill("SIGTERM");
      const code = await exitCodeOf(server.child);
      removeData();
      if (code !== 0) throw new Error(`server exited with ${code}\n${server.output()}`);
    },
  };
}

/**
 * How long a server process may take to start: a cold start (the build loaded, PGlite's WebAssembly
 * compiled, the migrations and sample content) on a loaded 2-core machine has taken over a minute.
 * A deadline, not a wait: the readiness check answers as soon as the server does.
 */
export const SERVER_START_TIMEOUT_MS = 150_000;

/** Requests `url` until the server behind it answers, and returns that answer. */
export async function waitForUrl(url: string, timeoutMs = SERVER_START_TIMEOUT_MS): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Posts a form the way a browser on the site would (same Origin), without following redirects. */
export function postForm(base: string, path: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

export function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.includes("session_token="))
    ?.split(";")[0];
}

/**
 * A port that is free now and that the system will not hand out meanwhile, for a server process
 * that listens on it seconds later (after it has started). Not a fixed port: another server left
 * running there would answer in a test's place. Not one the system handed out for port 0 either:
 * those come from the range it also gives every outgoing connection as its local port, and with
 * the suite's thousands of loopback requests one of them could take the port before the server
 * does (it then fails to start, EADDRINUSE). So a random port below that range, checked free.
 */
export async function freePort(): Promise<number> {
  const lowestHandedOut = ephemeralPortRange()[0];
  for (;;) {
    const port = LOWEST_TEST_PORT + Math.floor(Math.random() * (lowestHandedOut - LOWEST_TEST_PORT));
    if (await isFree(port)) return port;
  }
}

/** Above the ports development tools usually take (3000, 5173, 5432, 8080, …). */
const LOWEST_TEST_PORT = 20_000;

/** The system's range for port 0 and outgoing connections (Linux; elsewhere, IANA's 49152-65535). */
function ephemeralPortRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    if (Number(low) > LOWEST_TEST_PORT + 1000) return [Number(low), Number(high)];
  } catch {
    // Not Linux.
  }
  return [49_152, 65_535];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Signs the account up (if it is new) and in; the session cookie. */
export async function signUpAndSignIn(base: string, account: { email: string; password: string }): Promise<string> {
  await postForm(base, "/auth", { intent: "sign-up", ...account });
  const cookie = sessionCookieOf(await postForm(base, "/auth", { intent: "sign-in", ...account }));
  if (!cookie) throw new Error(`could not sign in as ${account.email}`);
  return cookie;
}

/** A Podbean player embed the episode form accepts. */
export const PODBEAN_EMBED =
  '<iframe title="Episode" height="150" width="100%" style="border: none;" scrolling="no" data-name="pb-iframe-player" src="https://www.podbean.com/player-v2/?from=embed&i=qajcw-f91d9c-pb&share=1&download=1&skin=f6f6f6&btn-skin=8bbb4e&size=150"></iframe>';

/** Creates an episode through the admin form, as an admin's browser would post it. */
export async function createEpisodeAsAdmin(
  base: string,
  cookie: string,
  episode: { title: string; guestName: string; description: string },
): Promise<Response> {
  return postForm(base, "/admin/episodes", { intent: "episode-create", ...episode, embedCode: PODBEAN_EMBED }, cookie);
}
