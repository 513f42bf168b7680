import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./scripts/vite/client-chunks.ts";
import { embedScript } from "./scripts/vite/embed-script.ts";
import { slimLucide } from "./scripts/vite/slim-lucide.ts";
import { workerEntries } from "./scripts/vite/worker-entries.ts";

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // better-auth/adapters/drizzle only re-exports this package; named by its own name, the server
      // build can bundle it with drizzle-orm (see ssr.noExternal below).
      ...(command === "build" ? { "better-auth/adapters/drizzle": "@better-auth/drizzle-adapter" } : {}),
    },
  },
  plugins: [tailwindcss(), reactRouter(), slimLucide(), workerEntries(), embedScript()],
  // The server bundles lucide-react so that slimLucide reaches it too (see scripts/vite/slim-lucide.ts),
  // and the rich-text editor's Tiptap, which only the browser loads (RichTextField imports the editor
  // after hydration), so neither ships in the production install (server/production-dependencies.test.ts).
  ssr:
    command === "build"
      ? {
          noExternal: [
            "lucide-react",
            "@tiptap/react",
            "@tiptap/starter-kit",
            "@tiptap/extension-image",
            "@tiptap/extension-link",
            // And what those import, so the editor's server chunk needs nothing from node_modules.
            /^@tiptap\//,
            /^prosemirror-/,
            "linkifyjs",
            "fast-equals",
            "use-sync-external-store",
            "orderedmap",
            "rope-sequence",
            "w3c-keyname",
            "drizzle-orm",
            "drizzle-zod",
            "@better-auth/drizzle-adapter",
          ],
        }
      : {},
  build: {
    sourcemap: Boolean(process.env.SOURCEMAP),
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: clientChunkGroups } } },
  },
}));
