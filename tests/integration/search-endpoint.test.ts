import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../scripts/ensure-build.ts";
import { exitCodeOf, freePort, newServerDataDir, startServerProcess, waitForUrl } from "../helpers/server-process";
import type { SearchEpisodesReply } from "~/lib/search-assistant";

/** POST /api/functions/search-episodes as the widget calls it, on the production server. */
describe("the search-episodes endpoint", () => {
  const dataDir = newServerDataDir("search-endpoint-");
  let server: ReturnType<typeof startServerProcess>;
  beforeAll(async () => {
    await ensureBuild();
    server = startServerProcess({ dataDir, port: await freePort(), env: { SAMPLE_CONTENT: "on" } });
    await waitForUrl(`${server.base}/readyz`);
  }, 180_000);
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await exitCodeOf(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const search = (body: unknown) =>
    fetch(`${server.base}/api/functions/search-episodes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("answers with the response text and the matched episodes, linking to their pages", async () => {
    const response = await search({ message: "my ex won't follow the parenting plan, what should I listen to?" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as SearchEpisodesReply;
    expect(body.response).toMatch(/^Here (?:is|are) /);
    // The whole answer lists the episodes; the intro (shown above the cards) is its first line alone.
    expect(body.response).toContain(`1. "When Your Ex Won't Follow the Parenting Plan" with Dr. Renee Alvarez`);
    expect(body.intro).toBe(body.response.split("\n")[0]);
    // Listener insights: the question is recorded anonymously, and opening a result it offered counts.
    expect(body.searchId).toMatch(/^[0-9a-f-]{36}$/);
    const opened = await fetch(`${server.base}/api/functions/search-opened`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ searchId: body.searchId, slug: body.episodes[0]!.slug }),
    });
    expect(opened.status).toBe(204);
    expect(body.episodes[0]).toMatchObject({
      title: "When Your Ex Won't Follow the Parenting Plan",
      guestName: "Dr. Renee Alvarez",
      url: "/episodes/when-your-ex-wont-follow-the-parenting-plan",
      // The sample episodes all play the same 12-second recording, and say so.
      durationSeconds: 12,
      // Sample episodes play the site's own audio file, in the card's native player.
      player: { kind: "audio", src: expect.stringMatching(/^\/.+\.wav$/) as unknown },
    });
    expect(body.episodes[0]!.imageUrl).toMatch(/^(?:\/|https:)/);
    expect((await fetch(`${server.base}${body.episodes[0]!.url}`)).status).toBe(200);
  });

  it("refuses an empty message, one over 500 characters, and a malformed body, with a clear error", async () => {
    for (const [body, pattern] of [
      [{ message: "   " }, /type a question/],
      [{ message: "a".repeat(501) }, /under 500 characters/],
      ["{not json", /not valid JSON/],
      [{ message: 42 }, /type a question/],
    ] as const) {
      const response = await search(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(pattern);
    }
    expect((await search({ message: "a".repeat(500) })).status).toBe(200);
  });

  it("limits each client to 30 searches a minute, in the database", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 32; index++) statuses.push((await search({ message: `custody ${index}` })).status);
    // Earlier tests in this file used some of the same client's allowance.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const limited = await search({ message: "custody" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
