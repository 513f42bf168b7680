/**
 * The outside world of the episode import tests (tests/integration/episodes-import.test.ts and
 * episodes-import-refused.test.ts): a feed host serving good, updated, hostile and broken feeds,
 * and the queries the tests read the imported episodes with.
 */
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { episodes, type Episode } from "~/.server/db/schema/episodes";
import { importEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { generatedFeed } from "../fixtures/feeds/generated-feed";
import { readFixtureFeed, type FixtureServer } from "./fixture-server";
import { rowsOf, type TestDatabase } from "./test-database";

/** The GUIDs of podbean-divorce-show.xml's items, less their last digit (its item number). */
export const GUID = "untangledshow.podbean.com/0c5e3a9b-1f7d-3c1e-9a55-6a2f0e8b1d0";

export const GENERATED_ITEMS = 1000;

export const OVERSIZED_BYTES = 25 * 1024 * 1024;
export const ENDLESS_BYTES = 256 * 1024 * 1024;

export const FEED_ROUTES = {
  "/feed.xml": { body: readFixtureFeed("podbean-divorce-show.xml") },
  "/feed-updated.xml": { body: readFixtureFeed("podbean-divorce-show-updated.xml") },
  "/malformed.xml": { body: readFixtureFeed("malformed.xml") },
  "/entity-bomb.xml": { body: readFixtureFeed("entity-bomb.xml") },
  "/external-entity.xml": { body: readFixtureFeed("external-entity.xml") },
  // Served as a feed would be: the content type must not be what decides.
  "/not-a-feed.html": { body: readFixtureFeed("not-a-feed.html") },
  "/oversized.xml": {
    stream: {
      bytes: OVERSIZED_BYTES,
      prefix: '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>\n',
    },
  },
  // Far more than anyone should download, to show the importer hangs up rather than reading on.
  "/endless.xml": { stream: { bytes: ENDLESS_BYTES } },
  // 25 MB of whitespace compresses to a few KB: the limit must apply to what it unpacks to.
  "/gzip-bomb.xml": {
    body: zlib.gzipSync(Buffer.concat([Buffer.from('<?xml version="1.0"?><rss>'), Buffer.alloc(OVERSIZED_BYTES, " ")])),
    headers: { "content-encoding": "gzip" },
  },
  "/old-feed.xml": { body: "", status: 301, headers: { location: "/feed.xml" } },
  "/server-error.xml": {
    body: "<html><body>Internal Server Error</body></html>",
    status: 500,
    contentType: "text/html",
  },
  "/never-fetched.xml": { body: readFixtureFeed("podbean-divorce-show.xml") },
  "/generated.xml": { body: generatedFeed(GENERATED_ITEMS) },
};

/** The import as the tests run it (a loopback feed host allowed), and reads of what it stored. */
export function episodeImportActions(currentDatabase: () => TestDatabase, currentServer: () => FixtureServer) {
  const importFeed = (path: string) =>
    importEpisodesFromFeed(currentDatabase().db, { feedUrl: currentServer().url(path), allowPrivateNetwork: true });

  const newestFirst = () =>
    currentDatabase()
      .db.select()
      .from(episodes)
      .orderBy(sql`${episodes.publishedDate} desc, ${episodes.id} desc`);

  /** Every row exactly as the database serializes it, by id: "unchanged" means byte-for-byte. */
  async function snapshot(): Promise<Map<string, string>> {
    const rows = rowsOf<{ id: string; row: string }>(
      await currentDatabase().db.execute(
        sql`select id::text as id, row_to_json(e)::text as row from episodes e order by id`,
      ),
    );
    return new Map(rows.map(({ id, row }) => [id, row]));
  }

  async function episodeWithGuid(guid: string): Promise<Episode> {
    const [row] = await currentDatabase().db.select().from(episodes).where(eq(episodes.sourceGuid, guid));
    if (!row) throw new Error(`no episode with GUID ${guid}`);
    return row;
  }

  return { importFeed, newestFirst, snapshot, episodeWithGuid };
}
