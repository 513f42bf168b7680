import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const id = "virtual:embed-player-script";
const source = fileURLToPath(new URL("../../app/embed/embed-player-script.ts", import.meta.url));

/**
 * `import scriptUrl from "virtual:embed-player-script"`: the address of the embeddable player's one
 * script (docs/decisions/0031-embed-player.md). The embed page is no React page: its server renders
 * plain HTML and it loads this script alone, so it must not go through React Router's client
 * manifest. In builds the client environment emits it as an entry of its own (`assets/embed-player-
 * <hash>.js`, hashed and cached like every asset) and the server environment, built after it by the
 * same plugin instance (`sharedDuringBuild`), gets that file's address. In development Vite serves
 * the TypeScript source.
 */
export function embedScript(): Plugin {
  let build = false;
  let root = process.cwd();
  let reference: string | undefined;
  let fileName: string | undefined;
  return {
    name: "embed-script",
    sharedDuringBuild: true,
    configResolved(config) {
      build = config.command === "build";
      root = config.root;
    },
    buildStart() {
      if (!build || this.environment.name !== "client") return;
      reference = this.emitFile({ type: "chunk", id: source, name: "embed-player" });
    },
    generateBundle() {
      if (this.environment.name === "client" && reference) fileName = this.getFileName(reference);
    },
    resolveId(requested) {
      return requested === id ? `\0${id}` : null;
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      // Development: the source by its path from the project root, which Vite's middleware compiles.
      if (!build)
        return `export default ${JSON.stringify(`/${path.relative(root, source).split(path.sep).join("/")}`)};`;
      if (!fileName) throw new Error("embed-script: the client build must run before the server build");
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
