import { describe, expect, it } from "vitest";
import { pageReadLimits, readPageInWorker } from "./read-page-in-worker";

const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;

describe("reading a page in a worker thread", () => {
  it("stops a page that takes longer than the time limit, with the reason", async () => {
    const reading = await readPageInWorker(page("<p>text</p>".repeat(5_000)), { ...pageReadLimits, timeoutMs: 1 });
    expect(reading).toEqual({ ok: false, reason: "took too long to read (more than 0 seconds)" });
  });

  it("refuses a page with more elements than Readability's limit", async () => {
    const reading = await readPageInWorker(page("<p>text</p>".repeat(200)), { ...pageReadLimits, maxElements: 100 });
    expect(reading).toEqual({ ok: false, reason: "is too large to read (more than 100 elements)" });
  });

  it("reads the metadata and the article of an ordinary page", async () => {
    const reading = await readPageInWorker(
      `<!doctype html><html><head><title>Doc</title><meta property="og:title" content=" Hi "><link rel="Canonical" href="/c"></head>` +
        `<body><article><h1>Hi</h1>${"<p>Plenty of words in a paragraph about mediation and custody schedules.</p>".repeat(8)}</article></body></html>`,
    );
    if (!reading.ok) throw new Error(reading.reason);
    expect(reading.facts.meta).toEqual([["og:title", "Hi"]]);
    expect(reading.facts.links).toEqual([{ rels: ["canonical"], href: "/c" }]);
    expect(reading.facts.documentTitle).toBe("Doc");
    expect(reading.facts.article?.content).toContain("mediation");
  });
});
