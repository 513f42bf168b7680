import { z } from "zod";
import { jsonNestsDeeperThan } from "./nesting-depth.ts";
import {
  finishCues,
  MAX_NESTING,
  plainCueText,
  secondsToMs,
  speakerName,
  transcriptFileError,
  type ParsedCue,
  type ParsedTranscript,
} from "./transcript-types.ts";

const segmentSchema = z.looseObject({
  speaker: z.unknown().optional(),
  startTime: z.unknown(),
  endTime: z.unknown().optional(),
  body: z.unknown(),
});
const transcriptSchema = z.looseObject({ segments: z.array(z.unknown()).max(500_000) });

/** A readable cue: at most this long, and ended early at a sentence's end once it has a few words. */
const MAX_CUE_MS = 20_000;
const MAX_CUE_WORDS = 60;
const MIN_WORDS_BEFORE_SENTENCE_BREAK = 8;

/**
 * The Podcasting 2.0 JSON transcript (`{"version", "segments": [{speaker, startTime, endTime, body}]}`).
 * Many tools write one segment per word; consecutive segments of one speaker are merged into cues of
 * readable length (a speaker change, a sentence end after a few words, 20 s or 60 words end a cue).
 * A segment with a bad time or no text is dropped; a file that is not that shape is refused.
 */
export function parseJsonTranscript(text: string): ParsedTranscript {
  if (jsonNestsDeeperThan(text, MAX_NESTING)) {
    throw transcriptFileError(`The JSON transcript is nested too deeply to read (more than ${MAX_NESTING} levels).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw transcriptFileError("The transcript is not valid JSON.", { cause: error });
  }
  const parsed = transcriptSchema.safeParse(data);
  if (!parsed.success) throw transcriptFileError("The JSON transcript has no segments list.");

  const cues: ParsedCue[] = [];
  let current: (ParsedCue & { words: number }) | undefined;
  for (const raw of parsed.data.segments) {
    const segment = segmentSchema.safeParse(raw);
    if (!segment.success || typeof segment.data.body !== "string") continue;
    const startMs = secondsToMs(segment.data.startTime);
    const endMs = secondsToMs(segment.data.endTime) ?? startMs;
    const body = plainCueText(segment.data.body);
    if (startMs === undefined || endMs === undefined || endMs < startMs || !body) continue;
    const speaker = typeof segment.data.speaker === "string" ? speakerName(segment.data.speaker) : null;
    const words = body.split(" ").length;

    const sentenceEnded = current ? /[.?!…]["'”’)]?$/.test(current.body) : false;
    const startNew =
      !current ||
      speaker !== current.speaker ||
      endMs - current.startMs > MAX_CUE_MS ||
      current.words + words > MAX_CUE_WORDS ||
      (sentenceEnded && current.words >= MIN_WORDS_BEFORE_SENTENCE_BREAK);
    if (startNew) {
      if (current) cues.push(withoutWordCount(current));
      current = { startMs, endMs, speaker, body, words };
    } else if (current) {
      current.body = /^[,.;:!?…)\]]/.test(body) ? `${current.body}${body}` : `${current.body} ${body}`;
      current.endMs = Math.max(current.endMs, endMs);
      current.words += words;
    }
  }
  if (current) cues.push(withoutWordCount(current));
  return finishCues(
    cues.map((cue) => ({ ...cue, body: plainCueText(cue.body) })),
    { timed: true },
  );
}

function withoutWordCount({ words: _words, ...cue }: ParsedCue & { words: number }): ParsedCue {
  return cue;
}
