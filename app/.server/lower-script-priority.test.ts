import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./lower-script-priority";

async function run(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowerScriptPriority()));
}

describe("lowering module preload priority in streamed HTML", () => {
  const html = '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head><p>é</p>';
  const expected =
    '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/s.css"/></head><p>é</p>';

  it("rewrites every preload in one chunk and leaves everything else alone", async () => {
    expect(await run([html])).toBe(expected);
  });

  it("finds a tag split across chunks at any point, and keeps multi-byte characters whole", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      const output = await text(
        Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(lowerScriptPriority()),
      );
      expect(output, `split at byte ${cut}`).toBe(expected);
    }
  });

  it("leaves the body alone once the head has ended", async () => {
    const body = '</head><body><link rel="modulepreload" href="/late.js"/></body>';
    expect(await run(['<head><link rel="modulepreload" href="/a.js"/>', body])).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' + body,
    );
  });

  it("passes through a document without preloads unchanged", async () => {
    expect(await run(["<p>a < b</p>", "<"])).toBe("<p>a < b</p><");
  });
});
