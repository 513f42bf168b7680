/**
 * The V8 flags the production server runs with (issue 27, docs/bench.md "Server memory"), on its
 * command line wherever it is started: `npm start` (package.json), the container (Dockerfile), the
 * bench and the integration tests' server processes. V8 reads them when the process starts; set later
 * (v8.setFlagsFromString) they do nothing. node-flags.test.ts keeps the copies in step.
 *
 * - `--liftoff-only`: PGlite's WebAssembly stays in V8's baseline code. Optimising its hottest
 *   functions (PostgreSQL's executor and parser are a few huge functions) took about 600 MB of
 *   compiler memory for a few seconds after every start: the start's peak was 880-930 MB with it,
 *   380-510 MB without, and the pages and search it serves measured no slower.
 * - `--max-semi-space-size=16`: V8 sizes the young generation by the machine's memory (up to 64 MB
 *   semi-spaces, 128 MB of new space on this 24 GB machine); 16 MB keeps about 90 MB less resident
 *   when idle.
 */
export const serverNodeFlags = ["--liftoff-only", "--max-semi-space-size=16"] as const;

/**
 * The environment the server starts in, beside the flags and for the same reason: glibc's malloc
 * reads it when the process starts (an `env` prefix on `npm start`, `ENV` in the Dockerfile, the
 * spawners' `env`).
 *
 * - `MALLOC_ARENA_MAX=2`: malloc gives each thread that allocates an arena of its own (up to eight
 *   per core), and keeps what was freed in them: V8's compiler and GC threads, zlib, PGlite's
 *   WebAssembly growing. With two arenas, medians of three runs each: after a 5,000-item import
 *   418 MB against 435, peak while starting 280 against 288, idle 233 against 236 (docs/bench.md
 *   "Server memory").
 */
export const serverEnvironment = { MALLOC_ARENA_MAX: "2" } as const;

/** `serverEnvironment` as a shell command's prefix (`MALLOC_ARENA_MAX=2`). */
export const serverEnvironmentPrefix = Object.entries(serverEnvironment)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");
