/**
 * Builds the site when the build is missing or older than any of its sources, so `npm start` works
 * on a fresh clone and after a `git pull` without a separate build step.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildMarker = "build/server/index.js";
const sources = ["app", "public", "vite.config.ts", "scripts/vite", "react-router.config.ts", "package-lock.json"];

function newestModification(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

export function buildIsStale(): boolean {
  if (!fs.existsSync(buildMarker)) return true;
  const built = fs.statSync(buildMarker).mtimeMs;
  return sources.some((source) => newestModification(source) > built);
}

export function ensureBuild({ force = false } = {}): void {
  if (!force && !buildIsStale()) return;
  console.log("Building the site…");
  // Always a production build, even when a test runner (NODE_ENV=test) asks for it: Vite keeps an
  // existing NODE_ENV, and React would then ship its development build.
  const result = spawnSync("node_modules/.bin/react-router", ["build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}

if (import.meta.main) ensureBuild({ force: process.argv.includes("--force") });
