import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, newServerDataDir, startServerProcess, waitForUrl } from "../helpers/server-process";

/**
 * The public episode pages as a browser without JavaScript receives them, from the production
 * server: first with no episodes at all (SAMPLE_CONTENT=off), then with the sample episodes.
 */
describe("episode pages served by the production server", () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = newServerDataDir("episode-pages-");
    dataDirs.push(dir);
    return dir;
  };
  let port = 0;

  beforeAll(async () => {
    ensureBuild();
    port = await freePort();
  }, 120_000);
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("shows the spec's empty state when there is no episode", async () => {
    const server = startServerProcess({ dataDir: newDataDir(), port, env: { SAMPLE_CONTENT: "off" } });
    try {
      await waitForUrl(`${server.base}/readyz`);
      const latest = await fetch(`${server.base}/latest-episode`);
      expect(latest.status).toBe(200);
      const html = await latest.text();
      expect(html).toContain("Now Playing");
      expect(html).toContain("No Episode Available");
      expect(html).toContain("Check back soon for the latest episode!");
      expect(html).not.toContain("Listener Favorites");

      const archive = await (await fetch(`${server.base}/episodes`)).text();
      expect(archive).toContain("0 episodes");
      const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
      expect(sitemap).toContain("/episodes</loc>");
      expect(sitemap).not.toContain("/episodes/");
    } finally {
      server.child.kill("SIGTERM");
      await exitCodeOf(server.child);
    }
  });

  it("renders the sample episodes, their pages and sitemap entries without JavaScript", async () => {
    const server = startServerProcess({ dataDir: newDataDir(), port: port + 10, env: { SAMPLE_CONTENT: "on" } });
    try {
      await waitForUrl(`${server.base}/readyz`);
      const html = await (await fetch(`${server.base}/latest-episode`)).text();
      expect(html).toContain("When Your Ex Won&#x27;t Follow the Parenting Plan");
      expect(html).toContain("Listener Favorites");
      expect(html).toContain('src="/audio/sample-episode.wav"');

      // The archive's search is the assistant's: show notes, synonyms and misspellings find episodes
      // (best first, each saying why), and SQL wildcards are plain characters.
      const archive = await (await fetch(`${server.base}/episodes?q=%25%25`)).text();
      expect(archive).toContain("0 episodes matching");
      const narcissist = await (await fetch(`${server.base}/episodes?q=narcisist+ex`)).text();
      expect(narcissist).toContain("Co-Parenting with a High-Conflict Ex");
      expect(narcissist).toMatch(/Matched: [^<]*narcissist/);
      const support = await (await fetch(`${server.base}/episodes?q=CHILD+SUPPORT`)).text();
      expect(support).not.toContain(" 0 episodes matching");
      const page2 = await (await fetch(`${server.base}/episodes?page=99`)).text();
      expect(page2).toContain("12 episodes");

      const episode = await fetch(`${server.base}/episodes/spousal-support-myths-busted`);
      expect(episode.status).toBe(200);
      const episodeHtml = await episode.text();
      expect(episodeHtml).toContain('"@type":"PodcastEpisode"');
      expect(episodeHtml).toContain("October 13, 2025");
      expect(episodeHtml).toMatch(/<link rel="canonical" href="[^"]+\/episodes\/spousal-support-myths-busted"/);

      expect((await fetch(`${server.base}/episodes/does-not-exist`)).status).toBe(404);
      expect((await fetch(`${server.base}/episodes/..%2F..%2Fetc`)).status).toBe(404);

      const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
      expect(sitemap.match(/\/episodes\/[a-z0-9-]+<\/loc><lastmod>/g)).toHaveLength(12);

      const audio = await fetch(`${server.base}/audio/sample-episode.wav`);
      expect(audio.status).toBe(200);
      expect(audio.headers.get("content-type")).toMatch(/audio\/(wav|x-wav|wave)/);
    } finally {
      server.child.kill("SIGTERM");
      await exitCodeOf(server.child);
    }
  });
});
