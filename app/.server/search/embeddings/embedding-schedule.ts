import type { DatabaseConnection } from "../../db/client";
import type { Env } from "../../env";
import type { JobEngine } from "../../jobs/job-engine";
import { logger } from "../../logger";
import { embedEpisodesJobName } from "./embed-episodes-job";
import { embeddingSettings } from "./embedding-settings";
import { semanticRetrievalEnabled } from "./semantic-retrieval";

/**
 * When the embedding job runs: at start, a moment after any change to the content (the content
 * version's NOTIFY, migration 0007: imports, edits, transcripts), and every `sweepMs` in case a
 * change landed while a run was finishing. The job's one key makes every other start a no-op while
 * one is queued or running, on any number of instances. Returns a stop function.
 */
export async function startEmbeddingSchedule(
  engine: JobEngine,
  connection: DatabaseConnection,
  env: Env,
  { settleMs = 2000, sweepMs = 10 * 60_000 }: { settleMs?: number; sweepMs?: number } = {},
): Promise<() => void> {
  if (!embeddingSettings(env) || !semanticRetrievalEnabled(connection.db)) return () => {};
  const queue = () =>
    void engine.enqueue(embedEpisodesJobName, {}).catch((error: unknown) => {
      logger.warn({ err: error }, "could not start the embedding of episodes");
    });
  queue();
  let settle: NodeJS.Timeout | undefined;
  // An import writes in bursts: wait for it to settle rather than start a run per statement.
  const unlisten = await connection.listen("content_changed", () => {
    clearTimeout(settle);
    settle = setTimeout(queue, settleMs);
    settle.unref();
  });
  const sweep = setInterval(queue, sweepMs);
  sweep.unref();
  return () => {
    clearTimeout(settle);
    clearInterval(sweep);
    void unlisten().catch(() => {});
  };
}
