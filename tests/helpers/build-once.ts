import { ensureBuild } from "../../scripts/ensure-build.ts";

/**
 * The integration project's global setup: one production build, when the sources are newer than it,
 * before any test file starts. The suites that start the built server each call ensureBuild too (so
 * a file run alone works), but in a full run they find the build fresh instead of building it side by
 * side in parallel workers.
 */
export default function buildOnce(): void {
  ensureBuild();
}
