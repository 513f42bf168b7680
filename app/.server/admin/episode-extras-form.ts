import {
  MAX_CHAPTERS_UPLOAD_BYTES,
  MAX_TRANSCRIPT_UPLOAD_BYTES,
  PREVIEW_CUES,
  type ChaptersPreview,
  type TranscriptPreview,
} from "~/lib/episode-extras-admin";
import { formatTimestamp } from "~/lib/episode-extras";
import { decodeText } from "../net/decode-text";
import type { ParsedChapter } from "../transcripts/parse-chapters";
import { readChaptersInWorker, readTranscriptInWorker } from "../transcripts/read-file-in-worker";
import { transcriptFileError, type ParsedTranscript, type TranscriptType } from "../transcripts/transcript-types";

/**
 * The Episode Manager's transcript and chapters posts: a file (multipart) or pasted text, read with
 * the same parsers as the import (media-captions for VTT and SRT, Zod for JSON), in a worker thread
 * with the same limits (read-file-in-worker.ts). Anything refused
 * throws a transcript file error (transcriptFileError) with a message for the admin; nothing is written before it is read.
 */

type Source = { text: string; fileName: string | null };

/** The uploaded file when one was chosen, else the pasted text; refused when both are empty or too large. */
async function readSource(form: FormData, fileField: string, textField: string, maxBytes: number, what: string) {
  const file = form.get(fileField);
  if (file instanceof File && file.size > 0) {
    if (file.size > maxBytes) {
      throw transcriptFileError(`The ${what} file is too large (over ${Math.round(maxBytes / 1000)} KB).`);
    }
    return { text: decodeText(new Uint8Array(await file.arrayBuffer()), file.type), fileName: file.name } as Source;
  }
  const pasted = form.get(textField);
  const text = typeof pasted === "string" ? pasted.replace(/\r\n?/g, "\n") : "";
  if (!text.trim()) throw transcriptFileError(`Choose a ${what} file or paste the ${what}.`);
  if (new TextEncoder().encode(text).length > maxBytes) {
    throw transcriptFileError(`The ${what} is too large (over ${Math.round(maxBytes / 1000)} KB).`);
  }
  return { text, fileName: null } as Source;
}

const formatNames: Partial<Record<TranscriptType, string>> = {
  "text/vtt": "WebVTT",
  "application/x-subrip": "SubRip (SRT)",
  "application/json": "Podcasting 2.0 JSON",
};

/** WebVTT, SubRip or the namespace's JSON, by the file's name, else by what the text looks like. */
export function detectTranscriptType({ text, fileName }: Source): TranscriptType {
  const extension = fileName?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (extension === "vtt") return "text/vtt";
  if (extension === "srt") return "application/x-subrip";
  if (extension === "json") return "application/json";
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("WEBVTT")) return "text/vtt";
  if (start.startsWith("{")) return "application/json";
  // SubRip writes milliseconds after a comma; WebVTT after a dot (and a file may lack its header).
  if (/\d{2}:\d{2}:\d{2},\d{3}\s*-->/.test(start)) return "application/x-subrip";
  if (/\d{1,2}:\d{2}(?:\.\d{3})?\s*-->/.test(start)) return "text/vtt";
  throw transcriptFileError(
    "This is not a WebVTT or SubRip (SRT) transcript: no cue times (00:00:01.000 --> 00:00:04.000) were found.",
  );
}

export type ReadTranscript = { transcript: ParsedTranscript; preview: TranscriptPreview };

export async function readTranscriptPost(form: FormData): Promise<ReadTranscript> {
  const source = await readSource(form, "transcriptFile", "transcriptText", MAX_TRANSCRIPT_UPLOAD_BYTES, "transcript");
  const type = detectTranscriptType(source);
  const transcript = await readTranscriptInWorker(source.text, type);
  return {
    transcript,
    preview: {
      ...summarizeTranscript(transcript.cues),
      origin: "admin",
      format: formatNames[type] ?? type,
      skipped: (transcript.skipped ?? []).slice(0, 10),
      text: source.text,
    },
  };
}

type CueLike = { startMs: number; endMs: number; speaker: string | null; body: string };

/** Counts, speakers, length and the first few cues: what the admin checks before saving. */
export function summarizeTranscript(cues: CueLike[]) {
  const speakers = [...new Set(cues.flatMap((cue) => (cue.speaker ? [cue.speaker] : [])))].slice(0, 20);
  const lastEnd = cues.reduce((end, cue) => Math.max(end, cue.endMs), 0);
  return {
    cueCount: cues.length,
    speakers,
    length: formatTimestamp(lastEnd / 1000),
    firstCues: cues.slice(0, PREVIEW_CUES).map((cue) => ({
      start: formatTimestamp(cue.startMs / 1000),
      speaker: cue.speaker,
      text: cue.body,
    })),
  };
}

export type ReadChapters = { chapters: ParsedChapter[]; preview: ChaptersPreview };

/** Podcasting 2.0 JSON chapters, or lines of `MM:SS Title` / `H:MM:SS Title`. */
export async function readChaptersPost(form: FormData): Promise<ReadChapters> {
  const source = await readSource(form, "chaptersFile", "chaptersText", MAX_CHAPTERS_UPLOAD_BYTES, "chapters");
  const isJson = source.fileName?.toLowerCase().endsWith(".json") || /^\uFEFF?\s*\{/.test(source.text);
  const chapters = await readChaptersInWorker(source.text, isJson ? "json" : "lines");
  const listed = chapters.filter((chapter) => chapter.toc && chapter.title);
  return {
    chapters,
    preview: {
      format: isJson ? "Podcasting 2.0 JSON chapters" : "Lines of MM:SS Title",
      chapters: listed.map((chapter) => ({ start: formatTimestamp(chapter.startMs / 1000), title: chapter.title! })),
      unlisted: chapters.length - listed.length,
      text: source.text,
    },
  };
}
