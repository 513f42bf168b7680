/**
 * `npm test`: every suite that needs no network, then one summary line counting all of them.
 *   1. Vitest: unit, component (happy-dom), integration (PGlite; PostgreSQL too when
 *      TEST_DATABASE_URL is set) and corpus (skips itself when ../shared/fixtures is absent), in one
 *      run whose JSON report counts every project's tests.
 *   2. Playwright in the system Chromium against the production build. Skipped with a notice when
 *      Chromium is missing, unless E2E_REQUIRED=1 (CI sets it), which makes a missing browser a failure.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import pg from "pg";
import { chromiumPath } from "./chromium.ts";
import { ensureBuild } from "./ensure-build.ts";

type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const add = (counts: Counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
};
const resultsDir = "test-results";
fs.mkdirSync(resultsDir, { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

// 1. Vitest
const vitestReport = `${resultsDir}/vitest.json`;
fs.rmSync(vitestReport, { force: true });
const vitestStatus = run("node_modules/.bin/vitest", [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(vitestReport);
if (vitest) {
  add({
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
}
// A crash before any test ran (syntax error, failed setup) still has to count as a failure.
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) totals.failed += 1;

// 2. Playwright
const e2eRequired = process.env.E2E_REQUIRED === "1";
if (!fs.existsSync(chromiumPath)) {
  if (e2eRequired) {
    console.error(`\nBrowser tests are required but Chromium is missing at ${chromiumPath}.`);
    totals.failed += 1;
  } else {
    console.log(
      `\nBrowser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`,
    );
  }
} else {
  ensureBuild();
  const e2eDatabase = await createE2eDatabase();
  const playwrightReport = `${resultsDir}/e2e-results.json`;
  fs.rmSync(playwrightReport, { force: true });
  try {
    const status = run("node_modules/.bin/playwright", ["test"], {
      ...(e2eDatabase ? { E2E_DATABASE_URL: e2eDatabase.url } : {}),
      E2E_PORT: process.env.E2E_PORT ?? String(await freePortPair()),
    });
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
      playwrightReport,
    );
    if (report) {
      add({
        passed: report.stats.expected,
        failed: report.stats.unexpected + report.stats.flaky,
        skipped: report.stats.skipped,
      });
    }
    if (status !== 0 && (!report || report.stats.unexpected + report.stats.flaky === 0)) totals.failed += 1;
  } finally {
    await e2eDatabase?.drop();
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);

/**
 * A port the system hands out whose next port is free too: the browser tests' server takes the
 * first and their stand-in feed server the second (playwright.config.ts). A fixed pair could be
 * held by another program on a shared machine.
 */
async function freePortPair(): Promise<number> {
  const listenOn = (port: number) =>
    new Promise<net.Server | undefined>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(undefined));
      server.listen(port, "127.0.0.1", () => resolve(server));
    });
  for (;;) {
    const first = (await listenOn(0))!;
    const port = (first.address() as net.AddressInfo).port;
    const second = port < 65_535 ? await listenOn(port + 1) : undefined;
    first.close();
    second?.close();
    if (second) return port;
  }
}

/** With TEST_DATABASE_URL, the e2e server runs on a fresh PostgreSQL database the tests can read. */
async function createE2eDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `e2e_${crypto.randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
