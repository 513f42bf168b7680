import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { parsePodbeanEmbed, podbeanPlayerUrl, serializePodbeanEmbed } from "~/lib/podbean-embed";
import { describeWithFixtures, fixturesDir, readFixture } from "./support/fixtures";

function readmeSnippet(): string {
  const snippet = readFixture("README.md")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.startsWith("`<iframe") && line.includes("podbean.com"));
  if (!snippet) throw new Error("The fixture README no longer shows a Podbean embed snippet.");
  return snippet.slice(1, -1);
}

function collectStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => collectStrings(item, into));
  return into;
}

// Every iframe that real third-party pages and posts in the fixtures embed (YouTube, VideoPress,
// ad frames, javascript: and protocol-relative sources). A test-only extraction, never app code.
function thirdPartyIframes(): string[] {
  const sources = [
    readFixture("wordpress/wp-rss-feed.xml"),
    ...collectStrings(JSON.parse(readFixture("wordpress/wp-json-posts.json"))),
    ...readdirSync(path.join(fixturesDir, "articles")).map((dir) => readFixture(`articles/${dir}/source.html`)),
  ];
  return sources.flatMap((text) => text.match(/<iframe\b[^>]*>(?:\s*<\/iframe>)?/gi) ?? []);
}

describeWithFixtures("corpus: Podbean embed codes", () => {
  it("accepts the snippet owners paste, as the fixture README shows it", () => {
    const result = parsePodbeanEmbed(readmeSnippet());
    expect(result).toEqual({
      ok: true,
      player: {
        id: "qajcw-f91d9c-pb",
        legacy: false,
        params: { from: "embed", share: "1", download: "1", skin: "f6f6f6", "btn-skin": "8bbb4e", size: "150" },
      },
    });
    if (!result.ok) return;
    const stored = serializePodbeanEmbed(result.player);
    expect(stored).toContain('height="150"');
    expect(parsePodbeanEmbed(stored)).toEqual(result);
  });

  it("rebuilds the README's legacy /media/player/<id> form as player-v2", () => {
    const result = parsePodbeanEmbed("https://www.podbean.com/media/player/qajcw-f91d9c-pb?from=embed&share=1");
    expect(result.ok && podbeanPlayerUrl(result.player)).toBe(
      "https://www.podbean.com/player-v2/?i=qajcw-f91d9c-pb&from=embed&share=1",
    );
  });

  it("refuses every third-party iframe found in the real pages and posts", () => {
    const iframes = thirdPartyIframes();
    expect(iframes.length).toBeGreaterThanOrEqual(10);
    for (const iframe of iframes) {
      const result = parsePodbeanEmbed(iframe);
      expect(result.ok, iframe).toBe(false);
    }
  });
});
