import type { Database } from "../db/client";
import type { ExpectedFailure, JobDefinition } from "../jobs/job-engine";
import { GuardedFetchError } from "../net/guarded-fetch";
import { isTranscriptionError } from "./request-transcription";
import { transcribeEpisode, type TranscribeEpisodeResult } from "./transcribe-episode";
import type { TranscriptionSettings } from "./transcription-settings";

export const transcribeJobName = "transcribe-episode";
export type TranscribeEpisodeJob = { episodeId: string; force?: boolean };

/** Jobs running at once in each instance: the service, not this site, is the bottleneck. */
export const TRANSCRIPTIONS_AT_ONCE = 2;

function expectedTranscriptionFailure(error: unknown): ExpectedFailure | undefined {
  return isTranscriptionError(error) || error instanceof GuardedFetchError
    ? { message: error.userMessage, status: error.status }
    : undefined;
}

/**
 * One episode's transcription as a background job (docs/decisions/0010-background-jobs.md), keyed by
 * the episode, so asking twice finds the one queued or running. An audio file or a service that fails
 * ends that job with the reason and no retry; the other episodes' jobs go on.
 */
export function transcribeEpisodeJob(
  db: Database,
  settings: TranscriptionSettings,
): JobDefinition<TranscribeEpisodeJob, TranscribeEpisodeResult> {
  return {
    name: transcribeJobName,
    key: (data) => data.episodeId,
    run: (data, control) => transcribeEpisode(db, settings, data, control),
    expectedFailure: expectedTranscriptionFailure,
    concurrency: TRANSCRIPTIONS_AT_ONCE,
    expireInSeconds: 2 * 60 * 60,
  };
}
