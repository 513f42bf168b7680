/** Feeds the episode import refuses (broken, hostile, too large, private addresses): nothing changes. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { episodes } from "~/.server/db/schema/episodes";
import { countEpisodes } from "~/.server/episodes/episode-queries";
import { importEpisodesFromFeed } from "~/.server/episodes/import-episodes";
import { AppError } from "~/.server/app-error";
import { GuardedFetchError } from "~/.server/net/guarded-fetch";
import { ENDLESS_BYTES, episodeImportActions, FEED_ROUTES } from "../helpers/episode-import-world";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";

describe.each(testDatabaseKinds)("episode import on %s", (kind) => {
  const database = useTestDatabase(kind);
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer(FEED_ROUTES);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await database.db.delete(episodes);
  });

  const { importFeed, snapshot } = episodeImportActions(
    () => database.connection,
    () => server,
  );

  describe("refused feeds leave the table exactly as it was", () => {
    it.each([
      { path: "/malformed.xml", error: AppError, code: "malformed" },
      { path: "/entity-bomb.xml", error: AppError, code: "entities" },
      { path: "/external-entity.xml", error: AppError, code: "entities" },
      { path: "/not-a-feed.html", error: AppError, code: "not-rss" },
      { path: "/oversized.xml", error: GuardedFetchError, code: "too-large" },
      { path: "/gzip-bomb.xml", error: GuardedFetchError, code: "too-large" },
      { path: "/server-error.xml", error: GuardedFetchError, code: "http-error" },
      { path: "/missing.xml", error: GuardedFetchError, code: "http-error" },
    ])("$path: $error.name $code", async ({ path, error, code }) => {
      await importFeed("/feed.xml");
      const before = await snapshot();
      const hitsBefore = server.hits(path);

      const failure = await importFeed(path).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(failure).toBeInstanceOf(error);
      expect((failure as AppError | GuardedFetchError).code).toBe(code);
      expect((failure as Error).message).not.toBe("");

      expect(server.hits(path) - hitsBefore).toBe(1);
      expect(await snapshot()).toEqual(before);
    });

    it("hangs up on an oversized body instead of downloading all of it", async () => {
      await expect(importFeed("/endless.xml")).rejects.toMatchObject({ code: "too-large" });
      const sent = server.bytesSent("/endless.xml");
      expect(sent).toBeGreaterThan(20_000_000);
      // The limit plus whatever the socket buffers held when the client hung up.
      expect(sent).toBeLessThan(ENDLESS_BYTES / 4);
    });
  });

  describe("without allowPrivateNetwork (the default)", () => {
    it("refuses a loopback address before connecting", async () => {
      const url = server.url("/never-fetched.xml");
      const failure = await importEpisodesFromFeed(database.db, { feedUrl: url }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(GuardedFetchError);
      expect((failure as GuardedFetchError).code).toBe("private-address");
      expect(server.hits("/never-fetched.xml")).toBe(0);
      expect(await countEpisodes(database.db)).toBe(0);
    });

    it("refuses a loopback name on a non-standard port before resolving it", async () => {
      const url = server.url("/never-fetched.xml").replace("127.0.0.1", "localhost");
      const failure = await importEpisodesFromFeed(database.db, { feedUrl: url, allowPrivateNetwork: false }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(GuardedFetchError);
      expect((failure as GuardedFetchError).code).toBe("invalid-url");
      expect(server.hits("/never-fetched.xml")).toBe(0);
    });
  });
});
