import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const slimIcon = fileURLToPath(new URL("../../app/lib/slim-lucide-icon.ts", import.meta.url));

/**
 * In builds, every lucide-react icon is made by the site's small `createLucideIcon`
 * (app/lib/slim-lucide-icon.ts) instead of the library's, so the library's runtime never ships.
 * Applied to the client and the server build alike (the server bundles lucide-react for this), so
 * both render the same markup; development keeps the library as it is.
 */
export function slimLucide(): Plugin {
  return {
    name: "slim-lucide",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && /[\\/]lucide-react[\\/]/.test(importer) && source.endsWith("/createLucideIcon.mjs")) {
        return slimIcon;
      }
      return null;
    },
  };
}
