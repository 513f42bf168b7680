/**
 * Full-page screenshots of every public page (app/content/public-pages.ts, with one example of each
 * page made from content) at a phone's and a laptop's width, for checking the design by eye. Each
 * page is cut into parts of a readable height (`about-390-1.png`, `about-390-2.png`, …), so an image
 * viewer shows them at full size. The images go to a folder outside the repository; nothing here is
 * committed or compared.
 *
 *   node scripts/screenshots.ts --base http://localhost:3000 [--out /tmp/site-screenshots] [--widths 390,1366]
 *
 * It needs a running server (`npm start`, or the production build with `node server/main.ts`);
 * `npm run screenshots -- --base …` runs it too.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { publicPagePatterns, publicPages } from "../app/content/public-pages.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    out: { type: "string", default: "/tmp/site-screenshots" },
    widths: { type: "string", default: "390,1366" },
  },
});
if (!values.base) {
  console.error("Usage: node scripts/screenshots.ts --base http://localhost:3000 [--out DIR] [--widths 390,1366]");
  process.exit(2);
}

const pages = [
  ...publicPages.map(({ path: pagePath, name }) => ({ path: pagePath, name })),
  ...publicPagePatterns.map(({ example, name }) => ({ path: example, name })),
];
const widths = values.widths.split(",").map(Number);
const heightFor = (width: number) => (width < 768 ? 844 : 900);
/** Parts about twice a phone's screen tall, or one and a half laptop screens. */
const partHeightFor = (width: number) => (width < 768 ? 1600 : 1200);
const fileName = (pagePath: string, width: number, part: number) =>
  `${pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "_")}-${width}-${part}.png`;

fs.mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: heightFor(width) } });
    const page = await context.newPage();
    for (const { path: pagePath, name } of pages) {
      const response = await page.goto(new URL(pagePath, values.base).href, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const partHeight = partHeightFor(width);
      const files: string[] = [];
      for (let top = 0, part = 1; top < pageHeight; top += partHeight, part++) {
        const file = path.join(values.out, fileName(pagePath, width, part));
        const clip = { x: 0, y: top, width, height: Math.min(partHeight, pageHeight - top) };
        await page.screenshot({ path: file, fullPage: true, clip });
        files.push(path.basename(file));
      }
      console.log(`${response?.status() ?? "-"}  ${name.padEnd(20)} ${files.join(" ")}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
