import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/** Worker modules by the virtual module that gives their address. */
const workers: Record<string, string> = {
  "virtual:transcript-file-worker": fileURLToPath(
    new URL("../../app/.server/transcripts/transcript-file-worker.ts", import.meta.url),
  ),
};

const placeholder = (name: string) => `__WORKER_ENTRY_${name}__`;

/**
 * `import workerUrl from "virtual:transcript-file-worker"`: the address of a module a worker thread
 * can start from. A worker runs outside Vite, so in the server build the module becomes a chunk of
 * its own beside the server bundle (`build/server/workers/<name>.js`, with only what it imports) and
 * the address is that file's, relative to the chunk asking; in development and in Vitest it is the
 * TypeScript source, which Node runs itself (type stripping: the worker's modules import each other
 * by relative `.ts` paths, without the `~` alias). Not `import.meta.ROLLUP_FILE_URL_…`: Vite lists
 * a chunk referenced that way among the server's assets, which React Router then moves to the client.
 */
export function workerEntries(): Plugin {
  let build = false;
  return {
    name: "worker-entries",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(source) {
      return source in workers ? `\0${source}` : null;
    },
    load(id) {
      const source = id.startsWith("\0") ? workers[id.slice(1)] : undefined;
      if (!source) return null;
      if (!build) return `export default ${JSON.stringify(pathToFileURL(source).href)};`;
      const name = id.slice("\0virtual:".length);
      this.emitFile({ type: "chunk", id: source, fileName: `workers/${name}.js` });
      return `export default new URL(${JSON.stringify(placeholder(name))}, import.meta.url).href;`;
    },
    renderChunk(code, chunk) {
      let rendered = code;
      for (const key of Object.keys(workers)) {
        const name = key.slice("virtual:".length);
        if (!rendered.includes(placeholder(name))) continue;
        const relative = path.posix.relative(path.posix.dirname(chunk.fileName), `workers/${name}.js`);
        rendered = rendered.replaceAll(placeholder(name), relative.startsWith(".") ? relative : `./${relative}`);
      }
      return rendered === code ? null : { code: rendered, map: null };
    },
  };
}
