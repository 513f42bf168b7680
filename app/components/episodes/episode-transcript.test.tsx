import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TranscriptView } from "~/lib/episode-extras";
import { toTranscriptPage } from "~/lib/transcript-paragraphs";
import { EpisodeTranscript } from "./episode-transcript";

const transcript = (machineMade: boolean) =>
  toTranscriptPage({
    timed: true,
    machineMade,
    cues: [{ start: 754, end: 760, speaker: "Dana", text: "The week my kids left for camp." }],
  } satisfies TranscriptView);

describe("an episode's transcript on its page", () => {
  it("tells listeners when a transcription service wrote it", () => {
    const html = renderToStaticMarkup(<EpisodeTranscript slug="summer" transcript={transcript(true)} />);
    expect(html).toContain("Transcribed automatically, so some words may be wrong.");
    expect(html).toContain('href="?t=754"');
  });

  it("says nothing of the kind for a transcript from the feed or the host", () => {
    const html = renderToStaticMarkup(<EpisodeTranscript slug="summer" transcript={transcript(false)} />);
    expect(html).not.toContain("Transcribed automatically");
    expect(html).toContain("The week my kids left for camp.");
  });

  it("shows a speaker's caption cues as one paragraph with one timestamp, each cue still its own element", () => {
    const html = renderToStaticMarkup(
      <EpisodeTranscript
        slug="summer"
        transcript={toTranscriptPage({
          timed: true,
          machineMade: false,
          cues: [
            { start: 754, end: 757, speaker: "Dana", text: "The week my kids left" },
            { start: 757, end: 760, speaker: "Dana", text: "for camp." },
          ],
        })}
      />,
    );
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(html.match(/href="\?t=/g)).toHaveLength(1);
    expect(html).toContain(
      '<span data-cue="" data-start="754">The week my kids left</span> <span data-cue="" data-start="757">for camp.</span>',
    );
  });
});
