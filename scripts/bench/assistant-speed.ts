/**
 * The assistant's time end to end over HTTP (issue 30 item 6: p95 under 30 ms at about 220 episodes):
 * starts the production build (`npm run build` first) on a fresh PGlite holding the held-out
 * catalogue (222 episodes, tests/fixtures/search-held-out), asks it the bench's fixed spread of
 * listener questions one at a time (search-speed.ts), each from its own address (TRUST_PROXY=1, so
 * the per-client rate limit of 30 a minute never answers instead), and reports p50, p95 and max per
 * round and the median round. `node scripts/bench/assistant-speed.ts [rounds]`; with
 * ASSISTANT_SPEED_PROFILE=<dir> the server writes a V8 CPU profile there when it stops.
 */
import path from "node:path";
import { searchSpeedQueries } from "./search-speed.ts";
import { startServer } from "./server.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const rounds = Number(process.argv[2] ?? 3);

async function seedHeldOutCatalogue(dataDir: string): Promise<void> {
  const { resolveAppImports } = await import("./search-speed.ts");
  resolveAppImports();
  const [client, migrate, evaluation] = await Promise.all([
    import("../../app/.server/db/client.ts"),
    import("../../app/.server/db/migrate.ts"),
    import("../../tests/search-eval/evaluate-search.ts"),
  ]);
  const connection = await client.openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    await migrate.migrateDatabase(connection, path.join(projectRoot, "drizzle"));
    await evaluation.loadSearchCatalogue(connection.db, evaluation.evaluationSets.heldOut.catalogue);
  } finally {
    await connection.close();
  }
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

const profile = process.env.ASSISTANT_SPEED_PROFILE;
const server = await startServer(projectRoot, {
  label: "assistant speed",
  prepareDataDir: seedHeldOutCatalogue,
  ...(profile ? { env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` } } : {}),
});
let client = 0;
async function ask(message: string): Promise<number> {
  client++;
  const started = performance.now();
  const response = await fetch(`${server.origin}/api/functions/search-episodes`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.origin,
      "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
    body: JSON.stringify({ message }),
  });
  await response.text();
  if (!response.ok) throw new Error(`assistant answered ${response.status}`);
  return performance.now() - started;
}
try {
  const questions = searchSpeedQueries();
  // Warm-up: the search's lexicon, index and WordNet are read in the background at start.
  for (const question of questions) await ask(question);
  const results: { p50: number; p95: number; max: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const times: number[] = [];
    for (const question of questions) times.push(await ask(question));
    times.sort((a, b) => a - b);
    const result = {
      p50: round1(percentile(times, 0.5)),
      p95: round1(percentile(times, 0.95)),
      max: round1(times.at(-1)!),
    };
    results.push(result);
    console.log(
      `assistant over HTTP, round ${round + 1}: p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `assistant over HTTP, medians of ${rounds} rounds of ${questions.length} questions: p50 ${median(results.map((r) => r.p50))} ms, ` +
      `p95 ${median(results.map((r) => r.p95))} ms, max ${median(results.map((r) => r.max))} ms`,
  );
} finally {
  await server.stop();
}
