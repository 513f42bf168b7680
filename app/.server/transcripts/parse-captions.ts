import { ParseErrorCode, parseText, tokenizeVTTCue, type VTTNode } from "media-captions";
import { finishCues, plainCueText, speakerName, type ParsedCue, type ParsedTranscript } from "./transcript-types.ts";

// "Travis: When you first…": a speaker named at the start of a cue, as SRT files and plain
// transcripts write it. At most four words, starting with a capital, so prose such as
// "so here's the thing: …" never matches.
const SPEAKER_PREFIX = /^(\p{Lu}[\p{L}\p{M}.'’-]*(?: [\p{L}\p{M}.'’-]+){0,3}):\s+(?=\S)/u;

/**
 * Splits a leading "Name:" off each text where it names a speaker. A one-word prefix ("Travis:")
 * counts only when the file uses it at least twice, since "Today: money" opens a cue now and then; a
 * name of several capitalised words ("Jane Smith:") counts at once.
 */
export function speakerPrefixReader(texts: string[]): (text: string) => { speaker: string | null; body: string } {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const name = SPEAKER_PREFIX.exec(text)?.[1];
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const isSpeaker = (name: string) =>
    (counts.get(name) ?? 0) >= 2 || (name.includes(" ") && name.split(" ").every((word) => /^\p{Lu}/u.test(word)));
  return (text) => {
    const match = SPEAKER_PREFIX.exec(text);
    if (!match || !isSpeaker(match[1]!)) return { speaker: null, body: text };
    return { speaker: speakerName(match[1]), body: text.slice(match[0].length) };
  };
}

/**
 * WebVTT and SubRip through media-captions (not strict: a cue with a malformed timestamp is
 * skipped, the rest is read). The speaker comes from a `<v Name>` voice span, else a "Name:"
 * prefix; SRT files name the speaker only when it changes, so the last one carries forward.
 */
export async function parseCaptions(text: string, type: "vtt" | "srt"): Promise<ParsedTranscript> {
  // media-captions wants the WEBVTT header; SRT has none, and a VTT missing it is still worth reading.
  const addHeader = type === "vtt" && !/^\uFEFF?WEBVTT/.test(text);
  const source = addHeader ? `WEBVTT\n\n${text}` : text;
  const { cues, errors } = await parseText(source, { type, strict: false, errors: true });
  const read = cues.map((cue) => {
    const nodes = tokenizeVTTCue(cue);
    return { cue, voice: findVoice(nodes), text: plainCueText(textOf(nodes), undefined, { decoded: true }) };
  });
  const splitSpeakerPrefix = speakerPrefixReader(read.map(({ text }) => text));
  const parsed: ParsedCue[] = [];
  let lastSpeaker: string | null = null;
  for (const { cue, voice, text } of read) {
    const { speaker: prefixed, body } = splitSpeakerPrefix(text);
    const speaker: string | null = speakerName(voice) ?? prefixed ?? lastSpeaker;
    lastSpeaker = speaker;
    parsed.push({
      startMs: Math.round(cue.startTime * 1000),
      endMs: Math.round(cue.endTime * 1000),
      speaker,
      body,
    });
  }
  const skipped = errors
    .filter((error) => error.code === ParseErrorCode.BadTimestamp)
    .map((error) => `Line ${error.line - (addHeader ? 2 : 0)}: a cue's time does not read, so that cue is left out.`);
  return { ...finishCues(parsed, { timed: true }), ...(skipped.length > 0 ? { skipped } : {}) };
}

function findVoice(nodes: VTTNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type === "v" && node.voice) return node.voice;
    if ("children" in node) {
      const inner = findVoice(node.children);
      if (inner) return inner;
    }
  }
  return undefined;
}

function textOf(nodes: VTTNode[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.data : "children" in node ? textOf(node.children) : ""))
    .join("");
}
