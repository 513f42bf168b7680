/**
 * Docker is not available where the tests run, so the image is checked for consistency instead of
 * being built: the Dockerfile against what the server reads at runtime, and docs/deploy.md against
 * the environment schema in app/.server/env.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

type Instruction = { keyword: string; args: string };

/** Dockerfile instructions, with continuation lines joined and comments dropped. */
function parseDockerfile(text: string): Instruction[] {
  const joined = text
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

const instructions = parseDockerfile(read("Dockerfile"));
const stages: Instruction[][] = [];
for (const instruction of instructions) {
  if (instruction.keyword === "FROM") stages.push([]);
  stages.at(-1)?.push(instruction);
}
const runtime = stages.at(-1) ?? [];
const runtimeArgs = (keyword: string) => runtime.filter((i) => i.keyword === keyword).map((i) => i.args);

/** Destinations (relative to WORKDIR /app) that the runtime stage copies in. */
function copiedPaths(): string[] {
  return runtimeArgs("COPY").map((args) => {
    const parts = args.split(/\s+/).filter((part) => !part.startsWith("--"));
    const destination = parts.at(-1) ?? "";
    return destination === "./" ? parts.slice(0, -1).join(" ") : destination.replace(/^\.\//, "");
  });
}

function isCopied(relativePath: string): boolean {
  const copied = copiedPaths()
    .flatMap((entry) => entry.split(/\s+/))
    .map((entry) => entry.replace(/\/+$/, ""));
  return copied.some((entry) => relativePath === entry || relativePath.startsWith(`${entry}/`));
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Paths the server code resolves against the working directory: path.resolve("x"), path.resolve(process.cwd(), "x"). */
function runtimePathsReadByTheServer(): string[] {
  const found = new Set<string>();
  for (const file of [...sourceFiles("server"), ...sourceFiles("app/.server")]) {
    for (const match of read(file).matchAll(/path\.resolve\(\s*(?:process\.cwd\(\),\s*)?"([^"]+)"/g)) {
      found.add(match[1]!.replace(/^\.\//, ""));
    }
  }
  return [...found];
}

const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;

/**
 * The source files `entry` loads (relative imports, static or dynamic, followed transitively) and
 * the packages they import statically. `import type` is erased by Node, so it is skipped; dynamic
 * package imports (vite, with --dev only) are not runtime requirements.
 */
function importClosure(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = read(file);
    const relative: string[] = [];
    for (const match of text.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gm)) {
      const specifier = match[1]!;
      if (specifier.startsWith(".")) relative.push(specifier);
      else if (!specifier.startsWith("node:")) packages.add(packageName(specifier));
    }
    for (const match of text.matchAll(/\bimport\(\s*"(\.[^"]+)"\s*\)/g)) relative.push(match[1]!);
    for (const specifier of relative) visit(path.posix.join(path.posix.dirname(file), specifier));
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

/** The npm scripts docs/deploy.md tells operators to run inside the container. */
const containerCommands = ["admin", "db:migrate", "db:backup", "db:restore"];

/** `node scripts/x.ts` → scripts/x.ts, for the container commands package.json defines. */
function containerCommandEntries(): string[] {
  return containerCommands.flatMap((name) => {
    const command = packageJson.scripts[name];
    if (!command) return [];
    const entry = /^node (\S+\.ts)\b/.exec(command)?.[1];
    expect(entry, `npm run ${name} should be "node <file>.ts"`).toBeDefined();
    return [entry!];
  });
}

describe("Dockerfile", () => {
  it("builds and runs on the Node version the tests run on, pinned", () => {
    const nodeVersion = read(".node-version").trim();
    expect(nodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect((packageJson.devDependencies ?? {}).node).toBe(nodeVersion);
    const image = instructions.find((i) => i.keyword === "ARG" && i.args.startsWith("NODE_IMAGE="))?.args;
    expect(image).toBe(`NODE_IMAGE=node:${nodeVersion}-slim`);
    const bases = instructions.filter((i) => i.keyword === "FROM").map((i) => i.args.split(/\s+/)[0]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) expect(base).toBe("${NODE_IMAGE}");
  });

  it("installs only production dependencies in the runtime stage, without optional peers", () => {
    const installs = runtimeArgs("RUN").filter((args) => /\bnpm (ci|install|i)\b/.test(args));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/\bnpm ci\b/);
    expect(installs[0]).toContain("--omit=dev");
    expect(installs[0]).toContain("--omit=optional");
  });

  it("drops what Node never loads from the production install: source maps, type declarations, docs", () => {
    const install = runtimeArgs("RUN").find((args) => /\bnpm ci\b/.test(args)) ?? "";
    const prune = /find node_modules (.*) -delete/.exec(install)?.[1] ?? "";
    for (const pattern of ["'*.map'", "'*.d.ts'", "'*.d.cts'", "'*.d.mts'", "'*.md'"]) expect(prune).toContain(pattern);
    // Licences stay with the code they license.
    expect(prune).toMatch(/! -iname 'licen\[cs\]e\*'/);
    expect(runtimeArgs("CMD").join(" ") + runtimeArgs("ENV").join(" ")).not.toContain("enable-source-maps");
  });

  it("runs as a non-root user in production mode", () => {
    const user = runtimeArgs("USER").at(-1);
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user!.split(":")[0]);
    expect(runtimeArgs("ENV").join(" ")).toMatch(/\bNODE_ENV=production\b/);
  });

  it("exposes the port the server listens on", () => {
    const port = /\bPORT=(\d+)/.exec(runtimeArgs("ENV").join(" "))?.[1] ?? "3000";
    expect(runtimeArgs("EXPOSE").join(" ").split(/\s+/)).toContain(port);
  });

  it("checks liveness on /healthz without curl (a database outage is no reason to restart)", () => {
    const healthcheck = runtimeArgs("HEALTHCHECK").join(" ");
    expect(healthcheck).toContain("/healthz");
    expect(healthcheck).not.toContain("/readyz");
    expect(healthcheck).toMatch(/CMD \["node"/);
    expect(healthcheck).not.toContain("curl");
  });

  it("keeps DATA_DIR on a volume", () => {
    const dataDir = /\bDATA_DIR=(\S+)/.exec(runtimeArgs("ENV").join(" "))?.[1];
    expect(dataDir).toBeDefined();
    expect(runtimeArgs("VOLUME").join(" ")).toContain(dataDir!);
  });

  it("starts the server directly, without building", () => {
    const cmd = runtimeArgs("CMD").at(-1) ?? "";
    expect(cmd).toContain("server/main.ts");
    expect(cmd).not.toMatch(/npm|scripts\/start/);
  });

  it("copies every path the server reads at runtime", () => {
    const paths = runtimePathsReadByTheServer();
    // The migrations folder and the build are found in the code, not listed here, so a new one is caught.
    expect(paths).toEqual(expect.arrayContaining(["drizzle", "build/client", "build/server/index.js"]));
    const { files } = importClosure("server/main.ts");
    expect(files).toEqual(expect.arrayContaining(["server/main.ts", "server/app.ts"]));
    for (const runtimePath of ["package.json", ...files, ...paths]) {
      expect(isCopied(runtimePath), `${runtimePath} is not copied into the runtime image`).toBe(true);
    }
  });

  it("copies what the admin, migration and backup commands load", () => {
    const entries = containerCommandEntries();
    expect(entries).toEqual(expect.arrayContaining(["scripts/admin.ts", "scripts/db-migrate.ts"]));
    for (const entry of entries) {
      for (const file of importClosure(entry).files) {
        expect(isCopied(file), `${file} (loaded by ${entry}) is not copied into the runtime image`).toBe(true);
      }
    }
  });

  it("needs no devDependency to start the server or run those commands", () => {
    for (const entry of ["server/main.ts", ...containerCommandEntries()]) {
      for (const name of importClosure(entry).packages) {
        expect(packageJson.dependencies, `${entry} loads ${name}`).toHaveProperty([name]);
      }
    }
  });

  it("leaves local state and installed modules out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim().replace(/\/+$/, ""));
    for (const entry of ["node_modules", "data", "build", ".env"]) expect(ignored).toContain(entry);
  });
});

describe("docs/deploy.md", () => {
  it("documents every environment variable of app/.server/env.ts", () => {
    const source = read("app/.server/env.ts");
    const schema = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1];
    expect(schema).toBeDefined();
    const variables = [...schema!.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
    expect(variables).toEqual(expect.arrayContaining(["NODE_ENV", "DATABASE_URL", "AUTH_SECRET", "TRUST_PROXY"]));

    const guide = read("docs/deploy.md");
    const undocumented = variables.filter((name) => !guide.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });
});
