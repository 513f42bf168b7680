import { describe, expect, it } from "vitest";
import type { TranscriptCueView } from "./episode-extras";
import { transcriptParagraphs } from "./transcript-paragraphs";

const cue = (start: number, text: string, speaker: string | null = "Host", end = start + 3): TranscriptCueView => ({
  start,
  end,
  speaker,
  text,
});

const texts = (cues: TranscriptCueView[]) =>
  transcriptParagraphs(cues).map((paragraph) => paragraph.cues.map((item) => item.text).join(" "));

describe("a transcript's paragraphs", () => {
  it("joins a speaker's caption cues, broken mid-sentence, into whole sentences", () => {
    const cues = [
      cue(0, "So the first thing I tell"),
      cue(3, "every client is to write"),
      cue(6, "down what happened."),
      cue(9, "Dates, times, who was there."),
    ];
    expect(texts(cues)).toEqual([
      "So the first thing I tell every client is to write down what happened. Dates, times, who was there.",
    ]);
    expect(transcriptParagraphs(cues)[0]).toMatchObject({ start: 0, speaker: "Host", newSpeaker: true });
  });

  it("starts a paragraph for each new speaker, and names them only when they change", () => {
    const paragraphs = transcriptParagraphs([
      cue(0, "Welcome back.", "Claire"),
      cue(3, "Thanks, Claire.", "Renee"),
      cue(6, "Glad to be here.", "Renee"),
      cue(9, "Let's begin.", "Claire"),
    ]);
    expect(paragraphs.map((paragraph) => [paragraph.speaker, paragraph.cues.length, paragraph.newSpeaker])).toEqual([
      ["Claire", 1, true],
      ["Renee", 2, true],
      ["Claire", 1, true],
    ]);
  });

  it("ends a long paragraph at the next sentence end, never mid-sentence", () => {
    const sentence = "This sentence is about forty characters.";
    const cues = Array.from({ length: 20 }, (_, index) =>
      cue(index * 3, index % 2 === 0 ? sentence.slice(0, 20) : sentence.slice(20)),
    );
    const paragraphs = transcriptParagraphs(cues);
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) expect(paragraph.cues.at(-1)!.text).toMatch(/\.$/);
    expect(paragraphs.flatMap((paragraph) => paragraph.cues)).toEqual(cues);
  });

  it("caps a paragraph that never ends a sentence, and starts one after a long pause", () => {
    const unpunctuated = Array.from({ length: 60 }, (_, index) => cue(index * 3, "and so on and so forth we went"));
    expect(transcriptParagraphs(unpunctuated).length).toBeGreaterThan(1);
    expect(texts([cue(0, "Before the break"), cue(40, "after the break")])).toEqual([
      "Before the break",
      "after the break",
    ]);
  });

  it("keeps untimed and speakerless transcripts whole, in order", () => {
    const cues = [cue(0, "One line.", null), cue(0, "Another line.", null)];
    const paragraphs = transcriptParagraphs(cues);
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]).toMatchObject({ speaker: null, newSpeaker: false });
    expect(transcriptParagraphs([])).toEqual([]);
  });
});
