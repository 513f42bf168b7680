import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { embedScript } from "./scripts/vite/embed-script.ts";
import { workerEntries } from "./scripts/vite/worker-entries.ts";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Four suites: unit tests beside the code (server renders of a component included), component tests
 * beside the components (`*.component.test.tsx`: rendered and clicked with Testing Library in
 * happy-dom), integration tests on a real database (PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL is set), and the corpus suite over ../shared/fixtures.
 * docs/decisions/0020-test-databases-and-test-speed.md says why.
 *
 * They run in three groups, one after the other (`sequence.groupOrder`; the ADR's third addendum):
 * 0. unit, component and corpus, two files at a time (their budgets are processor time);
 * 1. the integration files, two at a time: most of their time is spent waiting for a server process;
 * 2. the integration files that assert wall-clock time (`timedIntegrationTests`), one at a time, with
 *    the machine to themselves, as before.
 */
const componentTests = "app/**/*.component.test.tsx";

/**
 * Integration files with a wall-clock limit in them (a page answered within N ms during an import,
 * a stalled event loop, a timeout that must fire in time). A second file beside them would share the
 * two cores and could fail them by chance, so they run alone. A new file that measures elapsed time
 * belongs here.
 */
export const timedIntegrationTests = [
  "tests/integration/article-extraction-worker.test.ts",
  "tests/integration/blog-import-by-url.test.ts",
  "tests/integration/contact-notice.test.ts",
  "tests/integration/database-outage.test.ts",
  "tests/integration/episodes-import.test.ts",
  "tests/integration/feed-sync.test.ts",
  "tests/integration/import-responsiveness.test.ts",
  "tests/integration/insights-at-scale.test.ts",
  "tests/integration/insights-flood.test.ts",
  "tests/integration/page-cache-flood.test.ts",
  "tests/integration/semantic-retrieval.test.ts",
  "tests/integration/transcript-file-worker.test.ts",
];

// A renamed or deleted file would otherwise drop out of both integration projects unnoticed.
for (const file of timedIntegrationTests) {
  if (!fs.existsSync(file))
    throw new Error(`vitest.config.ts: timedIntegrationTests names ${file}, which is not there`);
}

/** Both cores: Vitest's default on two cores is one worker (cores minus one). */
const twoAtATime = 2;
const integration = {
  globalSetup: ["tests/helpers/build-once.ts", "tests/helpers/pglite-template.ts"],
  testTimeout: 30_000,
  // Room for a server process's start (SERVER_START_TIMEOUT_MS, tests/helpers/server-process.ts).
  hookTimeout: 180_000,
};
export default defineConfig({
  resolve: { alias },
  // Worker modules' addresses (virtual:transcript-file-worker) and the embed's script
  // (virtual:embed-player-script), as in the build; the projects inherit them.
  plugins: [workerEntries(), embedScript()],
  test: {
    env: { NODE_ENV: "test" },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, componentTests],
          // A guard against a hang, not a speed check (budgets are asserted where they matter, in
          // processor time: tests/helpers/cpu-time.ts). The first test of a file pays for loading
          // WordNet, Readability or a worker thread: 2-5 s on a loaded 2-core machine, over the 5 s default.
          testTimeout: 30_000,
          maxWorkers: twoAtATime,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "component",
          include: [componentTests],
          environment: "happy-dom",
          setupFiles: ["tests/helpers/component-setup.ts"],
          // Room for the waits above (tests/helpers/component-setup.ts) when the machine is busy.
          testTimeout: 20_000,
          maxWorkers: twoAtATime,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...timedIntegrationTests],
          ...integration,
          maxWorkers: twoAtATime,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration-timed",
          include: timedIntegrationTests,
          ...integration,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "corpus",
          include: ["tests/corpus/**/*.test.ts"],
          // Its databases start from the migrated dump too (tests/helpers/pglite-template.ts).
          globalSetup: ["tests/helpers/pglite-template.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: twoAtATime,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
