/**
 * Rasterises the hand-drawn SVGs in public/images into the PNG and ICO files that browsers,
 * home screens and link previews need: favicon.svg/.ico, apple-touch-icon, manifest icons, the
 * Open Graph card and the podcast artwork the episodes feed names. The SVGs are the source of truth; run this after changing them:
 *   npm run assets:images
 * It drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through Playwright so
 * the PNGs match what a browser draws, with exact pixel sizes and real transparency.
 */
import { copyFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import type { Browser } from "@playwright/test";
import { site } from "../app/content/site.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const imagesDir = path.join(publicDir, "images");

const brand = { teal: "#1b615c", sand50: "#fcfaf6", sand500: "#b8925a", ink: "#171b22" };

// Inline the SVGs as data URIs: a page opened with setContent may not read file:// URLs.
async function svgDataUri(name: string): Promise<string> {
  const svg = await readFile(path.join(imagesDir, name));
  return `data:image/svg+xml;base64,${svg.toString("base64")}`;
}

type Shot = { html: string; width: number; height: number; transparent?: boolean };

async function render(browser: Browser, { html, width, height, transparent = false }: Shot): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>
      html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
      img{display:block}</style></head><body>${html}</body></html>`,
      { waitUntil: "load" },
    );
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ type: "png", omitBackground: transparent });
  } finally {
    await page.close();
  }
}

/**
 * Home-screen icons are full-bleed squares; the platform applies its own mask or rounding. The
 * mark's corner radius disappears into the same teal, and its loops sit inside the 80 % safe zone,
 * so one image serves as both an "any" and a "maskable" icon.
 */
function fullBleedIcon(mark: string, size: number): Shot {
  return {
    width: size,
    height: size,
    html: `<div style="width:${size}px;height:${size}px;background:${brand.teal}">
      <img src="${mark}" width="${size}" height="${size}"></div>`,
  };
}

function socialCard(cover: string): Shot {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return {
    width: 1200,
    height: 630,
    html: `<div style="position:relative;width:1200px;height:630px;background:${brand.sand50};
        font-family:Georgia,'Times New Roman',Times,serif;color:${brand.ink}">
      <div style="position:absolute;left:0;top:0;width:14px;height:630px;background:${brand.teal}"></div>
      <img src="${cover}" width="490" height="490" style="position:absolute;left:70px;top:70px;
        border-radius:18px;box-shadow:0 18px 40px rgba(23,27,34,.22)">
      <div style="position:absolute;left:616px;top:92px;width:520px">
        <div style="font:600 22px/1 system-ui,'Segoe UI',Helvetica,Arial,sans-serif;letter-spacing:6px;
          color:${brand.teal}">THE DIVORCE PODCAST</div>
        <div style="font-size:104px;line-height:1.05;margin-top:22px">${escape(site.shortName)}</div>
        <div style="font-size:34px;line-height:1.3;font-style:italic;color:#3b4350;margin-top:22px">
          ${escape(site.tagline)}</div>
        <div style="width:120px;height:3px;background:${brand.sand500};margin:34px 0 26px"></div>
        <div style="font:700 28px/1.2 system-ui,'Segoe UI',Helvetica,Arial,sans-serif">with ${escape(site.host.name)}</div>
        <div style="font:400 22px/1.4 system-ui,'Segoe UI',Helvetica,Arial,sans-serif;color:#3b4350;margin-top:6px">
          ${escape(site.host.role)}</div>
      </div>
    </div>`,
  };
}

/** An ICO holding one PNG image (allowed since Windows Vista and read by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0); // width, 0 means 256
  entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, png]);
}

/** Width and height from the PNG's IHDR chunk, to prove each output is the size it claims. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const written: string[] = [];
  const save = async (file: string, data: Buffer, expected?: { width: number; height: number }) => {
    if (expected) {
      const actual = pngSize(data);
      if (actual.width !== expected.width || actual.height !== expected.height) {
        throw new Error(`${file}: expected ${expected.width}x${expected.height}, got ${actual.width}x${actual.height}`);
      }
    }
    await writeFile(path.join(publicDir, file), data);
    written.push(`${file.padEnd(26)} ${(data.length / 1024).toFixed(1).padStart(6)} KB`);
  };

  try {
    await copyFile(path.join(imagesDir, "logo-mark.svg"), path.join(publicDir, "favicon.svg"));
    written.push("favicon.svg                (copy of images/logo-mark.svg)");

    const mark = await svgDataUri("logo-mark.svg");
    const cover = await svgDataUri("podcast-cover.svg");

    // The tab icon keeps the mark's rounded corners on a transparent background.
    const favicon = await render(browser, {
      width: 32,
      height: 32,
      transparent: true,
      html: `<img src="${mark}" width="32" height="32">`,
    });
    await save("favicon.ico", pngToIco(favicon, 32));

    for (const [file, size] of [
      ["apple-touch-icon.png", 180],
      ["icon-192.png", 192],
      ["icon-512.png", 512],
    ] as const) {
      await save(file, await render(browser, fullBleedIcon(mark, size)), { width: size, height: size });
    }

    const card = await render(browser, socialCard(cover));
    if (card.length > 150 * 1024) throw new Error(`social card is ${card.length} bytes; keep it under 150 KB`);
    await save("images/social-card.png", card, { width: 1200, height: 630 });

    // Podcast apps want square JPEG or PNG artwork of 1400-3000 px in the feed (itunes:image).
    const artwork = await render(browser, {
      width: 1400,
      height: 1400,
      html: `<img src="${cover}" width="1400" height="1400">`,
    });
    await save("images/podcast-artwork.png", artwork, { width: 1400, height: 1400 });
  } finally {
    await browser.close();
  }
  console.log(written.join("\n"));
}

await main();
