import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "vitest";

/**
 * The shared real-world fixtures live beside the project (../shared/fixtures) and are read by path,
 * never copied in. A clone without them skips the corpus suite; CI sets CORPUS_REQUIRED=1 so that a
 * missing folder fails loudly instead of passing by skipping everything. CORPUS_FIXTURES_DIR points
 * elsewhere (a git worktree, whose parent folder has no shared/ beside it).
 */
export const fixturesDir = path.resolve(process.env.CORPUS_FIXTURES_DIR ?? "../shared/fixtures");

export function readFixture(relativePath: string): string {
  return readFileSync(path.join(fixturesDir, relativePath), "utf8");
}

export function describeWithFixtures(name: string, fn: () => void): void {
  if (existsSync(fixturesDir)) {
    describe(name, fn);
  } else if (process.env.CORPUS_REQUIRED === "1") {
    describe(name, () => {
      it("needs the shared fixtures", () => {
        throw new Error(
          `CORPUS_REQUIRED=1 but the shared fixtures folder is missing: ${fixturesDir}. ` +
            "Check out ../shared/fixtures next to the project, or unset CORPUS_REQUIRED to skip the corpus suite.",
        );
      });
    });
  } else {
    describe.skip(`${name} (skipped: no shared fixtures at ${fixturesDir})`, fn);
  }
}
