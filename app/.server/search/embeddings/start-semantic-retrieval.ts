import type { DatabaseConnection } from "../../db/client";
import type { Env } from "../../env";
import { logger } from "../../logger";
import { embeddingSettings } from "./embedding-settings";
import { prepareEmbeddingStore, vectorExtensionAvailable } from "./embedding-store";
import { enableSemanticRetrieval } from "./semantic-retrieval";

/** Any fixed number, shared by every instance: one of them creates the extension and the table. */
const EMBEDDING_STORE_LOCK_ID = 7_204_315;

/**
 * Right after the migrations (serverApi.startDatabase): with EMBEDDINGS_BASE_URL set, creates pgvector's extension and the
 * vector table and turns semantic retrieval on. A database without pgvector (or a user not allowed
 * to create it) keeps the site running on full-text search, with an error in the log that says
 * why; unset, nothing happens at all.
 */
export async function startSemanticRetrieval(connection: DatabaseConnection, env: Env): Promise<boolean> {
  const settings = embeddingSettings(env);
  if (!settings) return false;
  try {
    if (!(await vectorExtensionAvailable(connection.db))) {
      logger.error(
        "EMBEDDINGS_BASE_URL is set but the database has no pgvector extension (docs/deploy.md, Semantic search); searching by full text alone",
      );
      return false;
    }
    await connection.withAdvisoryLock(EMBEDDING_STORE_LOCK_ID, (db) => prepareEmbeddingStore(db));
    enableSemanticRetrieval(connection.db, settings);
    logger.info({ model: settings.model }, "semantic retrieval on");
    return true;
  } catch (error) {
    logger.error(
      { err: error },
      "Could not prepare the vector store for semantic retrieval; searching by full text alone",
    );
    return false;
  }
}
