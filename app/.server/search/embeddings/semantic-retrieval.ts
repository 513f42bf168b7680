import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { episodes as episodesTable } from "../../db/schema/episodes";
import { logger } from "../../logger";
import type { ReadOptions } from "../read-question";
import type { EpisodeMatch, EpisodeSearch } from "../search-episodes";
import type { EmbeddingSettings } from "./embedding-settings";
import { nearestEpisodes } from "./embedding-store";
import { embedTexts } from "./embeddings-client";
import { reciprocalRankFusion } from "./reciprocal-rank-fusion";

/** How long a question waits for its vector before the answer comes from full text alone. */
export const QUESTION_TIMEOUT_MS = 1500;
/**
 * How deep the full-text ranking is read for fusion, at least: a rank below this adds under 1/110
 * to an episode's fused score, and reading more would fetch details (and transcript moments) of
 * episodes no page shows.
 */
const FUSION_DEPTH = 50;
/** How many episodes the vectors may add: a few pages' worth of the archive's search. */
const NEAREST_EPISODES = 50;
/** Question vectors kept per process (the archive asks once per page, and questions repeat). */
const CACHED_QUESTIONS = 500;

type Retrieval = { settings: EmbeddingSettings; questions: Map<string, number[]> };
/** On globalThis like the database connection it belongs to (development reloads modules). */
const holder = globalThis as typeof globalThis & { __semanticRetrievals?: WeakMap<Database, Retrieval> };
const retrievals = (holder.__semanticRetrievals ??= new WeakMap());

/**
 * Turns semantic retrieval on for a database whose vector store is ready (start-semantic-
 * retrieval.ts at start-up; tests). Until then, and whenever EMBEDDINGS_BASE_URL is unset, the
 * episode search is full text alone.
 */
export function enableSemanticRetrieval(db: Database, settings: EmbeddingSettings): void {
  retrievals.set(db, { settings, questions: new Map() });
}

export function semanticRetrievalEnabled(db: Database): boolean {
  return retrievals.has(db);
}

type SearchOptions = { limit?: number; offset?: number } & ReadOptions;
type TextSearch = (db: Database, message: string, options: SearchOptions) => Promise<EpisodeSearch>;

/**
 * The episode search with meaning as well as words (docs/decisions/0015-semantic-retrieval.md):
 * the full-text ranking (`searchByText`, searchEpisodes' own) and the episodes nearest the
 * question's vector, fused by reciprocal rank. Full text's abstention stands unless an episode's
 * similarity reaches the operator's threshold, so a question nothing answers still gets "no
 * episode on that". Off (the default), or when the question cannot be embedded in time (logged),
 * the answer is full text's alone.
 */
export async function withSemanticRetrieval(
  db: Database,
  message: string,
  options: SearchOptions,
  searchByText: TextSearch,
): Promise<EpisodeSearch> {
  const retrieval = retrievals.get(db);
  const { limit = 3, offset = 0 } = options;
  if (!retrieval || limit < 1) return searchByText(db, message, options);
  const [text, vector] = await Promise.all([
    searchByText(db, message, { ...options, limit: Math.max(FUSION_DEPTH, limit + offset), offset: 0 }),
    questionVector(retrieval, message),
  ]);
  // A question with nothing to look for (a greeting, stop words) keeps full text's prompt for one.
  const asksSomething = text.query.concepts.length > 0 || text.query.guests.length > 0;
  const nearest =
    vector && asksSomething
      ? await nearestEpisodes(db, vector, {
          model: retrieval.settings.model,
          minSimilarity: retrieval.settings.minSimilarity,
          limit: NEAREST_EPISODES,
        })
      : [];
  const fused = reciprocalRankFusion([text.episodes.map((episode) => episode.id), nearest.map((near) => near.id)]);
  const page = fused.slice(offset, offset + limit);
  const byText = new Map(text.episodes.map((episode) => [episode.id, episode]));
  const byMeaning = await episodeMatches(
    db,
    page.filter((item) => !byText.has(item.id)).map((item) => item.id),
  );
  const episodes = page
    .map((item) => {
      const episode = byText.get(item.id) ?? byMeaning.get(item.id);
      return episode && (nearest.length > 0 ? { ...episode, score: item.score } : episode);
    })
    .filter((episode): episode is EpisodeMatch => episode !== undefined);
  // Exact while full text's answers fit in its depth; past it, a found-by-meaning episode that full
  // text ranks deeper is counted twice (the archive's page count may then be one too many).
  const total = text.total + nearest.filter((near) => !byText.has(near.id)).length;
  return { query: text.query, episodes, unmatched: unmatchedOn(text, episodes), total };
}

/**
 * Of the question's terms, those no episode on this page covers (searchEpisodes' meaning, for the
 * page rather than the fused list). An episode found by meaning alone answers the question as a
 * whole, so with one on the page no part is said to be missing.
 */
function unmatchedOn(text: EpisodeSearch, page: readonly EpisodeMatch[]): string[] {
  const byText = new Set(text.episodes.map((episode) => episode.id));
  if (page.some((episode) => !byText.has(episode.id))) return [];
  const searched = new Set([...text.unmatched, ...text.episodes.flatMap((episode) => episode.matched)]);
  const covered = new Set(page.flatMap((episode) => episode.matched));
  const terms = text.query.concepts.map((concept) => concept.term).filter((term) => searched.has(term));
  // Nothing on the page: what full text said was missing, in its order (the question's heart first).
  return page.length > 0 ? terms.filter((term) => !covered.has(term)) : text.unmatched;
}

/** The episodes found by meaning alone, as search results that matched no term. */
async function episodeMatches(db: Database, ids: readonly string[]): Promise<Map<string, EpisodeMatch>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: episodesTable.id,
      slug: episodesTable.slug,
      title: episodesTable.title,
      guestName: episodesTable.guestName,
      publishedDate: episodesTable.publishedDate,
      imageUrl: episodesTable.imageUrl,
      durationSeconds: episodesTable.durationSeconds,
      podbeanEmbedCode: episodesTable.podbeanEmbedCode,
      audioUrl: episodesTable.audioUrl,
    })
    .from(episodesTable)
    .where(inArray(episodesTable.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, publishedDate: new Date(row.publishedDate).toISOString(), score: 0, matched: [] },
    ]),
  );
}

let lastFailureLogged = 0;

/** The question's vector, or null when the API fails or is slow (logged at most once a minute). */
async function questionVector({ settings, questions }: Retrieval, message: string): Promise<number[] | null> {
  const key = message.trim();
  const cached = questions.get(key);
  if (cached) return cached;
  try {
    const [vector] = await embedTexts(settings, [message.slice(0, 2000)], {
      timeoutMs: QUESTION_TIMEOUT_MS,
      maxBytes: 1024 * 1024,
    });
    if (!vector) return null;
    questions.set(key, vector);
    if (questions.size > CACHED_QUESTIONS) questions.delete(questions.keys().next().value!);
    return vector;
  } catch (error) {
    if (Date.now() - lastFailureLogged > 60_000) {
      lastFailureLogged = Date.now();
      logger.warn({ err: error }, "Could not embed a question; answering from full text alone");
    }
    return null;
  }
}
