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
 */
const componentTests = "app/**/*.component.test.tsx";
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
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/helpers/build-once.ts", "tests/helpers/pglite-template.ts"],
          testTimeout: 30_000,
          // Room for a server process's start (SERVER_START_TIMEOUT_MS, tests/helpers/server-process.ts).
          hookTimeout: 180_000,
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
        },
      },
    ],
  },
});
