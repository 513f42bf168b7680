import type { Env } from "../../env";

/** The operator's embeddings API (README, Configuration): where, with which model and key. */
export type EmbeddingSettings = {
  /** An OpenAI-compatible API's base URL, ending in /v1 (Ollama, llama.cpp's server, vLLM, OpenAI). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /**
   * The cosine similarity an episode needs to a question for meaning alone to put it in the
   * answers. Model-dependent (docs/decisions/0015-semantic-retrieval.md): below it, a question
   * nothing answers still gets the honest "no episode on that".
   */
  minSimilarity: number;
};

/** A middle value for the common open models (nomic-embed-text, bge, e5); the README says how to tune it. */
export const DEFAULT_MIN_SIMILARITY = 0.6;

/** On when EMBEDDINGS_BASE_URL is set (env.ts requires EMBEDDINGS_MODEL with it); otherwise null. */
export function embeddingSettings(env: Env): EmbeddingSettings | null {
  if (!env.EMBEDDINGS_BASE_URL || !env.EMBEDDINGS_MODEL) return null;
  return {
    baseUrl: env.EMBEDDINGS_BASE_URL,
    model: env.EMBEDDINGS_MODEL,
    apiKey: env.EMBEDDINGS_API_KEY || undefined,
    minSimilarity: env.EMBEDDINGS_MIN_SIMILARITY ?? DEFAULT_MIN_SIMILARITY,
  };
}
