import { decodeCharacterReferences } from "../../lib/character-references.ts";
import { AppError } from "../app-error-class.ts";

/** One cue as stored (`transcript_cues`): times in whole milliseconds, plain text. */
export type ParsedCue = { startMs: number; endMs: number; speaker: string | null; body: string };

export type ParsedTranscript = {
  cues: ParsedCue[];
  /** False for a plain-text transcript without times: pages then show no timestamps. */
  timed: boolean;
  /** Cues a captions file had that could not be read and were left out, one reason each (line numbers). */
  skipped?: string[];
};

/** The transcript formats the Podcasting 2.0 namespace names (`podcast:transcript type=`). */
export const transcriptTypes = [
  "text/vtt",
  "application/x-subrip",
  "application/json",
  "text/html",
  "text/plain",
] as const;
export type TranscriptType = (typeof transcriptTypes)[number];

export type TranscriptFileErrorCode = "transcript-file";

/**
 * A transcript or chapters file we refuse: an AppError whose message is written for the site owner
 * and shown beside the Episode Manager's form (400), or in an import's result. The parsers throw it
 * inside the file worker too (read-file-in-worker.ts), hence the import-free class module.
 */
export function transcriptFileError(message: string, options: { cause?: unknown } = {}) {
  return new AppError<TranscriptFileErrorCode>("transcript-file", message, { status: 400, cause: options.cause });
}

export function isTranscriptFileError(error: unknown): error is AppError<TranscriptFileErrorCode> {
  return error instanceof AppError && error.code === "transcript-file";
}

/** A one-hour transcript is ~100 KB; a 5 MB file is not a transcript we should hold. */
export const MAX_TRANSCRIPT_CHARACTERS = 5_000_000;
/** About a cue a second for five hours. */
export const MAX_CUES = 20_000;
export const MAX_CUE_CHARACTERS = 5_000;
export const MAX_SPEAKER_CHARACTERS = 200;
/** Cap on a chapters file (a few KB in practice). */
export const MAX_CHAPTERS_CHARACTERS = 1_000_000;
export const MAX_CHAPTERS = 1_000;
/**
 * Levels of nested elements (HTML) or arrays and objects (JSON) a file may have: real transcripts
 * and chapters have a few, and each level costs the parsers more (docs/security.md, Q3).
 */
export const MAX_NESTING = 100;

/**
 * Cue text as plain text: anything that looks like a tag dropped, closed or not (cue files carry
 * `<i>`, `<font>`, sometimes worse; "3 < 5" stays), character references decoded once, whitespace
 * collapsed. Pages render it as text, never as HTML, so what remains of a hostile file is only ever
 * shown as letters. `decoded`: the text comes from a parser that already removed markup and decoded
 * references (WebVTT's tokenizer), so a literal "&lt;b&gt;" the author escaped stays as written.
 */
export function plainCueText(value: string, limit = MAX_CUE_CHARACTERS, { decoded = false } = {}): string {
  const text = (decoded ? value : decodeCharacterReferences(value.replace(/<\/?[a-z!][^>]*>?/gi, " ")))
    // Control characters (a NUL would also break PostgreSQL's text type); \p{Cc} includes tabs and
    // newlines, which the next step turns into spaces anyway.
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}

export function speakerName(value: string | null | undefined): string | null {
  if (!value) return null;
  return plainCueText(value, MAX_SPEAKER_CHARACTERS).replace(/:$/, "").trim() || null;
}

/** "12:34", "1:02:03", "00:00:05.250" (also with a comma) as milliseconds; undefined otherwise. */
export function parseClockTime(value: string): number | undefined {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,3}):(\d{2})(?:[.,](\d{1,3}))?\s*$/.exec(value);
  if (!match) return undefined;
  const [, hours, minutes, seconds, fraction] = match;
  if (Number(seconds) >= 60 || (hours !== undefined && Number(minutes) >= 60)) return undefined;
  const ms = fraction ? Number(fraction.padEnd(3, "0")) : 0;
  return ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

/** Seconds (a JSON number) as whole milliseconds; undefined for anything not a sane time. */
export function secondsToMs(value: unknown): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 360_000) return undefined;
  return Math.round(value * 1000);
}

/** Keeps cues that have text and sane times, in time order; refuses files with none or too many. */
export function finishCues(cues: ParsedCue[], { timed }: { timed: boolean }): ParsedTranscript {
  const kept = cues.filter((cue) => cue.body && cue.startMs >= 0 && cue.endMs >= cue.startMs);
  if (kept.length === 0) throw transcriptFileError("The transcript has no readable cues.");
  if (kept.length > MAX_CUES) {
    throw transcriptFileError(`The transcript has over ${MAX_CUES.toLocaleString("en-US")} cues.`);
  }
  if (timed) kept.sort((a, b) => a.startMs - b.startMs);
  return { cues: kept, timed };
}
