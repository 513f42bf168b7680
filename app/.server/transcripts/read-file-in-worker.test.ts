import { describe, expect, it } from "vitest";
import { parseJsonChapters } from "./parse-chapters";
import { parseTranscript } from "./parse-transcript";
import { fileReadLimits, readChaptersInWorker, readTranscriptInWorker } from "./read-file-in-worker";

const HTML = `<cite>Claire:</cite><time>0:00</time><p>Hello &amp; welcome.</p><cite>Jane:</cite><time>1:02:03</time><p>Thanks.</p>`;
const VTT =
  "WEBVTT\n\n00:00:01.000 --> 00:00:04.500\n<v Claire Morrow>Welcome back.\n\n00:00:0x.000 --> 00:00:09.000\nbroken\n";
const CHAPTERS = JSON.stringify({
  chapters: [
    { startTime: 30, title: "Money" },
    { startTime: 0, title: "Intro" },
  ],
});

// Each read starts a worker, which loads its parser: well under a second, more on a loaded machine.
describe("reading transcript and chapters files in a worker thread", { timeout: 30_000 }, () => {
  it("reads what the parsers read, skipped cues included", async () => {
    expect(await readTranscriptInWorker(HTML, "text/html")).toEqual(await parseTranscript(HTML, "text/html"));
    const vtt = await readTranscriptInWorker(VTT, "text/vtt");
    expect(vtt).toEqual(await parseTranscript(VTT, "text/vtt"));
    expect(vtt.skipped).toHaveLength(1);
    expect(await readChaptersInWorker(CHAPTERS, "json")).toEqual(parseJsonChapters(CHAPTERS));
    expect(await readChaptersInWorker("0:00 Intro\n12:30 - Money", "lines")).toHaveLength(2);
  });

  it("refuses with the parsers' own words", async () => {
    await expect(readTranscriptInWorker("{not json", "application/json")).rejects.toThrow(
      "The transcript is not valid JSON.",
    );
    await expect(readChaptersInWorker("0:00 Intro\n12:75 Money", "lines")).rejects.toThrow(
      'Line 2 is not "MM:SS Title": 12:75 Money',
    );
    await expect(readChaptersInWorker('{"chapters": 3}', "json")).rejects.toThrow(
      "The chapters file has no chapters list.",
    );
  });

  it("refuses a transcript of 300,000 nested elements and one of nested JSON arrays, with the reason, quickly", async () => {
    const html = `${"<time>".repeat(300_000)}0:01${"</time>".repeat(300_000)}<p>text</p>`;
    const json = `{"segments": ${"[".repeat(2_400_000)}${"]".repeat(2_400_000)}}`;
    const started = performance.now();
    await expect(readTranscriptInWorker(html, "text/html")).rejects.toThrow(
      "The transcript is nested too deeply to read (more than 100 levels).",
    );
    await expect(readTranscriptInWorker(json, "application/json")).rejects.toThrow(
      "The JSON transcript is nested too deeply to read (more than 100 levels).",
    );
    // Two workers' start included: on the main thread the HTML alone took 87 s to parse.
    expect(performance.now() - started).toBeLessThan(8_000);
  });

  it("stops a file that takes longer than the time limit, and one that needs more memory than allowed", async () => {
    const long = Array.from({ length: 5_000 }, (_, i) => `<time>0:01</time><p>Line ${i}.</p>`).join("");
    await expect(readTranscriptInWorker(long, "text/html", { ...fileReadLimits, timeoutMs: 1 })).rejects.toThrow(
      "The transcript took too long to read (more than 0 seconds).",
    );
    await expect(
      readTranscriptInWorker(long.repeat(20), "text/html", { ...fileReadLimits, maxHeapMb: 4 }),
    ).rejects.toThrow(/^The transcript (is too large to read|could not be read)\.$/);
  });
});
