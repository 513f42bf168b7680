import { isCurrentImageVersion } from "~/content/image-versions";
import { flushAnalytics } from "./analytics/analytics-buffer";
import { runAdminCommand } from "./auth/admin-cli";
import { getAuth } from "./auth/auth";
import { answerBeacon } from "./beacon-endpoint";
import { clientIpHeader } from "./auth/create-auth";
import { watchContentVersion } from "./content/content-version";
import { seedSampleContent } from "./content/seed-sample-content";
import { closeDatabase, getDatabaseConnection, getDb } from "./db/database";
import { getEnv } from "./env";
import { issueSetupTokenIfNoAdmin } from "./auth/setup-token";
import { stopJobs } from "./jobs/jobs";
import { logger } from "./logger";
import { requestInfoContext } from "./request-context";
import { startSemanticRetrieval } from "./search/embeddings/start-semantic-retrieval";
import { warmEpisodeSearch } from "./search/warm-search";
import { startSiteJobs } from "./site-jobs";

/**
 * What the Express entry (server/, outside the Vite bundle) needs from the app. Exported through
 * entry.server so the server and the routes share one module graph: one logger, one database.
 */
export const serverApi = {
  getEnv,
  logger,
  /**
   * The key loaders read request facts under. The server builds the RouterContextProvider itself, from
   * its own react-router: in development Vite loads the app's copy separately, and React Router
   * checks the provider with instanceof against the copy that handles the request.
   */
  requestInfoContext,
  /** The header Express fills with the proxy-aware client address for Better Auth. */
  clientIpHeader,
  /**
   * Opens the database, applies migrations, turns semantic retrieval on when EMBEDDINGS_BASE_URL is
   * set and, with SAMPLE_CONTENT on (the default on the embedded database), loads the sample content
   * into an empty one; the server (and the admin CLI and db:migrate) call it before anything else.
   * Seeding belongs to starting the site, not to opening a connection: the admin CLI and scripts
   * open the same database and must not fill it. The episode search's word lists then load in the
   * background. Starting the search here, not in db/, keeps the database below the features
   * (docs/decisions/0019-server-layers.md).
   */
  startDatabase: async () => {
    const connection = await getDatabaseConnection();
    const env = getEnv();
    await startSemanticRetrieval(connection, env);
    if ((env.SAMPLE_CONTENT ?? (env.DATABASE_URL ? "off" : "on")) === "on") await seedSampleContent(connection.db);
    // After the server starts listening: reading WordNet's index holds the event loop a moment.
    setImmediate(() => void warmEpisodeSearch(connection.db));
  },
  /** The content version every instance's page cache follows (LISTEN/NOTIFY). */
  watchContentVersion: async () => watchContentVersion(await getDatabaseConnection()),
  /** Rejects when the database does not answer quickly. */
  checkDatabase: async (timeoutMs: number) => (await getDatabaseConnection()).ping(timeoutMs),
  closeDatabase,
  /** POST /api/analytics, which server/app.ts answers ahead of React Router (beacon-endpoint.ts). */
  answerBeacon: async (request: Request, clientIp: string) =>
    answerBeacon(request, clientIp, { db: await getDb(), auth: await getAuth(), env: getEnv() }),
  /** Stores the analytics events this process still holds in memory (shutdown, before the database closes). */
  flushAnalytics: async () => flushAnalytics(await getDb()),
  /** The job queue's workers and the schedules (site-jobs.ts registers the site's jobs), after the database. */
  startJobs: startSiteJobs,
  /** Stops taking jobs and lets running ones finish (up to the timeout) before the database closes. */
  stopJobs,
  /** Whether an image address's `?v=` is the file's current content hash (kept for a year if so). */
  isCurrentImageVersion,
  /**
   * The first-run link's token while no admin exists (printed by server/main.ts as /setup?token=…),
   * else undefined; after startDatabase.
   */
  issueSetupToken: async () => issueSetupTokenIfNoAdmin(await getDb()),
  /** The admin CLI (scripts/admin.ts). */
  runAdminCommand: async (args: readonly string[], options: { readPassword?: () => Promise<string> } = {}) =>
    runAdminCommand(await getDb(), args, { auth: await getAuth(), ...options }),
};

export type ServerApi = typeof serverApi;
