import workerUrl from "virtual:transcript-file-worker";
import { runWorker } from "../workers/run-worker";
import type { ParsedChapter } from "./parse-chapters";
import { transcriptFileError, type ParsedTranscript, type TranscriptType } from "./transcript-types";

/**
 * Transcript and chapters files read in a worker thread (transcript-file-worker.ts), with a time
 * and a heap limit: the feed import, the scheduled sync and the Episode Manager's uploads read what
 * a feed points to or an admin pastes, and the parsers are synchronous. On the main thread a file
 * of 300,000 nested elements held every request for over 19 minutes (docs/security.md, Q3); here it
 * costs a worker, which is stopped at the limit, and the file fails with a reason (transcriptFileError).
 */
export type FileTask =
  | { kind: "transcript"; text: string; type: TranscriptType }
  | { kind: "chapters"; text: string; format: "json" | "lines" };

export type FileAnswer =
  | { ok: true; transcript: ParsedTranscript }
  | { ok: true; chapters: ParsedChapter[] }
  /** `reason`: the parser's own words, or null when something other than a refusal stopped it. */
  | { ok: false; reason: string | null };

export const fileReadLimits = {
  /**
   * A five-hour transcript (about 500 KB) reads in well under a second; a 5 MB HTML transcript of
   * 17,800 cues, the largest accepted, took 6 to 10 s on a two-core machine at a load average of 10
   * to 15. Nesting is refused before parsing, so this is for what no other limit catches.
   */
  timeoutMs: 20_000,
  /**
   * The worker's heap: the 5 MB HTML transcript above read within 128 MB; one that needs more than
   * this fails. Four files are read at once, so four of these at most.
   */
  maxHeapMb: 256,
};

/** parseTranscript in a worker thread: the same cues, the same refusals, and a time and heap limit. */
export async function readTranscriptInWorker(
  text: string,
  type: TranscriptType,
  limits = fileReadLimits,
): Promise<ParsedTranscript> {
  const answer = await readInWorker({ kind: "transcript", text, type }, "The transcript", limits);
  if (!("transcript" in answer)) throw transcriptFileError("The transcript could not be read.");
  return answer.transcript;
}

/** parseJsonChapters (`json`) or parseChapterLines (`lines`) in a worker thread. */
export async function readChaptersInWorker(
  text: string,
  format: "json" | "lines",
  limits = fileReadLimits,
): Promise<ParsedChapter[]> {
  const answer = await readInWorker({ kind: "chapters", text, format }, "The chapters file", limits);
  if (!("chapters" in answer)) throw transcriptFileError("The chapters file could not be read.");
  return answer.chapters;
}

async function readInWorker(task: FileTask, what: string, limits: typeof fileReadLimits) {
  const outcome = await runWorker<FileAnswer>(new URL(workerUrl), {
    workerData: task,
    timeoutMs: limits.timeoutMs,
    maxHeapMb: limits.maxHeapMb,
  });
  switch (outcome.kind) {
    case "message":
      if (outcome.message.ok) return outcome.message;
      throw transcriptFileError(outcome.message.reason ?? `${what} could not be read.`);
    case "timeout":
      throw transcriptFileError(
        `${what} took too long to read (more than ${Math.round(limits.timeoutMs / 1000)} seconds).`,
      );
    case "out-of-memory":
      throw transcriptFileError(`${what} is too large to read.`);
    case "failed":
      throw transcriptFileError(`${what} could not be read.`);
  }
}
