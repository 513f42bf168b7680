import { z } from "zod";
import { AppError } from "../app-error";
import { readTranscriptInWorker } from "../transcripts/read-file-in-worker";
import { BodyReadError, describeBytes, readLimitedBody } from "../net/read-limited-body";
import {
  finishCues,
  plainCueText,
  secondsToMs,
  transcriptFileError,
  isTranscriptFileError,
  type ParsedCue,
  type ParsedTranscript,
} from "../transcripts/transcript-types";
import type { TranscriptionSettings } from "./transcription-settings";

export type TranscriptionErrorCode = "transcription-failed";

/** A transcription the service refused or answered with nothing usable: an AppError whose message is for the admin. */
export function transcriptionError(message: string, options: { cause?: unknown } = {}) {
  return new AppError<TranscriptionErrorCode>("transcription-failed", message, { cause: options.cause });
}

export function isTranscriptionError(error: unknown): error is AppError<TranscriptionErrorCode> {
  return error instanceof AppError && error.code === "transcription-failed";
}

/** An hour of audio takes a CPU-only whisper.cpp server tens of minutes. */
const REQUEST_TIMEOUT_MS = 60 * 60_000;
/**
 * The answer, once it starts, comes at once: the service transcribes before it answers. A reply
 * that trickles on for minutes is a broken or hostile server, not a long episode.
 */
const ANSWER_TIMEOUT_MS = 5 * 60_000;
/**
 * The largest answer read. verbose_json of a three-hour episode is a few MB (the stored transcript
 * is capped at 5 million characters); a larger one is refused without holding it in memory, which
 * a 700 MB answer did before (docs/security.md, Q5).
 */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

const verboseJson = z.looseObject({
  segments: z.array(z.looseObject({ start: z.number(), end: z.number(), text: z.string() })).max(200_000),
});

/**
 * Sends one audio file to the OpenAI-compatible `/audio/transcriptions` endpoint and reads the cues:
 * `verbose_json` (segments with start and end seconds) as OpenAI, faster-whisper-server and
 * whisper.cpp answer it, or WebVTT from a server that answers with that instead. The service is the
 * operator's own configuration, so it is called directly (not through the guarded fetch, which is
 * for addresses from feeds and admins).
 */
export async function requestTranscription(
  settings: TranscriptionSettings,
  audio: { body: Uint8Array<ArrayBuffer>; fileName: string; contentType: string },
  signal?: AbortSignal,
): Promise<ParsedTranscript> {
  const form = new FormData();
  form.set("file", new Blob([audio.body], { type: audio.contentType || "audio/mpeg" }), audio.fileName);
  form.set("model", settings.model);
  form.set("response_format", "verbose_json");
  form.append("timestamp_granularities[]", "segment");
  const requestSignal = AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(signal ? [signal] : [])]);
  let response: Response;
  try {
    response = await fetch(settings.endpoint, {
      method: "POST",
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      body: form,
      signal: requestSignal,
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw transcriptionError("The transcription service could not be reached.", { cause: error });
  }
  const text = await readAnswer(response, requestSignal, signal);
  if (!response.ok) {
    // The service's own words help the admin (a wrong key, a file too large), as one short line.
    const said = plainCueText(text, 200);
    throw transcriptionError(`The transcription service answered ${response.status}${said ? `: ${said}` : "."}`);
  }
  try {
    if (/^\uFEFF?WEBVTT/.test(text.trimStart())) return await readTranscriptInWorker(text, "text/vtt");
    return cuesOfVerboseJson(text);
  } catch (error) {
    if (isTranscriptFileError(error)) {
      throw transcriptionError(`The transcription could not be read: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

/** The answer's text within MAX_ANSWER_BYTES and ANSWER_TIMEOUT_MS, or why not, for the admin. */
async function readAnswer(response: Response, requestSignal: AbortSignal, jobSignal?: AbortSignal): Promise<string> {
  try {
    const body = await readLimitedBody(response, {
      maxBytes: MAX_ANSWER_BYTES,
      signal: requestSignal,
      timeoutMs: ANSWER_TIMEOUT_MS,
    });
    return body.toString("utf8");
  } catch (error) {
    if (jobSignal?.aborted) throw jobSignal.reason;
    if (!(error instanceof BodyReadError)) throw error;
    const why = {
      "too-large": `is over the ${describeBytes(MAX_ANSWER_BYTES)} limit`,
      timeout: "did not arrive in time",
      broken: "broke off",
    }[error.code];
    throw transcriptionError(`The transcription service's answer ${why}.`, { cause: error });
  }
}

function cuesOfVerboseJson(text: string): ParsedTranscript {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw transcriptFileError("the answer is neither JSON nor WebVTT.", { cause: error });
  }
  const parsed = verboseJson.safeParse(data);
  if (!parsed.success) {
    throw transcriptFileError("the answer has no timed segments (is response_format verbose_json supported?).");
  }
  const cues: ParsedCue[] = parsed.data.segments.flatMap((segment) => {
    const startMs = secondsToMs(segment.start);
    const endMs = secondsToMs(segment.end);
    const body = plainCueText(segment.text);
    return startMs === undefined || endMs === undefined || !body
      ? []
      : [{ startMs, endMs: Math.max(startMs, endMs), speaker: null, body }];
  });
  return finishCues(cues, { timed: true });
}
