/**
 * The background jobs' budgets (issue: imports as jobs, the feed syncing itself): a 1,000-item
 * Podbean feed imported into a fresh embedded database in <= 2 s (fetch from a loopback server,
 * parse, sanitize, insert), and a sync of an unchanged feed in <= 50 ms of server time (the
 * conditional GET answered 304, and the bookkeeping rows). In-process, on an in-memory PGlite, the
 * way the job runs the same functions.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { generatedFeed } from "../../tests/fixtures/feeds/generated-feed.ts";
import { resolveAppImports } from "./search-speed.ts";

export type ImportSpeedResult = {
  feedItems: number;
  /** Whole import (fetch, parse, write) per run, fresh database each run. */
  importMs: { runs: number[]; median: number };
  /** syncPodcastFeed on an unchanged feed: one 304 and the sync row. */
  unchangedSyncMs: { runs: number; p50: number; p95: number; max: number };
  error?: string;
};

export const importSpeedItems = 1000;
export const importBudgetMs = 2000;
export const unchangedSyncBudgetMs = 50;

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;

/** A loopback feed server answering `feed` (and 304 to its ETag), for the imports the bench times. */
export async function startFeedServer(feed: Buffer) {
  const etag = '"bench-1"';
  const server = http.createServer((request, response) => {
    if (request.headers["if-none-match"] === etag) return void response.writeHead(304, { etag }).end();
    response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8", etag }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function measureImportSpeed({ runs = 3, syncRuns = 30 } = {}): Promise<ImportSpeedResult> {
  resolveAppImports();
  const [client, migrate, importer, sync] = await Promise.all([
    import("../../app/.server/db/client.ts"),
    import("../../app/.server/db/migrate.ts"),
    import("../../app/.server/episodes/import-episodes.ts"),
    import("../../app/.server/feeds/feed-sync.ts"),
  ]);
  const feedServer = await startFeedServer(Buffer.from(generatedFeed(importSpeedItems)));
  const result: ImportSpeedResult = {
    feedItems: importSpeedItems,
    importMs: { runs: [], median: 0 },
    unchangedSyncMs: { runs: syncRuns, p50: 0, p95: 0, max: 0 },
  };
  try {
    for (let run = 0; run < runs; run++) {
      const connection = await client.openDatabase({ kind: "pglite" });
      try {
        await migrate.migrateDatabase(connection);
        const started = performance.now();
        const imported = await importer.importEpisodesFromFeed(connection.db, {
          feedUrl: feedServer.url,
          allowPrivateNetwork: true,
        });
        result.importMs.runs.push(round(performance.now() - started));
        if (imported.imported !== importSpeedItems) throw new Error(`imported ${imported.imported} episodes`);

        if (run === runs - 1) {
          const options = { feedUrl: feedServer.url, allowPrivateNetwork: true, periodMs: 3_600_000 };
          await sync.ensureSyncRow(connection.db, "podcast", 3_600_000);
          await sync.syncPodcastFeed(connection.db, options);
          const samples: number[] = [];
          for (let index = 0; index < syncRuns; index++) {
            const syncStarted = performance.now();
            const synced = await sync.syncPodcastFeed(connection.db, options);
            samples.push(performance.now() - syncStarted);
            if (!synced.notModified) throw new Error("the unchanged feed was read again");
          }
          samples.sort((a, b) => a - b);
          result.unchangedSyncMs = {
            runs: syncRuns,
            p50: round(percentile(samples, 0.5)),
            p95: round(percentile(samples, 0.95)),
            max: round(samples.at(-1) ?? 0),
          };
        }
      } finally {
        await connection.close();
      }
    }
    const sorted = [...result.importMs.runs].sort((a, b) => a - b);
    result.importMs.median = percentile(sorted, 0.5);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await feedServer.close();
  }
  return result;
}
