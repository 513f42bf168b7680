import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { startProductionServer } from "../helpers/server-process";

/**
 * Share cards as the production server sends them (docs/decisions/0032-share-cards.md): the built
 * bundle drawing with the brand fonts read from node_modules, through the whole middleware chain, and
 * the pages' HTML naming them. With SAVE_SHARE_CARDS=<folder> it also saves an episode's and a post's
 * card there, to look at (docs/screenshots/share-card-*.png).
 */
describe("share cards served by the production server", () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  beforeAll(async () => {
    ensureBuild();
    server = await startProductionServer({ env: { SAMPLE_CONTENT: "on" } });
  }, 240_000);
  afterAll(() => server?.stop());

  /** The sample content's first page of a kind, from the sitemap. */
  async function firstPage(kind: "episodes" | "blog" | "guests"): Promise<string> {
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    const match = new RegExp(`<loc>[^<]*(/${kind}/[^<]+)</loc>`).exec(sitemap);
    expect(match, kind).not.toBeNull();
    return match![1]!;
  }

  it("sends each kind's card as a cacheable 1200×630 PNG and the page names it", async () => {
    for (const kind of ["episodes", "blog", "guests"] as const) {
      const page = await firstPage(kind);
      const card = `${server.base}${page}/card.png`;
      const response = await fetch(card);
      expect(response.status, card).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      if (process.env.SAVE_SHARE_CARDS && kind !== "guests") {
        const name = kind === "episodes" ? "episode" : "blog";
        fs.writeFileSync(path.join(process.env.SAVE_SHARE_CARDS, `share-card-${name}.png`), bytes);
      }

      const revalidated = await fetch(card, { headers: { "If-None-Match": etag! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("etag")).toBe(etag);

      const html = await (await fetch(`${server.base}${page}`)).text();
      expect(html).toContain(`<meta property="og:image" content="${card}"/>`);
      expect(html).toContain(`<meta name="twitter:image" content="${card}"/>`);
      expect(html).toContain(`<meta property="og:image:width" content="1200">`);
      expect(html).toContain(`<meta property="og:image:height" content="630">`);
      expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+">/);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    }
    const unknown = await fetch(`${server.base}/episodes/no-such-episode/card.png`);
    expect(unknown.status).toBe(404);
  }, 120_000);
});
