import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, ShareCard, type ShareCardContent } from "./share-card-design";

/**
 * The brand fonts as WOFF (satori reads TTF, OTF and WOFF, not WOFF2), read from node_modules at run
 * time rather than bundled: the Latin files first, then Latin Extended for the letters they lack
 * (satori falls back through the list glyph by glyph).
 */
const fontFiles: { name: string; weight: Font["weight"]; file: string }[] = [
  { name: "Lora", weight: 700, file: "@fontsource/lora/files/lora-latin-700-normal.woff" },
  { name: "Lora", weight: 700, file: "@fontsource/lora/files/lora-latin-ext-700-normal.woff" },
  { name: "Source Sans 3", weight: 400, file: "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff" },
  { name: "Source Sans 3", weight: 600, file: "@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff" },
  { name: "Source Sans 3", weight: 700, file: "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff" },
  {
    name: "Source Sans 3",
    weight: 600,
    file: "@fontsource/source-sans-3/files/source-sans-3-latin-ext-600-normal.woff",
  },
];

let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    fontFiles.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(file)),
    })),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/**
 * One card as a 1200×630 PNG: satori lays the design out to SVG on the main thread (some 10-20 ms once
 * warm), resvg draws it on the thread pool (some 30-40 ms). The first render in a process also
 * compiles satori's layout engine and parses the fonts (figures in docs/decisions/0032-share-cards.md).
 */
export async function renderShareCard(content: ShareCardContent): Promise<Buffer> {
  const svg = await satori(ShareCard(content), {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  // resvg's asynchronous render draws on libuv's thread pool, off the event loop.
  return (await renderAsync(svg, { fitTo: { mode: "original" } })).asPng();
}
