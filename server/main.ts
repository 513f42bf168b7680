/**
 * The process entry: loads the app (built bundle, or Vite in development), opens and migrates the
 * database, listens, and shuts down gracefully on SIGTERM/SIGINT.
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ServerApi } from "../app/.server/server-api.ts";
import { trackConnections } from "./graceful-close.ts";

const development = process.argv.includes("--dev");
// Must be settled before React loads (it picks its build from NODE_ENV), so everything that may load
// React is imported dynamically below.
process.env.NODE_ENV ??= development ? "development" : "production";
const { createApp } = await import("./app.ts");

type BuildWithApi = ServerBuild & { entry: { module: { serverApi: ServerApi } } };

async function loadApp() {
  if (development) {
    const { createServer } = await import("vite");
    const ownListeners = new Set(process.listeners("SIGTERM"));
    const vite = await createServer({ server: { middlewareMode: true } });
    // Vite installs a SIGTERM handler that exits at once; ours below closes the database first.
    for (const listener of process.listeners("SIGTERM")) {
      if (!ownListeners.has(listener)) process.off("SIGTERM", listener);
    }
    const load = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<BuildWithApi>;
    const build = await load();
    return { vite, build: load, serverApi: build.entry.module.serverApi };
  }
  const buildPath = path.resolve("build/server/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as BuildWithApi;
  return { vite: undefined, build: build as ServerBuild, serverApi: build.entry.module.serverApi };
}

const { vite, build, serverApi } = await loadApp();
const env = serverApi.getEnv();
const log = serverApi.logger;

// Settings a public deployment needs and a laptop does not: say so at start rather than fail quietly.
if (!development && !process.env.PUBLIC_URL) {
  log.warn(
    { publicUrl: env.publicUrl },
    "PUBLIC_URL is not set: links, origin checks and Secure cookies assume this address; set it to the site's public https address (docs/deploy.md)",
  );
}
if (env.DATABASE_URL && !env.AUTH_SECRET) {
  log.warn(
    "AUTH_SECRET is not set: this instance signs sessions with its own secret from DATA_DIR, so other instances on the same database will not accept them (docs/deploy.md)",
  );
}

const startedAt = performance.now();
await serverApi.startDatabase();
log.info(
  { database: env.DATABASE_URL ? "postgres" : "pglite", ms: Math.round(performance.now() - startedAt) },
  "database ready",
);
await serverApi.startJobs();
const setupToken = await serverApi.issueSetupToken();

let shuttingDown = false;
const app = createApp({ serverApi, build, vite, isShuttingDown: () => shuttingDown });
const server = http.createServer(app);
server.keepAliveTimeout = 65_000;
const connections = trackConnections(server);

server.listen(env.PORT, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info({ port, url: `http://localhost:${port}` }, `listening on http://localhost:${port}`);
  if (setupToken) {
    const origin = process.env.PUBLIC_URL ? env.publicUrl : `http://localhost:${port}`;
    printSetupLink(`${origin}/setup?token=${setupToken}`);
  }
});

/**
 * The first run's way in (app/.server/auth/setup-token.ts), on stdout whatever LOG_LEVEL says: the
 * owner needs it to open the admin area, and it works only until an admin exists.
 */
function printSetupLink(link: string) {
  process.stdout.write(
    `\nNo admin account yet. Open this link to create yours (it works once, until an admin exists):\n\n  ${link}\n\n`,
  );
}

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info({ signal }, "shutting down: finishing in-flight requests");
  // If something hangs, leave anyway; the orchestrator would kill us soon after.
  let currentStep = "requests";
  const force = setTimeout(() => {
    log.error({ step: currentStep }, "shutdown timed out after 10 s; exiting");
    process.exit(1);
  }, 10_000);
  force.unref();

  // Each step's time goes to the log, so a slow shutdown says which step held it.
  const started = performance.now();
  const step = async (name: string, run: () => Promise<unknown>) => {
    const stepStarted = performance.now();
    currentStep = name;
    await run();
    log.info({ step: name, ms: Math.round(performance.now() - stepStarted) }, "shutdown step done");
  };
  await step("requests", () => connections.close());
  try {
    await step("dev server", async () => vite?.close());
    // The last second's analytics beacons, held in memory for their batch (ADR 0028).
    await step("analytics", () => serverApi.flushAnalytics());
    // Jobs get most of the 10 s: one still running then is retried on the next start.
    await step("jobs", () => serverApi.stopJobs(6000));
    await step("database", () => serverApi.closeDatabase());
  } catch (error) {
    log.error({ err: error }, "error while closing the database");
    process.exit(1);
  }
  log.info({ ms: Math.round(performance.now() - started) }, "shutdown complete");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
