import type { TranscriptView } from "~/lib/episode-extras";

/** "00:01:02.250": WebVTT's timestamp form. */
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const rest = ((ms % 60_000) / 1000).toFixed(3).padStart(6, "0");
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:${rest}`;
}

/** Cue text and voice names may not contain markup or "-->": the three characters are escaped. */
function vttText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The transcript as WebVTT with `<v Speaker>` voices, what podcast apps read from
 * `podcast:transcript type="text/vtt"`. Written here rather than by a library: the format is a
 * header and one block per cue, and the maintained parsers (media-captions) do not write.
 */
export function transcriptToVtt(transcript: TranscriptView): string {
  const blocks = transcript.cues.map((cue, index) => {
    const text = cue.speaker ? `<v ${vttText(cue.speaker)}>${vttText(cue.text)}` : vttText(cue.text);
    return `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(Math.max(cue.end, cue.start))}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}

/** The Podcasting 2.0 JSON transcript (`application/json`, version 1.0.0). */
export function transcriptToJson(transcript: TranscriptView): string {
  return JSON.stringify({
    version: "1.0.0",
    segments: transcript.cues.map((cue) => ({
      ...(cue.speaker ? { speaker: cue.speaker } : {}),
      startTime: cue.start,
      endTime: Math.max(cue.end, cue.start),
      body: cue.text,
    })),
  });
}
