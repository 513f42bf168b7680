import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPagePatterns } from "../../app/content/public-pages.ts";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, newServerDataDir, startServerProcess, waitForUrl } from "../helpers/server-process";

/**
 * One address per public page (server/canonical-path.ts, canonical-redirect.ts, page-store.ts) on
 * the production server: another spelling of a page's path is a 301 to the canonical one, and a
 * flood of spellings neither renders nor evicts anything (docs/security.md, Q2).
 */

type Answer = { status: number; location?: string; cache?: string };

/** The path exactly as written: fetch would resolve `..` and `//` before sending. */
function rawGet(base: string, rawPath: string, agent?: http.Agent): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .request({ hostname, port, path: rawPath, agent, headers: { "accept-encoding": "br" } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            cache: response.headers["x-page-cache"] as string | undefined,
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const [episode, guest, post] = publicPagePatterns.map(({ example }) => example) as [string, string, string];
const pages = ["/", "/about", "/episodes", "/blog", "/guests", episode, guest, post];

/** A random spelling of `page` that names it: letters in either case or encoded, slashes added. */
function randomSpelling(page: string): string {
  const pick = () => Math.random() < 0.5;
  let spelled = "";
  for (const character of page) {
    if (character === "/") spelled += pick() && pick() ? "//" : "/";
    else if (pick()) {
      const hex = character.charCodeAt(0).toString(16);
      spelled += `%${pick() ? hex : hex.toUpperCase()}`;
    } else spelled += pick() ? character.toUpperCase() : character;
  }
  if (pick()) spelled += "/";
  if (pick()) spelled = spelled.replace(/^\/([^/]*)/, "/$1/x/..");
  // Never the canonical spelling itself.
  return spelled === page ? `${page.toUpperCase()}/` : spelled;
}

describe("one address per public page", () => {
  const dataDir = newServerDataDir("page-cache-canonical-");
  let server: ReturnType<typeof startServerProcess>;

  beforeAll(async () => {
    ensureBuild();
    server = startServerProcess({ dataDir, port: await freePort(), env: { SAMPLE_CONTENT: "on" } });
    // Opening the embedded database took 38 s on a shared machine at a load average of 14.
    expect((await waitForUrl(`${server.base}/readyz`, 150_000)).status).toBe(200);
    // Every page in memory, and asked for twice: what a site in use looks like.
    for (const page of pages) {
      expect((await rawGet(server.base, page)).status, page).toBe(200);
      expect((await rawGet(server.base, page)).cache, page).toBe("HIT");
    }
  }, 240_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    expect(await exitCodeOf(server.child)).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("(a) answers the penetration test's spellings with a 301 to the canonical path, query kept", async () => {
    const cases: [string, string][] = [
      [episode.replace("/s", "/%73"), episode],
      ["/EPISODES", "/episodes"],
      ["/episodes/", "/episodes"],
      [post.toUpperCase(), post],
      [guest.replace("/r", "/%72"), guest],
      [`/episodes/x/..${episode.slice("/episodes".length)}`, episode],
      [`/episodes/x/%2E%2E${episode.slice("/episodes".length)}`, episode],
      ["//about/", "/about"],
      ["/Blog/?category=Custody&page=2&utm_source=mail", "/blog?category=Custody&page=2&utm_source=mail"],
      [`${episode.toUpperCase()}?t=754`, `${episode}?t=754`],
    ];
    for (const [spelling, canonical] of cases) {
      const answer = await rawGet(server.base, spelling);
      expect(answer, spelling).toMatchObject({ status: 301, location: canonical, cache: undefined });
    }
    // Followed, the redirect lands on the cached page.
    expect((await rawGet(server.base, "/episodes")).cache).toBe("HIT");
  });

  it("(a) never redirects to another origin, and leaves what names no page to the router", async () => {
    for (const spelling of [
      "//evil.example",
      "//evil.example/",
      "/%2F%2Fevil.example",
      "/\\evil.example",
      "/..//evil.example",
    ]) {
      const answer = await rawGet(server.base, spelling);
      if (answer.location !== undefined) {
        expect(new URL(answer.location, server.base).origin, spelling).toBe(server.base);
      }
    }
    // An encoded slash, a double encoding: no slug has them. A 404, never kept.
    for (const spelling of ["/episodes/a%2Fb", episode.replace("/s", "/%2573")]) {
      const answer = await rawGet(server.base, spelling);
      expect(answer.status, spelling).toBe(404);
      expect(answer.cache, spelling).toBeUndefined();
    }
  });

  it("(b) a flood of 100 connections of random spellings renders nothing and leaves every page cached", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const floods: Promise<Answer & { page: string; spelling: string }>[] = [];
    const canonical: Promise<Answer & { page: string }>[] = [];
    for (let n = 0; n < 3000; n++) {
      const page = pages[n % pages.length]!;
      // One request in ten is a visitor reading a page by its own address, in the middle of the flood.
      if (n % 10 === 0) canonical.push(rawGet(server.base, page, agent).then((answer) => ({ ...answer, page })));
      const spelling = randomSpelling(page);
      floods.push(rawGet(server.base, spelling, agent).then((answer) => ({ ...answer, page, spelling })));
    }
    const flooded = await Promise.all(floods);
    const visited = await Promise.all(canonical);
    agent.destroy();
    // Each spelling is a redirect to its page: no render, no entry, no 503.
    for (const answer of flooded) {
      expect(answer, answer.spelling).toMatchObject({ status: 301, location: answer.page, cache: undefined });
    }
    for (const answer of visited) expect(answer, answer.page).toMatchObject({ status: 200, cache: "HIT" });
    // And afterwards every page of the site is still in memory.
    for (const page of pages) expect((await rawGet(server.base, page)).cache, page).toBe("HIT");
  }, 120_000);
});
