/** Launches one headless Chromium (fresh profile, debugging port in 3300-3399) for all Lighthouse runs. */
import { accessSync, constants } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { onCleanup } from "./cleanup.ts";
import { findFreePort } from "./ports.ts";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

export type RunningChrome = { port: number; version: string; close: () => Promise<void> };

export const chromeFlags = ["--headless", ...chromiumFlags];

/** CHROMIUM_PATH overrides the default /usr/bin/chromium. */
export function chromePath(): string {
  return chromiumPath;
}

function assertExecutable(file: string) {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium not found at ${file}. Install it (Debian: apt-get install chromium) or point CHROMIUM_PATH at a ` +
        `Chrome/Chromium binary. To skip Lighthouse, run: npm run bench -- --only js,load`,
    );
  }
}

export async function launchChrome(excludePorts: number[]): Promise<RunningChrome> {
  const executable = chromePath();
  assertExecutable(executable);
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "untangled-bench-chrome-"));
  const port = await findFreePort(excludePorts);
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: executable,
      chromeFlags,
      userDataDir, // a fresh profile: passed as --user-data-dir, removed by us when done
      port,
      handleSIGINT: false, // cleanup.ts handles Ctrl-C
      logLevel: "silent",
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not launch Chromium (${executable}) on debugging port ${port}: ${message}`);
  }

  const close = onCleanup("stop Chromium", async () => {
    const child = chrome.process;
    const gone =
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      chrome.kill(); // SIGKILL to Chromium's process group
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
    } finally {
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    }
  });

  let version = "unknown";
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`, { signal: AbortSignal.timeout(5000) });
    version = ((await response.json()) as { Browser?: string }).Browser ?? version;
  } catch {
    // Only informative.
  }
  return { port: chrome.port, version, close };
}
