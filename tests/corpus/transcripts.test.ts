import { describe, expect, it } from "vitest";
import { parseJsonChapters } from "~/.server/transcripts/parse-chapters";
import { parseTranscript } from "~/.server/transcripts/parse-transcript";
import { describeWithFixtures, readFixture } from "./support/fixtures";

const file = (name: string) => readFixture(`podcasting20/${name}`);

describeWithFixtures("corpus: Podcasting 2.0 transcripts and chapters", () => {
  describe("one 12-minute episode as SRT and as HTML", () => {
    it("reads the SRT's two-line cards with the speaker carried until it changes", async () => {
      const { cues, timed } = await parseTranscript(file("transcript-example.srt"), "application/x-subrip");
      expect(timed).toBe(true);
      expect(cues.length).toBeGreaterThan(200);
      expect(cues[0]).toEqual({
        startMs: 179,
        endMs: 2399,
        speaker: "Travis",
        body: "When you first get started in podcasting, it's",
      });
      expect(cues[1]?.speaker).toBe("Travis");
      expect(new Set(cues.map((cue) => cue.speaker))).toEqual(new Set(["Travis", "Sarah", "Gilon"]));
      expect(cues.at(-1)!.endMs).toBeGreaterThan(10 * 60_000);
      expect(cues.every((cue) => !/[<>]|-->/.test(cue.body))).toBe(true);
    });

    it("reads the HTML's cite, time and paragraphs into the same conversation", async () => {
      const { cues, timed } = await parseTranscript(file("transcript-example.html"), "text/html");
      expect(timed).toBe(true);
      expect(cues[0]).toMatchObject({ startMs: 0, endMs: 53_000, speaker: "Travis" });
      expect(cues[0]!.body).toMatch(/^When you first get started in podcasting, it's almost guaranteed/);
      expect(cues[1]).toMatchObject({ startMs: 53_000, speaker: "Sarah" });
      const srt = await parseTranscript(file("transcript-example.srt"), "application/x-subrip");
      const words = (cues: { body: string }[]) =>
        cues
          .map((cue) => cue.body)
          .join(" ")
          .split(/\s+/).length;
      expect(Math.abs(words(cues) - words(srt.cues)) / words(srt.cues)).toBeLessThan(0.05);
    });
  });

  it("reads VTT voices as speakers and decodes &amp; once", async () => {
    const { cues } = await parseTranscript(file("transcript-example.vtt"), "text/vtt");
    expect(cues.map((cue) => cue.speaker)).toEqual(["Sarah", "Sarah", "Sarah", "Sarah", "Sarah", "Gillian", "Gillian"]);
    expect(cues[2]).toEqual({
      startMs: 6090,
      endMs: 11_610,
      speaker: "Sarah",
      body: "include in one? Welcome to Podcasting Q&A, where you learn",
    });
  });

  it("merges the word-level JSON into one readable cue per speaker turn", async () => {
    const { cues } = await parseTranscript(file("transcript-example.json"), "application/json");
    expect(cues).toEqual([
      { startMs: 500, endMs: 2500, speaker: "Darth Vader", body: "I am your father." },
      { startMs: 2750, endMs: 3000, speaker: "Luke", body: "Nooooo" },
    ]);
  });

  it("reads both chapters files, keeping the location-only entry out of the list", () => {
    expect(parseJsonChapters(file("chapters-example.json")).length).toBeGreaterThan(2);
    const chapters = parseJsonChapters(file("chapters-complex.json"));
    expect(chapters).toHaveLength(11);
    expect(chapters[3]).toEqual({
      startMs: 410_000,
      title: "Namespace",
      url: "https://github.com/Podcastindex-org/podcast-namespace",
      imageUrl: "https://example.com/images/namepsace_example.jpg",
      toc: true,
    });
    expect(chapters.find((chapter) => chapter.startMs === 4_826_000)).toEqual({
      startMs: 4_826_000,
      title: null,
      url: null,
      imageUrl: "https://example.com/images/parisfrance.jpg",
      toc: false,
    });
  });
});

describeWithFixtures("corpus: the Podcasting 2.0 namespace's example feed", () => {
  it("reads every item's transcripts, chapters, people and numbers", async () => {
    const { parsePodcastFeed } = await import("~/.server/episodes/parse-podcast-feed");
    const feed = parsePodcastFeed(file("namespace-example-feed.xml"));
    expect(feed.items.map((item) => item.title)).toEqual([
      "Episode 3 - The Future",
      "Episode 2 - The Present",
      "Episode 1 - The Past",
    ]);
    const [third] = feed.items;
    expect(third).toMatchObject({ episodeNumber: 3, seasonNumber: 1 });
    expect(third!.transcripts).toEqual([
      { url: "https://example.com/ep3/transcript.txt", type: "text/plain" },
      { url: "https://example.com/episode1/transcript.vtt", type: "text/vtt" },
    ]);
    expect(third!.chapters).toEqual({
      url: "https://example.com/ep3_chapters.json",
      type: "application/json+chapters",
    });
    expect(third!.people).toEqual([
      {
        name: "Adam Curry",
        role: "host",
        group: "cast",
        href: "https://www.podchaser.com/creators/adam-curry-107ZzmWE5f",
        img: "https://example.com/images/adamcurry.jpg",
      },
      {
        name: "Dave Jones",
        role: "guest",
        group: "cast",
        href: "https://github.com/daveajones/",
        img: "https://example.com/images/davejones.jpg",
      },
      {
        name: "Becky Smith",
        role: "cover art designer",
        group: "visuals",
        href: "https://example.com/artist/beckysmith",
      },
    ]);
    expect(feed.items.every((item) => item.durationSeconds === undefined || item.durationSeconds > 0)).toBe(true);
  });
});
