/** Builds the production bundle with `npx react-router build`, quietly unless it fails. */
import { spawn } from "node:child_process";
import { collectTail } from "./output-tail.ts";

export async function buildSite(cwd: string): Promise<void> {
  const startedAt = performance.now();
  console.log("bench: building the site (npx react-router build)...");
  const child = spawn("npx", ["react-router", "build"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", FORCE_COLOR: "0", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail = collectTail([child.stdout, child.stderr], 40);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    throw new Error(`react-router build failed (exit code ${code}). Last lines of its output:\n${tail.text()}`);
  }
  console.log(`bench: build done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
