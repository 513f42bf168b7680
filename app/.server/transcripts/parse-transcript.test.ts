import { describe, expect, it } from "vitest";
import { parseChapterLines, parseJsonChapters } from "./parse-chapters";
import { parseTranscript, transcriptTypeOf } from "./parse-transcript";
import { MAX_CUES } from "./transcript-types";
import { cpuStopwatch } from "../../../tests/helpers/cpu-time";

const VTT_WITH_SPEAKERS = `WEBVTT

NOTE written for this test

1
00:00:01.000 --> 00:00:04.500
<v Claire Morrow>Welcome back to <i>Untangled</i>.

2
00:00:04.500 --> 00:00:09.000
<v.loud Dr. Jane Smith>Thanks &amp; hello, Claire.

00:01:02.250 --> 00:01:05.000 align:start
<v Claire Morrow>Let's talk custody.
`;

const SRT = `1
00:00:00,500 --> 00:00:03,000
Claire Morrow: Welcome to the show.
Today: money.

2
00:00:03,000 --> 00:00:06,000
We start with budgets.

3
00:00:06,000 --> 00:00:09,000
Jane Smith: Happy to be here.
`;

describe("parseTranscript", () => {
  it("reads VTT voices (with classes) as speakers and drops cue markup", async () => {
    const { cues, timed } = await parseTranscript(VTT_WITH_SPEAKERS, "text/vtt");
    expect(timed).toBe(true);
    expect(cues).toEqual([
      { startMs: 1000, endMs: 4500, speaker: "Claire Morrow", body: "Welcome back to Untangled." },
      { startMs: 4500, endMs: 9000, speaker: "Dr. Jane Smith", body: "Thanks & hello, Claire." },
      { startMs: 62_250, endMs: 65_000, speaker: "Claire Morrow", body: "Let's talk custody." },
    ]);
  });

  it("reads SRT with 'Name:' speakers carried forward, and only a leading name counts", async () => {
    const { cues } = await parseTranscript(SRT, "application/x-subrip");
    expect(cues).toEqual([
      { startMs: 500, endMs: 3000, speaker: "Claire Morrow", body: "Welcome to the show. Today: money." },
      { startMs: 3000, endMs: 6000, speaker: "Claire Morrow", body: "We start with budgets." },
      { startMs: 6000, endMs: 9000, speaker: "Jane Smith", body: "Happy to be here." },
    ]);
  });

  it("skips cues with malformed timestamps and keeps the rest", async () => {
    const vtt = `WEBVTT\n\n00:00:xx.000 --> 00:00:02.000\nbroken\n\n00:00:05.000 --> 00:00:02.000\nbackwards\n\n00:00:03.000 --> 00:00:04.000\nfine\n`;
    const { cues } = await parseTranscript(vtt, "text/vtt");
    expect(cues.map((cue) => cue.body)).toEqual(["fine"]);
  });

  it("keeps scripts and HTML in cues and speaker names as harmless text", async () => {
    const vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v <script>alert(1)</script>>Hi <script>alert("x")</script><img src=x onerror=alert(2)> there\n`;
    const { cues } = await parseTranscript(vtt, "text/vtt");
    expect(cues).toHaveLength(1);
    // No tag survives; what is left is letters that the page shows as text.
    expect(cues[0]!.body).not.toMatch(/<\/?[a-z]/i);
    expect(cues[0]!.body).toContain("there");
    expect(cues[0]!.speaker ?? "").not.toMatch(/<\/?[a-z]/i);

    const json = JSON.stringify({
      segments: [{ speaker: '<img src=x onerror="alert(1)">Eve', startTime: 0, endTime: 1, body: "<b>Hello</b>" }],
    });
    expect((await parseTranscript(json, "application/json")).cues).toEqual([
      { startMs: 0, endMs: 1000, speaker: "Eve", body: "Hello" },
    ]);
  });

  it("refuses oversized files, files without a cue and files with too many cues, with a reason", async () => {
    await expect(parseTranscript("x".repeat(5_000_001), "text/plain")).rejects.toThrow("too large");
    await expect(parseTranscript("WEBVTT\n\nnothing here", "text/vtt")).rejects.toThrow(
      expect.objectContaining({ code: "transcript-file" }),
    );
    await expect(parseTranscript("{not json", "application/json")).rejects.toThrow("not valid JSON");
    await expect(parseTranscript('{"segments": 3}', "application/json")).rejects.toThrow("no segments");
    const many = Array.from({ length: MAX_CUES + 1 }, (_, i) => ({
      startTime: i,
      endTime: i + 0.5,
      body: `${i}.`,
      speaker: `S${i % 2}`,
    }));
    await expect(parseTranscript(JSON.stringify({ segments: many }), "application/json")).rejects.toThrow("cues");
  });

  it("merges word segments into sentences of readable length", async () => {
    const words = "So the first thing I tell every parent is simple. Write it down. Every time.".split(" ");
    const segments = words.map((body, i) => ({ speaker: "Claire", startTime: i * 0.4, endTime: i * 0.4 + 0.3, body }));
    const { cues } = await parseTranscript(JSON.stringify({ version: "1.0.0", segments }), "application/json");
    expect(cues.map((cue) => cue.body)).toEqual([
      "So the first thing I tell every parent is simple.",
      "Write it down. Every time.",
    ]);
    expect(cues[1]!.startMs).toBe(10 * 400);
  });

  it("reads HTML and plain-text transcripts, timed or not", async () => {
    const html = `<cite>Claire:</cite><time>0:00</time><p>Hello &amp; welcome.</p><cite>Jane:</cite><time>1:02:03</time><p>Thanks.</p><script>alert(1)</script>`;
    expect((await parseTranscript(html, "text/html")).cues).toEqual([
      { startMs: 0, endMs: 3_723_000, speaker: "Claire", body: "Hello & welcome." },
      { startMs: 3_723_000, endMs: 3_723_000, speaker: "Jane", body: "Thanks." },
    ]);
    const plain = await parseTranscript(
      "Claire: Hello.\n\nJane: Hi!\nGood to be here.\n\nClaire: Today: money.\n\nJane: Good.",
      "text/plain",
    );
    expect(plain).toEqual({
      timed: false,
      cues: [
        { startMs: 0, endMs: 0, speaker: "Claire", body: "Hello." },
        { startMs: 0, endMs: 0, speaker: "Jane", body: "Hi! Good to be here." },
        { startMs: 0, endMs: 0, speaker: "Claire", body: "Today: money." },
        { startMs: 0, endMs: 0, speaker: "Jane", body: "Good." },
      ],
    });
    const timed = await parseTranscript(
      "[00:00] Claire Morrow: Hello.\n[00:05] Jane Smith: Hi!\n[00:09] Today: we talk.",
      "text/plain",
    );
    expect(timed.timed).toBe(true);
    expect(timed.cues[0]).toEqual({ startMs: 0, endMs: 5000, speaker: "Claire Morrow", body: "Hello." });
    // A one-word "Today:" used once is the text, not a speaker.
    expect(timed.cues[2]).toEqual({ startMs: 9000, endMs: 9000, speaker: "Jane Smith", body: "Today: we talk." });
  });

  it("refuses a deeply nested HTML or JSON transcript with the reason, in one quick pass", async () => {
    // 300,000 nested <time> elements (3.9 MB): the parser alone took 87 s, reading each element's
    // textContent over 19 minutes. 2.4 million nested arrays (4.8 MB) of JSON took 2.5 s.
    const html = `${"<time>".repeat(300_000)}0:01${"</time>".repeat(300_000)}<p>text</p>`;
    const json = `{"segments": ${"[".repeat(2_400_000)}${"]".repeat(2_400_000)}}`;
    const elapsed = cpuStopwatch();
    await expect(parseTranscript(html, "text/html")).rejects.toThrow(
      "The transcript is nested too deeply to read (more than 100 levels).",
    );
    await expect(parseTranscript(json, "application/json")).rejects.toThrow(
      "The JSON transcript is nested too deeply to read (more than 100 levels).",
    );
    expect(() => parseJsonChapters(`{"chapters": ${"[".repeat(400_000)}${"]".repeat(400_000)}}`)).toThrow(
      "The chapters file is nested too deeply to read (more than 100 levels).",
    );
    expect(elapsed()).toBeLessThan(2_000);
  });

  it("reads an HTML transcript's nesting as a parser does: what it closes by itself is not depth", async () => {
    // Unclosed paragraphs (HTML allows leaving out </p>) are siblings, however many there are.
    const paragraphs = Array.from(
      { length: 500 },
      (_, i) => `<time>0:${String(i % 60).padStart(2, "0")}</time><p>Line ${i}.`,
    );
    expect((await parseTranscript(paragraphs.join("\n"), "text/html")).cues).toHaveLength(500);
    // Markup inside a script, a comment or a void element adds nothing; a <dialog> is just an element.
    const quiet = `<script>${"<div>".repeat(200)}</script><!--${"<span>".repeat(200)}-->${"<br>".repeat(200)}<dialog><p>Hi.</p></dialog>`;
    expect((await parseTranscript(quiet, "text/html")).cues).toEqual([
      { startMs: 0, endMs: 0, speaker: null, body: "Hi." },
    ]);
    // A cue's inner markup is read as its text; a nested <time> or <cite> keeps its own text.
    const inner = `<cite><b>Claire</b>:</cite><time datetime="0:05"><span>five</span></time><p>Hello <em>there</em>, <span><span>all</span></span>.</p>`;
    expect((await parseTranscript(inner, "text/html")).cues).toEqual([
      { startMs: 5000, endMs: 5000, speaker: "Claire", body: "Hello there, all." },
    ]);
  });

  it("names the namespace's types", () => {
    expect(transcriptTypeOf("text/vtt; charset=utf-8")).toBe("text/vtt");
    expect(transcriptTypeOf("application/srt")).toBe("application/x-subrip");
    expect(transcriptTypeOf("application/pdf")).toBeUndefined();
  });
});

describe("chapters", () => {
  it("reads MM:SS and H:MM:SS lines, in time order", () => {
    expect(parseChapterLines("12:30 - Money\n0:00 Intro\n\n1:02:03 Wrap-up")).toEqual(
      [
        { startMs: 0, endMs: undefined, title: "Intro", url: null, imageUrl: null, toc: true },
        { startMs: 750_000, title: "Money", url: null, imageUrl: null, toc: true },
        { startMs: 3_723_000, title: "Wrap-up", url: null, imageUrl: null, toc: true },
      ].map(({ endMs: _endMs, ...chapter }) => chapter),
    );
  });

  it("refuses a line that does not read, naming it", () => {
    expect(() => parseChapterLines("0:00 Intro\n12:75 Money")).toThrow('Line 2 is not "MM:SS Title"');
  });

  it("drops unsafe addresses and bad times from JSON chapters", () => {
    const chapters = parseJsonChapters(
      JSON.stringify({
        chapters: [
          {
            startTime: 0,
            title: "Intro",
            url: "javascript:alert(1)",
            img: "http://10.0.0.1/x.png" /* private: dropped (docs/security.md Q10) */,
          },
          { startTime: -4, title: "Before" },
          { startTime: "soon", title: "Text" },
          { startTime: 30, title: "<b>Money</b>" },
        ],
      }),
    );
    expect(chapters).toEqual([
      { startMs: 0, title: "Intro", url: null, imageUrl: null, toc: true },
      { startMs: 30_000, title: "Money", url: null, imageUrl: null, toc: true },
    ]);
  });
});
