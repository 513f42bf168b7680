import fs from "node:fs";
import path from "node:path";
import { PGlite, type Extensions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { countQueries } from "./query-activity";

/** Both drivers share this query-builder surface; domain code is written against it only. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseConnection = {
  kind: "pglite" | "postgres";
  db: Database;
  /** The embedded database's one PGlite instance, which the job queue shares (app/.server/jobs/). */
  pglite?: PGlite;
  /** The PostgreSQL server's URL, for the job queue's own connections. */
  url?: string;
  /** Resolves when the database answers a trivial query; rejects after `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** Runs `work` while holding a cluster-wide advisory lock (no-op lock for the embedded database). */
  withAdvisoryLock<T>(lockId: number, work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each NOTIFY on `channel` (PostgreSQL: from any instance, on a dedicated
   * connection that reconnects; embedded: from this process). `onReconnect` runs after a lost
   * connection is back, when notifications may have been missed. Resolves to an unsubscribe.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number }
  /**
   * `dataDir` undefined means an in-memory database (tests); `loadDataDir` starts it from a dump
   * (PGlite's dumpDataDir), as the tests start from one migrated database (tests/helpers/pglite-template.ts).
   * `vector` loads pgvector, for semantic retrieval only (app/.server/search/embeddings/); otherwise
   * no extension beyond pg_trgm is loaded.
   */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob; vector?: boolean };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.maxConnections ?? 10)
    : openPglite(options.dataDir, options.loadDataDir, options.vector);
}

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory and, once
 * touched, stays in the process: with it the embedded database alone held about 370 MB of RSS; with
 * 16 MB, about 260 MB (docs/bench.md, "Memory"). PGlite reads the data folder through the operating
 * system's file cache, which keeps what the buffers no longer hold.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  withVector = false,
): Promise<DatabaseConnection> {
  if (dataDir) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const extensions: Extensions = { pg_trgm };
  const loadVector = async () => {
    extensions.vector = (await import("@electric-sql/pglite-pgvector")).vector;
  };
  if (withVector) await loadVector();
  let client = await PGlite.create({ dataDir, loadDataDir, extensions, startParams: pgliteStartParams });
  // A data folder that had semantic retrieval on holds pgvector's table: writes to episodes cascade
  // into it and need the extension's code, so it is loaded whenever it was ever installed there.
  if (
    !withVector &&
    dataDir &&
    (await client.query("select 1 from pg_extension where extname = 'vector'")).rows.length
  ) {
    await client.close();
    await loadVector();
    client = await PGlite.create({ dataDir, extensions, startParams: pgliteStartParams });
  }
  const db = drizzlePglite(client) as unknown as Database;
  countQueries(db, client);
  return {
    kind: "pglite",
    db,
    pglite: client,
    ping: (timeoutMs = 2000) =>
      withTimeout(
        client.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    // PGlite is one connection owned by this process: nothing else can run concurrently.
    withAdvisoryLock: (_lockId, work) => work(db),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, maxConnections: number): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 3000,
    // A database that stops answering mid-query (network partition) fails the query instead of
    // holding the request forever. Generous: the longest legitimate statement (a 1,000-item import's
    // insert) takes well under a second.
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool) as unknown as Database;
  return {
    kind: "postgres",
    db,
    url,
    ping: (timeoutMs = 2000) =>
      withTimeout(
        pool.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    async withAdvisoryLock(lockId, work) {
      const client = await pool.connect();
      try {
        // Waiting for another instance's migrations may rightly take longer than the query timeout.
        const lock = { text: "select pg_advisory_lock($1)", values: [lockId], query_timeout: 600_000 };
        await client.query(lock as pg.QueryConfig);
        try {
          return await work(drizzleNodePg(client) as unknown as Database);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [lockId]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage, onReconnect) => listenOnPostgres(url, channel, onMessage, onReconnect),
    close: () => pool.end(),
  };
}

/** LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting when lost. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(isReconnect: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.on("error", () => scheduleReconnect(next));
    next.on("end", () => scheduleReconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!isReconnect) throw error;
      return scheduleReconnect(next);
    }
    client = next;
    if (isReconnect) onReconnect?.();
  }

  function scheduleReconnect(failed: pg.Client) {
    if (stopped || retry || (client && client !== failed)) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, 1000);
    retry.unref();
  }

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
