/**
 * `npm test`: every suite that needs no network, then one summary line counting all of them.
 *   1. Vitest: unit, component (happy-dom), integration (PGlite; PostgreSQL too when
 *      TEST_DATABASE_URL is set) and corpus (skips itself when ../shared/fixtures is absent), in one
 *      run whose JSON report counts every project's tests.
 *   2. Playwright in the system Chromium against the production build. Skipped with a notice when
 *      Chromium is missing, unless E2E_REQUIRED=1 (CI sets it), which makes a missing browser a failure.
 * The two run side by side: Vitest mostly waits for the servers its files start, and leaves a core
 * idle that the browser tests use (docs/decisions/0020-test-databases-and-test-speed.md, third
 * addendum). Both need the production build and the migrated database folder, made here first so
 * they do not make them twice at once. Vitest writes to the terminal as it goes; Playwright's output
 * goes to a log printed in one piece when both have finished.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migratedPgliteFolder } from "../tests/helpers/migrated-pglite-folder.ts";
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

/** Runs a command; its output goes to the terminal, or to `logFile` when one is given. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, logFile?: string): Promise<number> {
  const output = logFile ? fs.openSync(logFile, "w") : "inherit";
  const child = spawn(command, args, { stdio: ["ignore", output, output], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => {
      if (typeof output === "number") fs.closeSync(output);
      resolve(code ?? 1);
    });
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

ensureBuild();
migratedPgliteFolder();
const [vitest, browser] = await Promise.all([runVitest(), runBrowserTests()]);
add(vitest);
if (browser) {
  console.log(`\n== Browser tests (Playwright), from ${browser.logFile}\n`);
  process.stdout.write(fs.readFileSync(browser.logFile, "utf8"));
  add(browser.counts);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);

async function runVitest(): Promise<Counts> {
  // Outside test-results/, which Playwright empties when it starts.
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitest-report-")), "vitest.json");
  const status = await run("node_modules/.bin/vitest", [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  const result = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(report);
  if (fs.existsSync(report)) {
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.copyFileSync(report, `${resultsDir}/vitest.json`);
  }
  const counts = result
    ? {
        passed: result.numPassedTests,
        failed: result.numFailedTests,
        skipped: result.numPendingTests + result.numTodoTests,
      }
    : { passed: 0, failed: 0, skipped: 0 };
  // A crash before any test ran (syntax error, failed setup) still has to count as a failure.
  if (status !== 0 && counts.failed === 0) counts.failed += 1;
  return counts;
}

async function runBrowserTests(): Promise<{ counts: Counts; logFile: string } | undefined> {
  if (!fs.existsSync(chromiumPath)) {
    if (process.env.E2E_REQUIRED === "1") {
      console.error(`\nBrowser tests are required but Chromium is missing at ${chromiumPath}.`);
      totals.failed += 1;
    } else {
      console.log(
        `\nBrowser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`,
      );
    }
    return undefined;
  }
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "playwright-")), "output.log");
  console.log(`Browser tests run alongside; their output follows at the end (${logFile} meanwhile).\n`);
  const e2eDatabase = await createE2eDatabase();
  const report = `${resultsDir}/e2e-results.json`;
  fs.rmSync(report, { force: true });
  try {
    const status = await run(
      "node_modules/.bin/playwright",
      ["test"],
      {
        ...(e2eDatabase ? { E2E_DATABASE_URL: e2eDatabase.url } : {}),
        E2E_PORT: process.env.E2E_PORT ?? String(await freePortPair()),
      },
      logFile,
    );
    const result = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
      report,
    );
    const counts = result
      ? {
          passed: result.stats.expected,
          failed: result.stats.unexpected + result.stats.flaky,
          skipped: result.stats.skipped,
        }
      : { passed: 0, failed: 0, skipped: 0 };
    if (status !== 0 && counts.failed === 0) counts.failed += 1;
    return { counts, logFile };
  } finally {
    await e2eDatabase?.drop();
  }
}

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
