import type { Database } from "../../db/client";
import type { JobDefinition } from "../../jobs/job-engine";
import { logger } from "../../logger";
import type { EmbeddingSettings } from "./embedding-settings";
import {
  countStaleEpisodes,
  ensureDimensionIndex,
  saveEpisodeVectors,
  staleEpisodes,
  type StaleEpisode,
} from "./embedding-store";
import { embedTexts, EmbeddingsError } from "./embeddings-client";
import { episodeTextChunks } from "./episode-text-chunks";

export const embedEpisodesJobName = "embed-episodes";
export type EmbedEpisodesResult = { embedded: number; failed: number };

/** Texts per API request: servers take batches, and a batch still answers well within the timeout. */
const TEXTS_PER_REQUEST = 32;
/** Episodes read per round; the job reads again until none waits. */
const EPISODES_PER_ROUND = 32;

type Pending = { episode: StaleEpisode; chunks: string[] };

/**
 * The background job that gives every episode vectors for its current text (docs/decisions/0015-
 * semantic-retrieval.md): it finds the episodes whose content hash (text and model) has no vectors
 * yet, embeds them in batches and stores them, until none is left, so an edit, an import or a new
 * transcript is embedded on the next run. One run at a time (one key). An API that is down or slow
 * fails the run, which pg-boss retries with a growing wait (what was stored stays); an API that
 * refuses one episode's text (HTTP 4xx) skips that episode this run and goes on.
 */
export function embedEpisodesJob(
  db: Database,
  settings: EmbeddingSettings,
  { requestTimeoutMs = 120_000 }: { requestTimeoutMs?: number } = {},
): JobDefinition<Record<string, never>, EmbedEpisodesResult> {
  return {
    name: embedEpisodesJobName,
    key: () => "catalogue",
    retry: { limit: 8, delaySeconds: 30, maxDelaySeconds: 3600 },
    // A large catalogue with transcripts on a small local model takes a while; the work is saved
    // episode by episode, so an expired run's retry continues where it stopped.
    expireInSeconds: 4 * 60 * 60,
    async run(_data, control) {
      const skipped = new Set<string>();
      const indexed = new Set<number>();
      let embedded = 0;
      control.progress({ done: 0, total: await countStaleEpisodes(db, settings.model) });

      const embed = (texts: string[]) =>
        embedTexts(settings, texts, { timeoutMs: requestTimeoutMs, signal: control.signal });
      const save = async ({ episode }: Pending, vectors: number[][]) => {
        await saveEpisodeVectors(db, episode, settings.model, vectors);
        const dimensions = vectors[0]?.length ?? 0;
        if (dimensions > 0 && !indexed.has(dimensions)) {
          await ensureDimensionIndex(db, dimensions);
          indexed.add(dimensions);
        }
        embedded++;
        control.progress({ done: embedded + skipped.size, currentItem: episode.title });
      };
      const embedOne = async (item: Pending) => {
        const vectors: number[][] = [];
        for (let start = 0; start < item.chunks.length; start += TEXTS_PER_REQUEST) {
          vectors.push(...(await embed(item.chunks.slice(start, start + TEXTS_PER_REQUEST))));
        }
        await save(item, vectors);
      };
      const refused = (error: unknown) =>
        error instanceof EmbeddingsError &&
        error.status !== undefined &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 408 &&
        error.status !== 429;

      for (;;) {
        control.signal.throwIfAborted();
        const round = (await staleEpisodes(db, settings.model, EPISODES_PER_ROUND + skipped.size))
          .filter((episode) => !skipped.has(episode.id))
          .slice(0, EPISODES_PER_ROUND)
          .map((episode) => ({ episode, chunks: episodeTextChunks(episode) }));
        if (round.length === 0) break;
        // Whole episodes packed into requests of up to TEXTS_PER_REQUEST texts; a longer one alone.
        for (const group of packed(round)) {
          control.signal.throwIfAborted();
          try {
            if (group.length === 1) {
              await embedOne(group[0]!);
              continue;
            }
            const vectors = await embed(group.flatMap((item) => item.chunks));
            let offset = 0;
            for (const item of group) {
              await save(item, vectors.slice(offset, offset + item.chunks.length));
              offset += item.chunks.length;
            }
          } catch (error) {
            if (!refused(error)) throw error;
            // One text the API will not take: the others one by one, and that episode left for later.
            for (const item of group) {
              try {
                if (group.length === 1) throw error;
                await embedOne(item);
              } catch (alone) {
                if (!refused(alone)) throw alone;
                skipped.add(item.episode.id);
                logger.warn({ err: alone, episodeId: item.episode.id }, "the embeddings API refused an episode's text");
                control.progress({ errors: skipped.size });
              }
            }
          }
        }
      }
      return { embedded, failed: skipped.size };
    },
  };
}

function packed(items: readonly Pending[]): Pending[][] {
  const groups: Pending[][] = [];
  let current: Pending[] = [];
  let size = 0;
  for (const item of items) {
    if (current.length > 0 && size + item.chunks.length > TEXTS_PER_REQUEST) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += item.chunks.length;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
