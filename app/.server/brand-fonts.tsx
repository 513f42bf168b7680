import { preload } from "react-dom";
import loraUpright from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import sourceSansUpright from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";

/**
 * The font files every page's first screen draws (headings and text, upright), as the URLs Vite gave
 * the same files that app/fonts.css names, so the preload and the stylesheet fetch one file.
 */
export const aboveTheFoldFonts = [loraUpright, sourceSansUpright];

/**
 * Asks React to put `<link rel="preload" as="font" crossorigin>` for each into the document's head, so
 * the browser fetches them with the document rather than after laying out the first text. Rendered by
 * the server only (entry.server.tsx, beside the router), so no client JavaScript carries it and
 * hydration never sees it: React writes resource hints outside the tree it hydrates.
 */
export function BrandFontPreloads() {
  for (const href of aboveTheFoldFonts) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return null;
}
