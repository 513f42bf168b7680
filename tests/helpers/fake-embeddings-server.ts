import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Groups of words that mean one thing to the fake model: each word of a group counts on the
 * group's own dimension, so texts that share no word but speak of the same thing come out close,
 * as they do with a real embedding model.
 */
const CONCEPTS: readonly (readonly string[])[] = [
  ["embryo", "embryos", "ivf", "fertility", "lab", "samples", "reproductive", "eggs"],
  ["alimony", "support", "payments", "paying", "maintenance", "money", "cheque", "check"],
  ["holidays", "birthdays", "christmas", "vacation", "festive", "celebrations"],
  ["dog", "puppy", "retriever", "pet", "pets", "terrier", "kitten"],
];
const CONCEPT_WEIGHT = 5;
/**
 * Every other word marks one of these (by hash; 1 however often), so unrelated text stays apart
 * without a long text's filler outweighing what it is about.
 */
const OTHER_BUCKETS = 48;
export const FAKE_DIMENSIONS = CONCEPTS.length + OTHER_BUCKETS;

/** The fake model's deterministic vector: concept counts, then hashed other words. */
export function fakeVector(text: string): number[] {
  const vector = new Array<number>(FAKE_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const concept = CONCEPTS.findIndex((group) => group.includes(word));
    if (concept >= 0) vector[concept]! += CONCEPT_WEIGHT;
    else vector[CONCEPTS.length + (crypto.createHash("md5").update(word).digest()[0]! % OTHER_BUCKETS)] = 1;
  }
  return vector;
}

export type FakeEmbeddingsMode = "ok" | "fail" | "slow";

/**
 * A loopback stand-in for an OpenAI-compatible embeddings API (POST /v1/embeddings): it records
 * each request and answers with fakeVector per input, or fails (HTTP 500), or never answers.
 */
export async function startFakeEmbeddingsServer() {
  const requests: { authorization?: string; model: string; input: string[] }[] = [];
  const state: { mode: FakeEmbeddingsMode } = { mode: "ok" };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/embeddings") {
        return void response.writeHead(404).end();
      }
      const parsed = JSON.parse(body) as { model: string; input: string | string[] };
      const input = Array.isArray(parsed.input) ? parsed.input : [parsed.input];
      requests.push({ authorization: request.headers.authorization, model: parsed.model, input });
      if (state.mode === "slow") return; // holds the request open: a server that hangs
      if (state.mode === "fail") return void response.writeHead(500).end("model not loaded");
      response.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          object: "list",
          model: parsed.model,
          data: input.map((text, index) => ({ object: "embedding", index, embedding: fakeVector(text) })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
