import type { Database } from "../db/client";
import { logger } from "../logger";
import { catalogueLexicon } from "./catalogue-lexicon";
import { searchIndex } from "./search-index";
import { situationBridges } from "./situation-bridge";
import { warmEverydayWords } from "./everyday-words";
import { warmWordnet } from "./wordnet";

/**
 * Loads what the episode search reads besides the database (WordNet's index, the everyday word
 * frequencies, the catalogue lexicon, the in-memory index of the episodes) right after start, so
 * the first listener's question does not wait seconds for it. Never fails the start: the search loads them itself when asked.
 */
export async function warmEpisodeSearch(db: Database): Promise<void> {
  const started = performance.now();
  try {
    warmWordnet();
    warmEverydayWords();
    // The definitions' bridges are worked out per lexicon (situation-bridge.ts), here rather than on a question.
    situationBridges(await catalogueLexicon(db));
    await searchIndex(db);
    logger.info({ ms: Math.round(performance.now() - started) }, "episode search ready");
  } catch (error) {
    logger.warn({ err: error }, "Could not prepare the episode search at start; it will on first use");
  }
}
