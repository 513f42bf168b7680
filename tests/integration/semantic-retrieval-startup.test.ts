/**
 * Semantic retrieval is turned on when the site starts (serverApi.startDatabase, right after the
 * migrations), not by db/ when the connection opens: the database sits below search
 * (docs/decisions/0019-server-layers.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "semantic-retrieval-startup-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.SAMPLE_CONTENT = "off";
// Nothing is embedded here: turning retrieval on only prepares the vector store.
process.env.EMBEDDINGS_BASE_URL = "http://127.0.0.1:9/v1";
process.env.EMBEDDINGS_MODEL = "startup-test-model";

const { serverApi } = await import("~/.server/server-api");
const { getDb } = await import("~/.server/db/database");
const { semanticRetrievalEnabled } = await import("~/.server/search/embeddings/semantic-retrieval");

afterAll(async () => {
  await serverApi.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("opening the database leaves semantic retrieval to the start; starting the site turns it on", async () => {
  const db = await getDb();
  expect(semanticRetrievalEnabled(db)).toBe(false);
  await serverApi.startDatabase();
  expect(semanticRetrievalEnabled(db)).toBe(true);
}, 120_000);
