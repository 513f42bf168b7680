import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";
import { serverEnvironment, serverNodeFlags } from "./server/node-flags.ts";
import { seedDataDirWithMigratedDatabase } from "./tests/helpers/migrated-pglite-folder.ts";

/**
 * Browser tests drive the system Chromium (never a downloaded one) against the production build.
 * The server gets a fresh data folder each run; with TEST_DATABASE_URL it runs on PostgreSQL instead
 * (scripts/test.ts creates a fresh database for the run), which lets tests read what the site stored.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const feedServerPort = port + 1;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
// The embedded database as a first start leaves it after the migrations, made once per machine
// (tests/helpers/migrated-pglite-folder.ts): the server then starts without PGlite's initdb. Only
// in the runner, which starts the server: each worker process reads this file again.
if (!process.env.E2E_DATABASE_URL && process.env.TEST_WORKER_INDEX === undefined)
  seedDataDirWithMigratedDatabase(dataDir);

export default defineConfig({
  testDir: "tests/e2e",
  // A whole flow (sign in as admin, four axe scans; create, edit, flag and delete an episode) takes
  // 28-31 s with two workers on a two-core machine of this project's kind, so 30 s failed them by
  // chance. Each step's own wait (expect, below) is what a user would notice, and stays at 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      // Stands in for the show's Podbean feed and the owner's website, so the imports run offline.
      command: "node_modules/.bin/node tests/e2e/support/feed-server.ts",
      url: `http://127.0.0.1:${feedServerPort}/healthz`,
      reuseExistingServer: false,
      env: { FEED_SERVER_PORT: String(feedServerPort) },
    },
    {
      command: `node_modules/.bin/node ${serverNodeFlags.join(" ")} server/main.ts`,
      url: `http://localhost:${port}/readyz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnvironment,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Tests act as distinct clients through X-Forwarded-For (see tests/e2e/support/test.ts), so
        // per-client rate limits do not make one test's sign-ups count against another's.
        TRUST_PROXY: "1",
        ADMIN_EMAILS: "admin@e2e.test",
        // Production would demand an authenticator app for the admin; these tests sign the admin in with
        // a password (tests/integration/admin-mfa.test.ts covers the second factor).
        ADMIN_REQUIRE_MFA: "false",
        SAMPLE_CONTENT: "on",
        PODCAST_FEED_URL: `http://127.0.0.1:${feedServerPort}/feed.xml`,
        BLOG_SOURCE_URL: `http://127.0.0.1:${feedServerPort}/`,
        IMPORT_ALLOW_PRIVATE_NETWORK: "true",
        // "Leave site" goes to a loopback page, never out to the real neutral site.
        QUICK_EXIT_URL: `http://localhost:${feedServerPort}/neutral`,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
