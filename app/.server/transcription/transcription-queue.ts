import type { Env } from "../env";
import type { JobEngine } from "../jobs/job-engine";
import { transcribeJobName, type TranscribeEpisodeJob } from "./transcription-job";
import { transcriptionSettings } from "./transcription-settings";

export type TranscriptionStatus = { state: "queued" | "running" | "failed" | "done"; message: string | null };

/** What the Episode Manager asks of the transcription jobs; a test hands in its own engine's. */
export type TranscriptionQueue = {
  model: string;
  /** Queues one job per episode (a second ask finds the one queued or running); how many were new. */
  enqueue(episodeIds: string[], options: { force: boolean }): Promise<number>;
  /** The newest transcription job of an episode, or null when none was ever queued. */
  status(episodeId: string): Promise<TranscriptionStatus | null>;
};

type EngineLike = Pick<JobEngine, "enqueue" | "report" | "boss">;

export function transcriptionQueueOf(engine: () => Promise<EngineLike>, model: string): TranscriptionQueue {
  return {
    model,
    async enqueue(episodeIds, { force }) {
      const jobs = await engine();
      let queued = 0;
      for (const episodeId of episodeIds) {
        const data: TranscribeEpisodeJob = { episodeId, force };
        if (!(await jobs.enqueue(transcribeJobName, data)).alreadyRunning) queued += 1;
      }
      return queued;
    },
    async status(episodeId) {
      const jobs = await engine();
      const found = await jobs.boss.findJobs(transcribeJobName, { key: episodeId });
      const newest = found.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())[0];
      if (!newest) return null;
      const report = await jobs.report(newest.id);
      if (!report) return null;
      if (report.state === "queued" || report.state === "running") return { state: report.state, message: null };
      if (report.state === "failed") return { state: "failed", message: report.error };
      const skipped = (report.result as { skipped?: string } | null)?.skipped ?? null;
      return { state: "done", message: skipped };
    },
  };
}

/**
 * The site's transcription queue on the request context's job engine, or null when
 * TRANSCRIBE_BASE_URL is unset (nothing is shown).
 */
export function siteTranscriptionQueue(env: Env, jobEngine: () => Promise<EngineLike>): TranscriptionQueue | null {
  const settings = transcriptionSettings(env);
  return settings ? transcriptionQueueOf(jobEngine, settings.model) : null;
}
