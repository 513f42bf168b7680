import { parseHTML } from "linkedom";
import { speakerPrefixReader } from "./parse-captions";
import {
  finishCues,
  parseClockTime,
  plainCueText,
  speakerName,
  type ParsedCue,
  type ParsedTranscript,
} from "./transcript-types";

/**
 * The namespace's HTML transcript: `<cite>Name:</cite> <time>0:53</time> <p>text</p>` repeated.
 * A `<p>` takes the speaker and time seen before it; a cue ends where the next one starts. Read with
 * linkedom as a detached document (no scripts run, nothing is fetched). Without any `<time>`, it is
 * read as untimed paragraphs.
 */
export function parseHtmlTranscript(html: string): ParsedTranscript {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const element of document.querySelectorAll("script, style, template, noscript")) element.remove();

  const elements = [...document.querySelectorAll("cite, time, p")];
  // With <cite> naming the speakers, a paragraph's "Today: …" is just its text.
  const hasCites = elements.some((element) => element.tagName.toLowerCase() === "cite");
  const splitSpeakerPrefix = speakerPrefixReader(
    hasCites ? [] : elements.map((element) => plainCueText(element.textContent ?? "")),
  );
  const cues: ParsedCue[] = [];
  let speaker: string | null = null;
  let startMs: number | undefined;
  let timed = false;
  for (const element of elements) {
    const tag = element.tagName.toLowerCase();
    const text = element.textContent ?? "";
    if (tag === "cite") speaker = speakerName(text);
    else if (tag === "time") {
      const time = parseClockTime(element.getAttribute("datetime") ?? "") ?? parseClockTime(text);
      if (time !== undefined) {
        startMs = time;
        timed = true;
      }
    } else {
      const split = splitSpeakerPrefix(plainCueText(text));
      const at = startMs ?? 0;
      cues.push({ startMs: at, endMs: at, speaker: split.speaker ?? speaker, body: split.body });
      startMs = undefined;
    }
  }
  return finishCues(timed ? withEnds(cues) : cues.map((cue) => ({ ...cue, startMs: 0, endMs: 0 })), { timed });
}

/** Each cue ends where the next one starts (the last at its own start). */
export function withEnds(cues: ParsedCue[]): ParsedCue[] {
  return cues.map((cue, index) => ({ ...cue, endMs: Math.max(cue.startMs, cues[index + 1]?.startMs ?? cue.startMs) }));
}

/**
 * A plain-text transcript: one cue per paragraph (or per line when there are no blank lines), a
 * leading "Name:" as the speaker and a leading "12:34" or "[01:02:03]" as the time when present.
 */
export function parsePlainTranscript(text: string): ParsedTranscript {
  const blocks = (/\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : text.split("\n")).map((block) => {
    const rest = block.trim();
    const time = /^\[?((?:\d{1,3}:)?\d{1,3}:\d{2}(?:[.,]\d{1,3})?)\]?\s+/.exec(rest);
    const startMs = time ? parseClockTime(time[1]!) : undefined;
    return startMs === undefined
      ? { startMs, text: plainCueText(rest) }
      : { startMs, text: plainCueText(rest.slice(time![0].length)) };
  });
  const splitSpeakerPrefix = speakerPrefixReader(blocks.map((block) => block.text));
  const cues: ParsedCue[] = [];
  let timed = false;
  let lastSpeaker: string | null = null;
  for (const { startMs, text: blockText } of blocks) {
    if (startMs !== undefined) timed = true;
    const split = splitSpeakerPrefix(blockText);
    if (!split.body) continue;
    lastSpeaker = split.speaker ?? lastSpeaker;
    cues.push({ startMs: startMs ?? -1, endMs: startMs ?? -1, speaker: lastSpeaker, body: split.body });
  }
  if (!timed)
    return finishCues(
      cues.map((cue) => ({ ...cue, startMs: 0, endMs: 0 })),
      { timed: false },
    );
  // A paragraph without its own time follows the one before it.
  let previous = 0;
  const filled = cues.map((cue) => {
    previous = cue.startMs >= 0 ? cue.startMs : previous;
    return { ...cue, startMs: previous, endMs: previous };
  });
  return finishCues(withEnds(filled), { timed: true });
}
