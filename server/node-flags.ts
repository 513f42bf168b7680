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
