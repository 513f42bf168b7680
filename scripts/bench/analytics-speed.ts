/**
 * Issue 31's analytics budgets (docs/bench.md, ADR 0028):
 * - **Ingest**: 1,000 beacons a second for 30 s into the production server (`POST /api/analytics`,
 *   one event each, every one from its own address as a crowd would send them), all answered and
 *   all stored (counted in the server's own database once it has stopped), while a public page keeps
 *   answering: its p99 latency during the burst is read against the same page alone just before.
 * - **Dashboard**: everything /admin/analytics reads (its report, listening and conversions; 7 and 30 days) over 1,000,000
 *   raw events on PGlite, p95 <= 200 ms: in-process, 30 days of events of which the hourly job has
 *   rolled up every finished day and today's count (every 5 minutes) today so far, as the dashboard
 *   meets them on a busy month. What a count of such a day costs is reported beside it.
 */
import autocannon from "autocannon";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runHttpLoad } from "./http-load.ts";
import { resolveAppImports } from "./search-speed.ts";
import { startServer } from "./server.ts";
import type { HttpLoadResult } from "./types.ts";

export type AnalyticsSpeedResult = {
  ingest?: {
    targetPerSecond: number;
    durationSeconds: number;
    sent: number;
    /** Answered 204 (counted or not, the endpoint says nothing more). */
    answered: number;
    acceptedPerSecond: number;
    /** Rows in analytics_events after the server stopped (its buffer flushes on shutdown). */
    stored: number;
    errors: number;
    pageAlone: HttpLoadResult;
    pageDuringIngest: HttpLoadResult;
  };
  dashboard?: {
    rawEvents: number;
    seedSeconds: number;
    rollUpSeconds: number;
    /** One count of today (a thirtieth of the events), as the every-5-minutes job runs it. */
    todayCountMs: number;
    runs: number;
    /** Milliseconds per report, over both periods. */
    p50: number;
    p95: number;
    max: number;
  };
  error?: string;
};

export const ingestTargetPerSecond = 1000;
export const dashboardP95BudgetMs = 200;

const round = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;

const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/** An address per beacon, as many listeners send them: 10.x.y.z from a counter. */
function addressOf(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

async function measureIngest(projectRoot: string, durationSeconds: number) {
  const { seedBenchData } = await import("./long-transcript-episode.ts");
  // TRUST_PROXY=1: the bench stands in for the proxy, so each beacon's X-Forwarded-For is its address.
  let stored = 0;
  const server = await startServer(projectRoot, {
    env: { PAGE_CACHE: "on", TRUST_PROXY: "1", ANALYTICS: "on" },
    label: "analytics ingest",
    prepareDataDir: seedBenchData,
    // The server's buffer writes its last batch on SIGTERM (server/main.ts): count after that.
    afterStop: async (dataDir) => {
      stored = await countStoredEvents(dataDir);
    },
  });
  try {
    const page = { origin: server.origin, path: "/episodes", connections: 10, durationSeconds: 10 };
    const pageAlone = await runHttpLoad({ ...page, label: "public page alone" });
    let sent = 0;
    const ingest = autocannon({
      url: new URL("/api/analytics", server.origin).href,
      connections: 50,
      overallRate: ingestTargetPerSecond,
      duration: durationSeconds,
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": browserUserAgent },
      requests: [
        {
          setupRequest: (request) => {
            const index = sent++;
            return {
              ...request,
              headers: { ...request.headers, "x-forwarded-for": addressOf(index) },
              body: JSON.stringify({ k: "pageview", p: `/episodes/bench-${index % 400}`, r: "www.google.com" }),
            };
          },
        },
      ],
    });
    // The page measured in the middle of the burst, once the rate has settled.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const pageDuringIngest = await runHttpLoad({ ...page, label: "public page during the ingest" });
    const result = await ingest;
    const answered = Number(result.statusCodeStats?.["204"]?.count ?? 0);
    await server.stop();
    return {
      targetPerSecond: ingestTargetPerSecond,
      durationSeconds,
      sent: result.requests.sent,
      answered,
      acceptedPerSecond: round(answered / durationSeconds),
      stored,
      errors: result.errors + result.timeouts + result.non2xx,
      pageAlone,
      pageDuringIngest,
    };
  } finally {
    await server.stop();
  }
}

async function countStoredEvents(dataDir: string): Promise<number> {
  resolveAppImports();
  const client = await import("../../app/.server/db/client.ts");
  const { sql } = await import("drizzle-orm");
  const connection = await client.openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    const result = (await connection.db.execute(sql`select count(*)::int as n from analytics_events`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await connection.close();
  }
}

/**
 * 1,000,000 raw events over the 30 days the raw table keeps, in one statement: about 11,000
 * visitors a day of three events each, 400 episodes, 300 paths, a few referrers, campaigns and devices, and plays with listened
 * ranges, so every part of the report has work to do. A day's events lie together in the table, as
 * they do when they arrive day after day.
 */
export async function seedRawEvents(db: { execute: (query: never) => Promise<unknown> }, total: number, today: string) {
  const { sql } = await import("drizzle-orm");
  await db.execute(
    sql`
    insert into analytics_events (day, occurred_at, visitor, kind, path, referrer_host, utm_source, utm_medium,
      utm_campaign, device, browser, episode_slug, from_second, to_second, speed)
    select day, day::timestamp + interval '12 hours', 'v' || (i / 3) || '-' || day, kind,
      case when kind = 'pageview' then '/episodes/episode-' || (i % 300) end,
      case when kind = 'pageview' and i % 5 = 0 then (array['www.google.com','www.bing.com','t.co','www.facebook.com'])[1 + i % 4] end,
      case when kind = 'pageview' and i % 17 = 0 then 'newsletter' end,
      case when kind = 'pageview' and i % 17 = 0 then 'email' end,
      case when kind = 'pageview' and i % 17 = 0 then 'week-' || (i % 9) end,
      (array['mobile','desktop','tablet'])[1 + i % 3], (array['Chrome','Safari','Firefox','Edge'])[1 + i % 4],
      case when kind <> 'pageview' then 'episode-' || (i % 400) end,
      case when kind = 'play' then 0 when kind = 'listen' then (i % 180) * 10 end,
      case when kind = 'listen' then (i % 180) * 10 + 60 end,
      case when kind = 'listen' then 1 end
    from (
      select i, (${today}::date - ((i - 1) * 30 / ${total}))::date as day,
        (array['pageview','pageview','pageview','play','listen','listen','complete'])[1 + i % 7] as kind
      from generate_series(1, ${total}) as i
    ) generated` as never,
  );
}

export async function measureDashboard(runs: number, rawEvents: number) {
  resolveAppImports();
  const [client, migrate, report, listening, conversions, rollups, hash, { sql }] = await Promise.all([
    import("../../app/.server/db/client.ts"),
    import("../../app/.server/db/migrate.ts"),
    import("../../app/.server/analytics/analytics-report.ts"),
    import("../../app/.server/analytics/listening-report.ts"),
    import("../../app/.server/analytics/analytics-conversions.ts"),
    import("../../app/.server/analytics/analytics-rollups.ts"),
    import("../../app/.server/analytics/visitor-hash.ts"),
    import("drizzle-orm"),
  ]);
  // Everything /admin/analytics's loader reads (app/routes/admin/analytics.tsx), at once as it does.
  const dashboard = (days: 7 | 30, now: Date) =>
    Promise.all([
      report.loadAnalyticsReport(connection.db, days, now),
      listening.loadListeningReport(connection.db, days, null, now),
      conversions.loadConversionReport(connection.db, days, now),
    ]);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-analytics-"));
  const connection = await client.openDatabase({ kind: "pglite", dataDir });
  try {
    await migrate.migrateDatabase(connection);
    const now = new Date();
    const seedStarted = performance.now();
    // The 400 episodes the events name, half an hour each, so the retention curves have their lengths.
    await connection.db.execute(sql`
      insert into episodes (slug, title, duration_seconds)
      select 'episode-' || n, 'Episode ' || n, 1800 from generate_series(0, 399) as n`);
    await seedRawEvents(connection.db as never, rawEvents, hash.utcDay(now));
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    const rollUpStarted = performance.now();
    await rollups.maintainAnalytics(connection.db, now);
    const rollUpSeconds = round((performance.now() - rollUpStarted) / 1000);
    // Today's count, as analytics-jobs.ts runs it every few minutes: today has 1/30 of the events.
    const todayStarted = performance.now();
    await rollups.rollUpDay(connection.db, hash.utcDay(now), now);
    const todayCountMs = Math.round(performance.now() - todayStarted);
    // One run of each period first: PGlite's first queries plan and warm its caches.
    for (const days of [7, 30] as const) await dashboard(days, now);
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      for (const days of [7, 30] as const) {
        const started = performance.now();
        await dashboard(days, now);
        samples.push(performance.now() - started);
      }
    }
    samples.sort((a, b) => a - b);
    return {
      rawEvents,
      seedSeconds,
      rollUpSeconds,
      todayCountMs,
      runs: samples.length,
      p50: round(percentile(samples, 0.5)),
      p95: round(percentile(samples, 0.95)),
      max: round(samples.at(-1) ?? 0),
    };
  } finally {
    await connection.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function measureAnalyticsSpeed(
  projectRoot: string,
  { ingestSeconds = 30, dashboardRuns = 20, rawEvents = 1_000_000 } = {},
): Promise<AnalyticsSpeedResult> {
  const result: AnalyticsSpeedResult = {};
  try {
    result.ingest = await measureIngest(projectRoot, ingestSeconds);
    console.log("bench: analytics dashboard over 1,000,000 raw events (seeding takes a minute or two)...");
    result.dashboard = await measureDashboard(dashboardRuns, rawEvents);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}
