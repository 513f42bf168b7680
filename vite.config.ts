import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./scripts/vite/client-chunks.ts";
import { slimLucide } from "./scripts/vite/slim-lucide.ts";

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [tailwindcss(), reactRouter(), slimLucide()],
  // The server bundles lucide-react so that slimLucide reaches it too (see scripts/vite/slim-lucide.ts).
  ssr: command === "build" ? { noExternal: ["lucide-react"] } : {},
  build: {
    sourcemap: Boolean(process.env.SOURCEMAP),
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: clientChunkGroups } } },
  },
}));
