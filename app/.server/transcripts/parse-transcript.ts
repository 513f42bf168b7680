import {
  MAX_TRANSCRIPT_CHARACTERS,
  transcriptFileError,
  type ParsedTranscript,
  type TranscriptType,
} from "./transcript-types.ts";

/** The transcript type a feed's `type=` or a file's Content-Type names, or undefined. */
export function transcriptTypeOf(value: string | undefined | null): TranscriptType | undefined {
  const type = value?.split(";")[0]?.trim().toLowerCase();
  switch (type) {
    case "text/vtt":
      return "text/vtt";
    case "application/x-subrip":
    case "application/srt":
    case "text/srt":
      return "application/x-subrip";
    case "application/json":
      return "application/json";
    case "text/html":
      return "text/html";
    case "text/plain":
      return "text/plain";
    default:
      return undefined;
  }
}

/**
 * Reads a transcript in any of the namespace's five formats into cues. Refuses (transcriptFileError,
 * with a reason for the site owner) a file that is too large, nested too deeply, of another type, or
 * without one readable cue; a cue with a malformed time is skipped. Each format's parser is loaded
 * when first needed: a worker thread (read-file-in-worker.ts) starts with only the one it uses.
 */
export async function parseTranscript(text: string, type: TranscriptType): Promise<ParsedTranscript> {
  if (text.length > MAX_TRANSCRIPT_CHARACTERS) {
    throw transcriptFileError("The transcript is too large (over 5 MB).");
  }
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  switch (type) {
    case "text/vtt":
      return (await import("./parse-captions.ts")).parseCaptions(source, "vtt");
    case "application/x-subrip":
      return (await import("./parse-captions.ts")).parseCaptions(source, "srt");
    case "application/json":
      return (await import("./json-transcript.ts")).parseJsonTranscript(source);
    case "text/html":
      return (await import("./html-transcript.ts")).parseHtmlTranscript(source);
    case "text/plain":
      return (await import("./html-transcript.ts")).parsePlainTranscript(source);
  }
}
