/**
 * The episode search's server time at archive scale (DESIGN.md: p95 <= 50 ms at 5,000 episodes):
 * seeds 5,000 synthetic episodes (synthetic-episodes.ts) into a fresh, migrated database and times
 * `searchEpisodes` in-process over a fixed sample of the labelled listener queries, each several
 * times after a warm-up run. Always on an in-memory PGlite; on PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, in a temporary database created and dropped here,
 * so no other data is touched.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../../app/.server/db/client.ts";
import { searchEvalQueries } from "../../tests/fixtures/search/eval-queries.ts";
import { onCleanup } from "./cleanup.ts";
import { syntheticEpisodes } from "./synthetic-episodes.ts";
import { syntheticCuesPerEpisode, syntheticTranscript } from "./synthetic-transcripts.ts";

export type SearchSpeedResult = {
  database: "pglite" | "postgres";
  episodes: number;
  /** Transcript cues each episode has (synthetic-transcripts.ts). */
  cuesPerEpisode: number;
  queries: number;
  runsPerQuery: number;
  /** Time of one `searchEpisodes` call (limit 3), in-process, over every timed run of every query. */
  latencyMs: { p50: number; p95: number; max: number; average: number };
  /**
   * The same calls' CPU time (this process's user and system time: PGlite runs in it), which other
   * work on a shared machine inflates far less than the wall-clock latency.
   */
  cpuMs?: { p50: number; p95: number };
  /** The queries with the highest median time, slowest first. */
  slowest: { query: string; medianMs: number }[];
  seedSeconds: number;
  /** The messages timed (from tests/fixtures/search/eval-queries.ts). */
  sample: string[];
  error?: string;
};

export const searchSpeedEpisodes = 5000;
const sampleSize = 30;

const projectRoot = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(projectRoot, "app");

/**
 * The app's modules are written for Vite: `~/` means app/, and relative imports leave out `.ts`.
 * With those two resolved, Node runs them as they are (it strips the types itself).
 */
let appImportsResolved = false;
export function resolveAppImports(): void {
  if (appImportsResolved) return;
  appImportsResolved = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = specifier.startsWith("~/") ? pathToFileURL(path.join(appDir, specifier.slice(2))).href : specifier;
      try {
        return nextResolve(target, context);
      } catch (error) {
        const local = target.startsWith(".") || target.startsWith("file:");
        if (!local || (error as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw error;
        for (const suffix of [".ts", "/index.ts"]) {
          try {
            return nextResolve(`${target}${suffix}`, context);
          } catch {
            // Not this one either.
          }
        }
        throw error;
      }
    },
  });
}

async function loadApp() {
  resolveAppImports();
  const [client, migrate, search, schema, extras] = await Promise.all([
    import("../../app/.server/db/client.ts"),
    import("../../app/.server/db/migrate.ts"),
    import("../../app/.server/search/search-episodes.ts"),
    import("../../app/.server/db/schema/episodes.ts"),
    import("../../app/.server/db/schema/episode-extras.ts"),
  ]);
  return {
    openDatabase: client.openDatabase,
    migrateDatabase: migrate.migrateDatabase,
    searchEpisodes: search.searchEpisodes,
    episodes: schema.episodes,
    transcriptCues: extras.transcriptCues,
  };
}
type App = Awaited<ReturnType<typeof loadApp>>;

/** A fixed spread of the labelled queries: every kind, from one-word topics to chatty paragraphs. */
export function searchSpeedQueries(): string[] {
  const all = searchEvalQueries.map((query) => query.query);
  const count = Math.min(sampleSize, all.length);
  return Array.from({ length: count }, (_, index) => all[Math.floor((index * all.length) / count)]!);
}

/** Nearest-rank percentile of ascending `sorted`. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The first line of an error (a failed query's message carries the whole SQL), and its cause. */
function describe(error: unknown): string {
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value)).split("\n")[0]!;
  const cause = error instanceof Error && error.cause ? `: ${text(error.cause)}` : "";
  return `${text(error).slice(0, 200)}${cause}`;
}

async function seed(app: App, db: Database, count: number, cuesPerEpisode: number): Promise<void> {
  const now = new Date();
  const rows = syntheticEpisodes(count);
  for (let start = 0; start < rows.length; start += 250) {
    const inserted = await db
      .insert(app.episodes)
      .values(rows.slice(start, start + 250).map((row) => ({ ...row, createdAt: now, updatedAt: now })))
      .returning({ id: app.episodes.id });
    if (cuesPerEpisode === 0) continue;
    // Every episode has a transcript; a few episodes per statement, as an import writes them.
    for (let first = 0; first < inserted.length; first += 10) {
      const cues = inserted.slice(first, first + 10).flatMap(({ id }, offset) => {
        const index = start + first + offset;
        return syntheticTranscript(rows[index]!, index, cuesPerEpisode).map((cue) => ({ ...cue, episodeId: id }));
      });
      await db.insert(app.transcriptCues).values(cues);
    }
  }
  await db.execute(sql`analyze`);
}

async function timeQueries(
  app: App,
  db: Database,
  queries: string[],
  runs: number,
): Promise<Pick<SearchSpeedResult, "latencyMs" | "cpuMs" | "slowest">> {
  for (const query of queries) await app.searchEpisodes(db, query, { limit: 3 });
  const samples: number[] = [];
  const cpu: number[] = [];
  const byQuery = new Map<string, number[]>(queries.map((query) => [query, []]));
  for (let run = 0; run < runs; run++) {
    for (const query of queries) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await app.searchEpisodes(db, query, { limit: 3 });
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      samples.push(elapsed);
      byQuery.get(query)!.push(elapsed);
    }
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const slowest = [...byQuery]
    .map(([query, times]) => ({
      query,
      medianMs: round(
        percentile(
          [...times].sort((a, b) => a - b),
          0.5,
        ),
      ),
    }))
    .sort((a, b) => b.medianMs - a.medianMs)
    .slice(0, 3);
  return {
    latencyMs: {
      p50: round(percentile(samples, 0.5)),
      p95: round(percentile(samples, 0.95)),
      max: round(samples.at(-1) ?? 0),
      average: round(samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length)),
    },
    cpuMs: { p50: round(percentile(cpu, 0.5)), p95: round(percentile(cpu, 0.95)) },
    slowest,
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function measureOn(
  app: App,
  options: {
    database: SearchSpeedResult["database"];
    runs: number;
    episodes: number;
    cuesPerEpisode: number;
    postgresUrl?: string;
  },
): Promise<SearchSpeedResult> {
  const sample = searchSpeedQueries();
  const base = {
    database: options.database,
    episodes: options.episodes,
    cuesPerEpisode: options.cuesPerEpisode,
    queries: sample.length,
    runsPerQuery: options.runs,
    sample,
  };
  let connection: Awaited<ReturnType<App["openDatabase"]>> | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    // BENCH_SEARCH_SEED_CACHE=<file>: the seeded PGlite database is kept there (dumpDataDir) and
    // started from it next time: seeding 5,000 transcripts takes minutes, a profile wants seconds.
    const seedCache = options.database === "pglite" ? process.env.BENCH_SEARCH_SEED_CACHE : undefined;
    let seeded = false;
    if (seedCache && fs.existsSync(seedCache)) {
      connection = await app.openDatabase({ kind: "pglite", loadDataDir: new Blob([fs.readFileSync(seedCache)]) });
      seeded = true;
    } else if (options.database === "pglite" || !options.postgresUrl) {
      connection = await app.openDatabase({ kind: "pglite" });
    } else {
      const adminUrl = options.postgresUrl;
      const name = `bench_search_${crypto.randomBytes(6).toString("hex")}`;
      await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      dropDatabase = onCleanup(`drop database ${name}`, async () => {
        await connection?.close();
        connection = undefined;
        await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      connection = await app.openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
    }
    const seedStarted = performance.now();
    if (!seeded) {
      await app.migrateDatabase(connection, path.join(projectRoot, "drizzle"));
      await seed(app, connection.db, options.episodes, options.cuesPerEpisode);
      if (seedCache && connection.pglite) {
        const dump = await connection.pglite.dumpDataDir("none");
        fs.writeFileSync(seedCache, Buffer.from(await dump.arrayBuffer()));
      }
    }
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    console.log(
      `bench: episode search on ${options.database}: ${options.episodes} episodes with ${options.cuesPerEpisode}-cue transcripts seeded in ${seedSeconds} s`,
    );
    // BENCH_SEARCH_ROUNDS=3 times the sample three times over one seeding (seeding takes minutes) and
    // reports the round with the median p95: on a shared machine one round says more about the neighbours.
    const rounds: Awaited<ReturnType<typeof timeQueries>>[] = [];
    for (let round = 0; round < Math.max(1, Number(process.env.BENCH_SEARCH_ROUNDS ?? 1)); round++) {
      rounds.push(await timeQueries(app, connection.db, sample, options.runs));
      const {
        latencyMs: { p50, p95, max },
        cpuMs,
      } = rounds.at(-1)!;
      console.log(
        `bench: episode search round ${round + 1}: p50 ${p50} ms, p95 ${p95} ms, max ${max} ms; CPU p50 ${cpuMs?.p50} ms, p95 ${cpuMs?.p95} ms`,
      );
    }
    rounds.sort((a, b) => a.latencyMs.p95 - b.latencyMs.p95);
    return { ...base, ...rounds[Math.floor(rounds.length / 2)]!, seedSeconds };
  } catch (error) {
    return {
      ...base,
      latencyMs: { p50: 0, p95: 0, max: 0, average: 0 },
      slowest: [],
      seedSeconds: 0,
      error: describe(error),
    };
  } finally {
    // Dropping the temporary database closes the connection first.
    if (dropDatabase) await dropDatabase();
    else await connection?.close();
  }
}

/** On PGlite, and on PostgreSQL when `postgresUrl` (by default BENCH_DATABASE_URL or TEST_DATABASE_URL) is set. */
export async function measureSearchSpeed({
  runs = 5,
  episodes = searchSpeedEpisodes,
  cuesPerEpisode = Number(process.env.BENCH_TRANSCRIPT_CUES ?? syntheticCuesPerEpisode),
  postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
}: { runs?: number; episodes?: number; cuesPerEpisode?: number; postgresUrl?: string } = {}): Promise<
  SearchSpeedResult[]
> {
  const app = await loadApp();
  const results = [await measureOn(app, { database: "pglite", runs, episodes, cuesPerEpisode })];
  if (postgresUrl) {
    results.push(await measureOn(app, { database: "postgres", runs, episodes, cuesPerEpisode, postgresUrl }));
  }
  return results;
}
