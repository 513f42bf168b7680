import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes } from "~/.server/db/schema/episodes";
import { importEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { createTestDatabase, rowsOf, testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { describeWithFixtures, readFixture } from "./support/fixtures";
import { processCpuStopwatch } from "../helpers/cpu-time";

/**
 * The real feeds, imported end to end: served over loopback HTTP, fetched by the guarded fetcher,
 * parsed, sanitized and written to a real database, then imported again.
 */
const FEEDS = [
  { file: "podbean-aims.xml", items: 144 },
  { file: "podbean-legacy-javascript-air.xml", items: 8 },
  { file: "giantbomb-730.rss", items: 730 },
  { file: "se-radio-wordpress.xml", items: 249 },
] as const;

describeWithFixtures("corpus: importing real podcast feeds", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const file = FEEDS.find((feed) => request.url === `/${feed.file}`)?.file;
      if (!file) return void response.writeHead(404).end();
      response
        .writeHead(200, { "Content-Type": "application/rss+xml; charset=utf-8" })
        .end(readFixture(`feeds/${file}`));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  describe.each(testDatabaseKinds)("on %s", (kind) => {
    const db = useTestDatabase(kind);

    const importFeed = (file: string) =>
      importEpisodesFromFeed(db.db, { feedUrl: `${base}/${file}`, allowPrivateNetwork: true });
    const countBy = async (where: string) => {
      const [row] = rowsOf<{ total: number }>(
        await db.db.execute(sql.raw(`select count(*)::int as total from episodes where ${where}`)),
      );
      return row!.total;
    };

    it.each(FEEDS)("imports every item of $file, and nothing more the second time", async ({ file, items }) => {
      const before = await countBy("true");
      const started = performance.now();
      const first = await importFeed(file);
      const elapsed = performance.now() - started;
      console.info(`[corpus import] ${file} on ${kind}: ${items} items in ${Math.round(elapsed)} ms`);
      expect(first).toMatchObject({ imported: items, errors: 0, alreadyPresent: 0, total: items });
      expect(await countBy("true")).toBe(before + items);

      const again = await importFeed(file);
      expect(again).toMatchObject({ imported: 0, alreadyPresent: items });
      expect(await countBy("true")).toBe(before + items);
    });

    it("gives the 144 Podbean episodes audio, art, durations and safe show notes", async () => {
      const rows = await db.db
        .select()
        .from(episodes)
        .where(sql`${episodes.sourceGuid} is not null and ${episodes.audioUrl} like '%podbean%'`);
      const aims = rows.filter((row) => row.imageUrl && row.audioUrl);
      expect(aims.length).toBeGreaterThanOrEqual(144);
      for (const row of rows) {
        expect(row.audioUrl).toMatch(/^https?:\/\//);
        expect(row.imageUrl).toMatch(/^https?:\/\//);
        expect(row.description).not.toMatch(/<script|\son\w+=|javascript:/i);
      }
      expect(rows.filter((row) => row.durationSeconds).length).toBeGreaterThan(100);
    });

    it("imports the 730-item feed in under 5 seconds", async () => {
      const fresh = await createTestDatabase(kind);
      try {
        const started = performance.now();
        const processorTime = processCpuStopwatch();
        const result = await importEpisodesFromFeed(fresh.db, {
          feedUrl: `${base}/giantbomb-730.rss`,
          allowPrivateNetwork: true,
        });
        const elapsed = processorTime();
        console.info(
          `[corpus import] giantbomb-730.rss into an empty ${kind} database: ` +
            `${Math.round(performance.now() - started)} ms (${Math.round(elapsed)} ms of processor time)`,
        );
        expect(result.imported).toBe(730);
        expect(elapsed).toBeLessThan(5000);
      } finally {
        await fresh.destroy();
      }
    });

    it("leaves exactly one latest episode and unique slugs", async () => {
      expect(await countBy("is_latest")).toBe(1);
      const [row] = rowsOf<{ slugs: number; total: number }>(
        await db.db.execute(sql`select count(distinct slug)::int as slugs, count(*)::int as total from episodes`),
      );
      expect(row!.slugs).toBe(row!.total);
    });
  });
});
