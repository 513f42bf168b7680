import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countEpisodes } from "~/.server/episodes/episode-queries";
import { readEnv } from "~/.server/env";
import { ensureSyncRow, SYNC_NEW_EPISODES_LIMIT, syncPodcastFeed } from "~/.server/feeds/feed-sync";
import { getFeedSyncOverview } from "~/.server/feeds/feed-sync-overview";
import { jobNames, type ImportEpisodesJob } from "~/.server/feeds/import-jobs";
import { siteJobDefinitions } from "~/.server/site-jobs";
import type { JobDefinition } from "~/.server/jobs/job-engine";
import { FeedSyncStatus } from "~/components/admin/jobs/feed-sync-status";
import { captureSecurityEvents } from "../helpers/capture-security-events";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

/**
 * A feed whose items are new on every read (docs/security.md, Q11): the pen test's grew the
 * catalogue from 19 to 59 episodes in a minute of scheduled syncs. The unattended sync adds at most
 * SYNC_NEW_EPISODES_LIMIT, then holds until an admin imports the feed by hand.
 */
async function startChurningFeed(items: number) {
  let reads = 0;
  const server = http.createServer((_request, response) => {
    reads++;
    const entries = Array.from({ length: items }, (_, index) => {
      const guid = crypto.randomUUID();
      return `<item><title>Episode ${guid}</title><guid>${guid}</guid><pubDate>${new Date(Date.UTC(2025, 0, 1) - index * 86_400_000).toUTCString()}</pubDate><enclosure url="https://cdn.example/${guid}.mp3" type="audio/mpeg" length="0"/></item>`;
    });
    response
      .writeHead(200, { "content-type": "application/rss+xml" })
      .end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Churn</title><link>https://churn.example/</link>${entries.join("")}</channel></rss>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    feedUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
    reads: () => reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)("a feed that changes its items on every read, synced on %s", (kind) => {
  const database = useTestDatabase(kind);
  let feed: Awaited<ReturnType<typeof startChurningFeed>>;
  const items = SYNC_NEW_EPISODES_LIMIT + 20;
  const sync = () =>
    syncPodcastFeed(database.db, { feedUrl: feed.feedUrl, allowPrivateNetwork: true, periodMs: 60_000 });

  beforeAll(async () => {
    feed = await startChurningFeed(items);
    await ensureSyncRow(database.db, "podcast", 60_000);
  }, 60_000);
  afterAll(async () => {
    await feed?.close();
  });

  it("adds at most the cap, warns, holds later runs and tells the admin, until an admin imports", async () => {
    const events = captureSecurityEvents();
    try {
      expect(await sync()).toMatchObject({ imported: SYNC_NEW_EPISODES_LIMIT, notAdded: 20 });
      expect(await countEpisodes(database.db)).toBe(SYNC_NEW_EPISODES_LIMIT);
      expect(events.named("feed-sync-capped")).toEqual([
        expect.objectContaining({ source: "podcast", limit: SYNC_NEW_EPISODES_LIMIT, left: 20 }),
      ]);

      // Later scheduled runs read nothing and add nothing: the catalogue stops growing.
      const reads = feed.reads();
      for (let run = 0; run < 3; run++) expect(await sync()).toMatchObject({ imported: 0, held: true });
      expect(feed.reads()).toBe(reads);
      expect(await countEpisodes(database.db)).toBe(SYNC_NEW_EPISODES_LIMIT);

      // The admin overview says why, with a visible notice.
      const overview = await getFeedSyncOverview(database.db, readEnv({ PODCAST_SYNC_EVERY: "1m" }));
      expect(overview[0]!.lastResult).toMatchObject({ ok: true, capped: { limit: SYNC_NEW_EPISODES_LIMIT, left: 20 } });
      const html = renderToStaticMarkup(createElement(FeedSyncStatus, { syncs: overview }));
      expect(html).toContain("Automatic sync paused.");
      expect(html).toContain(`The last sync stopped after ${SYNC_NEW_EPISODES_LIMIT} new episodes (20`);

      // The admin's "Import from Podbean Feed" adds the whole feed, as the spec asks, and releases the hold.
      const env = readEnv({ NODE_ENV: "test", PODCAST_FEED_URL: feed.feedUrl, IMPORT_ALLOW_PRIVATE_NETWORK: "true" });
      const importEpisodes = siteJobDefinitions(database.db, env).find(
        (definition) => definition.name === jobNames.importEpisodes,
      ) as unknown as JobDefinition<ImportEpisodesJob>;
      const control = { progress: () => {}, signal: new AbortController().signal };
      expect(await importEpisodes.run({ trigger: "admin" }, control)).toMatchObject({ imported: items });
      expect(await countEpisodes(database.db)).toBe(SYNC_NEW_EPISODES_LIMIT + items);
      const released = await getFeedSyncOverview(database.db, readEnv({ PODCAST_SYNC_EVERY: "1m" }));
      expect(released[0]!.lastResult?.capped).toBeUndefined();
      expect(renderToStaticMarkup(createElement(FeedSyncStatus, { syncs: released }))).not.toContain("paused");

      // The feed still makes up new items, so the next run is capped and holds again.
      expect(await sync()).toMatchObject({ imported: SYNC_NEW_EPISODES_LIMIT, notAdded: 20 });
      expect(await sync()).toMatchObject({ imported: 0, held: true });
    } finally {
      events.restore();
    }
  });
});
