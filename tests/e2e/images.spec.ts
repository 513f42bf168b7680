import type { Page } from "@playwright/test";
import { contentRoutes, expect, publicRoutes, test } from "./support/test";

/**
 * The image rules (docs/ARCHITECTURE.md, "Images"), checked on every public page as a browser lays
 * it out: each <img> has its size, images below the fold load lazily and those above it never do, at
 * most one image per page (its hero) asks for high priority, Home preloads its hero, and images the
 * site serves itself come as SVG, or as WebP/AVIF with a srcset, at an address with their content
 * hash that browsers may keep for a year. Remote images (feed art) obey the same layout rules.
 */
const pages = [...publicRoutes, ...contentRoutes];

/** Lighthouse's phone (the budget's device) and a laptop. */
const viewports = [
  { name: "phone", width: 412, height: 823 },
  { name: "desktop", width: 1350, height: 940 },
] as const;

type ImageFacts = {
  html: string;
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  /** The files the browser may pick: a <picture>'s sources, else the image's srcset and src. */
  candidates: string[];
  hasWidthDescriptors: boolean;
  sizes: string | null;
  /** Layout box at first paint, relative to the top of the page; 0×0 when not displayed. */
  top: number;
  rendered: boolean;
};

function readImages(page: Page): Promise<ImageFacts[]> {
  return page.locator("img").evaluateAll((images: HTMLImageElement[]) => {
    const urlsOf = (srcset: string | null) =>
      (srcset ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url, document.baseURI).href);
    return images.map((image) => {
      const box = image.getBoundingClientRect();
      const picture = image.parentElement instanceof HTMLPictureElement ? image.parentElement : null;
      const srcsets = picture
        ? [...picture.querySelectorAll("source")].map((source) => source.getAttribute("srcset"))
        : [image.getAttribute("srcset")];
      const src = image.getAttribute("src") ?? "";
      return {
        html: image.outerHTML.slice(0, 160),
        src,
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        loading: image.getAttribute("loading"),
        fetchPriority: image.getAttribute("fetchpriority"),
        candidates: [...srcsets.flatMap(urlsOf), ...(picture ? [] : urlsOf(src))],
        hasWidthDescriptors: srcsets.some((srcset) => /\s\d+w(\s*,|\s*$)/.test(srcset ?? "")),
        sizes: image.getAttribute("sizes"),
        top: box.top + window.scrollY,
        rendered: box.width > 0 && box.height > 0,
      };
    });
  });
}

const modernTypes = new Set(["image/svg+xml", "image/webp", "image/avif"]);
const servedFiles = new Map<string, { type: string; cacheControl: string }>();

/** Content type and caching of one of the site's own files, fetched once per worker. */
async function served(page: Page, url: string): Promise<{ type: string; cacheControl: string }> {
  let file = servedFiles.get(url);
  if (file === undefined) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    file = {
      type: (headers["content-type"] ?? "").split(";")[0]!.trim(),
      cacheControl: headers["cache-control"] ?? "",
    };
    servedFiles.set(url, file);
  }
  return file;
}

for (const viewport of viewports) {
  test.describe(`images on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of pages) {
      test(`${route.name} (${route.path}): sized, lazy below the fold, modern formats`, async ({ page, baseURL }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        const images = await readImages(page);
        expect(images.length, "the page shows at least the logo").toBeGreaterThan(0);

        for (const image of images) {
          expect(image.width, `width attribute: ${image.html}`).toMatch(/^[1-9]\d*$/);
          expect(image.height, `height attribute: ${image.html}`).toMatch(/^[1-9]\d*$/);
          const hero = image.fetchPriority === "high";
          // Home's cover stacks under the introduction on a phone and ends up just below the fold; it
          // is the largest image above the fold on anything wider, so it stays eager everywhere.
          const heroJustBelow = hero && viewport.name === "phone" && image.top < viewport.height * 1.5;
          if (image.rendered && image.top >= viewport.height && !heroJustBelow) {
            expect(image.loading, `below the fold, so lazy: ${image.html}`).toBe("lazy");
          }
          if (hero && viewport.name === "desktop") {
            expect(image.top, `the hero is above the fold: ${image.html}`).toBeLessThan(viewport.height);
          }
          // The phone is where the fold is decided (the budget's device); on a wider screen more fits
          // above it, and a lazy image there still loads at once.
          if (viewport.name === "phone" && image.rendered && image.top < viewport.height) {
            expect(image.loading, `above the fold, so not lazy: ${image.html}`).not.toBe("lazy");
          }
          if (hero) expect(image.loading, image.html).not.toBe("lazy");

          const own = image.candidates.filter((url) => new URL(url).origin === new URL(baseURL!).origin);
          for (const url of own) {
            const { type, cacheControl } = await served(page, url);
            expect(modernTypes.has(type), `${url} is ${type}: serve SVG, WebP or AVIF`).toBe(true);
            expect(new URL(url).searchParams.get("v"), `addressed by its content: ${url}`).toMatch(/^[0-9a-f]{10}$/);
            expect(cacheControl, url).toBe("public, max-age=31536000, immutable");
            if (type !== "image/svg+xml") {
              expect(image.hasWidthDescriptors, `a raster image offers its widths (srcset): ${image.html}`).toBe(true);
              expect(image.sizes, `a srcset needs sizes: ${image.html}`).toBeTruthy();
            }
          }
        }
        const urgent = images.filter((image) => image.fetchPriority === "high");
        expect(urgent.length, "at most one image per page competes for high priority").toBeLessThanOrEqual(1);
      });
    }
  });
}

/** React 19 writes this link for the eager images it renders (app/components/ui/image.tsx). */
test("Home preloads its hero image at high priority, with the same file the image uses", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator('main img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  const src = await hero.getAttribute("src");
  const srcset = await hero.getAttribute("srcset");
  const preload = page.locator(`link[rel="preload"][as="image"][href="${src}"]`);
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  if (srcset) {
    await expect(preload).toHaveAttribute("imagesrcset", srcset);
    await expect(preload).toHaveAttribute("imagesizes", (await hero.getAttribute("sizes"))!);
  }
});
