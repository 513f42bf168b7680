/**
 * The server's memory (issue 27), as the kernel counts it for the server process (RSS, from
 * /proc/<pid>/status), at the four points a small machine has to survive:
 *
 * 1. **Peak while starting**: a fresh data folder, as `npm start` on a new machine (the embedded
 *    database created, migrated and given the sample content): VmHWM when /readyz first answers.
 * 2. **Idle**: settled `idleSettleSeconds` after that, nothing asked (the search's warm-up done).
 * 3. **Under load**: the high-water mark while 100 connections ask for the cached pages of
 *    `memoryLoadPaths` for 30 s, and the RSS after.
 * 4. **After a 5,000-item import**: the admin's "Import episodes" run on a loopback feed of 5,000
 *    items (tests/fixtures/feeds/generated-feed.ts), as the admin's browser starts it; the
 *    high-water mark during the import and the RSS settled after it.
 *
 * The high-water mark is reset before points 3 and 4 (writing 5 to /proc/<pid>/clear_refs); where
 * that is refused, the RSS is also sampled every 100 ms and the highest sample is reported.
 * Linux only (the bench's machine kind).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { generatedFeed } from "../../tests/fixtures/feeds/generated-feed.ts";
import { signUpAndSignIn } from "../../tests/helpers/server-process.ts";
import { runHttpLoad } from "./http-load.ts";
import { startFeedServer } from "./import-speed.ts";
import { startServer } from "./server.ts";

export const memoryBudgetsMb = { startPeak: 600, idle: 250, underLoad: 400, afterImport: 450 } as const;
export const memoryLoadPaths = ["/", "/episodes/spousal-support-myths-busted", "/blog"] as const;
const importItems = 5000;
const loadConnections = 100;
const loadSeconds = 30;
const idleSettleSeconds = 15;
const importTimeoutMs = 10 * 60_000;
const admin = { email: "owner@bench.test", password: "bench-owner-password-123" };

export type MemoryResult = {
  /** MB (2^20 bytes) of resident memory. */
  startPeakMb: number;
  idleMb: number;
  loadPeakMb: number;
  afterLoadMb: number;
  importPeakMb: number;
  afterImportMb: number;
  importedEpisodes: number;
  importSeconds: number;
  error?: string;
};

function status(pid: number): { rssMb: number; hwmMb: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), hwmMb: Math.round(kb("VmHWM") / 1024) };
}

/** Follows one stretch of work: the high-water mark from the kernel, or sampled when it cannot be reset. */
function peakTracker(pid: number) {
  let canReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    canReset = false;
  }
  let sampled = status(pid).rssMb;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, status(pid).rssMb);
    } catch {
      // The process ended; the caller finds out.
    }
  }, 100);
  return () => {
    clearInterval(timer);
    const now = status(pid);
    return Math.max(sampled, canReset ? now.hwmMb : 0);
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the admin's episode import as a job and waits for it; returns how many episodes it added. */
async function importEpisodes(origin: string, cookie: string): Promise<number> {
  const headers = { "Content-Type": "application/json", Origin: origin, cookie };
  const started = await fetch(`${origin}/api/functions/import-episodes`, {
    method: "POST",
    headers,
    body: JSON.stringify({ wait: false }),
  });
  const { jobId, error } = (await started.json()) as { jobId?: string; error?: string };
  if (!jobId) throw new Error(`the import did not start (${started.status}: ${error ?? "no reason given"})`);
  const deadline = Date.now() + importTimeoutMs;
  while (Date.now() < deadline) {
    const report = (await (await fetch(`${origin}/api/functions/jobs/${jobId}`, { headers: { cookie } })).json()) as {
      state: string;
      result: { imported?: number } | null;
      error: string | null;
    };
    if (report.state === "completed") return report.result?.imported ?? 0;
    if (report.state === "failed" || report.state === "cancelled") {
      throw new Error(`the import ${report.state}: ${report.error ?? "no reason given"}`);
    }
    await sleep(500);
  }
  throw new Error(`the import did not finish within ${importTimeoutMs / 60_000} minutes`);
}

export async function measureMemory(projectRoot: string): Promise<MemoryResult> {
  const feed = await startFeedServer(Buffer.from(generatedFeed(importItems)));
  const result: MemoryResult = {
    startPeakMb: 0,
    idleMb: 0,
    loadPeakMb: 0,
    afterLoadMb: 0,
    importPeakMb: 0,
    afterImportMb: 0,
    importedEpisodes: 0,
    importSeconds: 0,
  };
  // A fresh data folder, as a new machine's `npm start`; only what the import needs on top.
  const server = await startServer(projectRoot, {
    label: "memory",
    env: {
      PAGE_CACHE: "on",
      ADMIN_EMAILS: admin.email,
      PODCAST_FEED_URL: feed.url,
      IMPORT_ALLOW_PRIVATE_NETWORK: "true",
      PODCAST_SYNC_EVERY: "off",
      // The bench signs in with a password alone, as the integration tests do.
      ADMIN_REQUIRE_MFA: "false",
    },
  });
  try {
    result.startPeakMb = status(server.pid).hwmMb;
    console.log(`bench: memory: started; settling ${idleSettleSeconds} s...`);
    await sleep(idleSettleSeconds * 1000);
    result.idleMb = status(server.pid).rssMb;

    const loadPeak = peakTracker(server.pid);
    const perPath = Math.floor(loadConnections / memoryLoadPaths.length);
    await Promise.all(
      memoryLoadPaths.map((path, index) =>
        runHttpLoad({
          origin: server.origin,
          path,
          connections: index === 0 ? loadConnections - perPath * (memoryLoadPaths.length - 1) : perPath,
          durationSeconds: loadSeconds,
          label: "memory under load",
        }),
      ),
    );
    result.loadPeakMb = loadPeak();
    result.afterLoadMb = status(server.pid).rssMb;

    // Signed up and in through the site's own form, as the integration tests do.
    const cookie = await signUpAndSignIn(server.origin, admin);
    console.log(`bench: memory: importing ${importItems} episodes...`);
    const importPeak = peakTracker(server.pid);
    const importStarted = performance.now();
    result.importedEpisodes = await importEpisodes(server.origin, cookie);
    result.importSeconds = Math.round((performance.now() - importStarted) / 100) / 10;
    result.importPeakMb = importPeak();
    await sleep(5000);
    result.afterImportMb = status(server.pid).rssMb;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await server.stop();
    await feed.close();
  }
  return result;
}
