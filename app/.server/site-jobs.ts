import { analyticsMaintenanceJob, analyticsTodayJob, startAnalyticsSchedule } from "./analytics/analytics-jobs";
import { contactNoticeJob, contactNoticeSettings } from "./contact/contact-notice";
import { contactRetentionDays, contactRetentionJob, startContactRetentionSchedule } from "./contact/contact-retention";
import type { Database, DatabaseConnection } from "./db/client";
import { getEnv, type Env } from "./env";
import { startFeedSchedules } from "./feeds/feed-schedule";
import { importJobDefinitions } from "./feeds/import-jobs";
import { readFeedSettings, syncPeriodOf } from "./feeds/feed-settings";
import type { JobDefinition, JobEngine } from "./jobs/job-engine";
import { registerJobs, startJobs } from "./jobs/jobs";
import { embedEpisodesJob } from "./search/embeddings/embed-episodes-job";
import { startEmbeddingSchedule } from "./search/embeddings/embedding-schedule";
import { embeddingSettings } from "./search/embeddings/embedding-settings";
import { startAnnounceSchedule, subscriberJobs } from "./subscribers/subscriber-jobs";
import { subscriberSettings } from "./subscribers/subscriber-settings";
import { transcribeEpisodeJob } from "./transcription/transcription-job";
import { transcriptionSettings } from "./transcription/transcription-settings";

/**
 * The composition root of the background jobs (docs/decisions/0019-server-layers.md): each domain
 * exports its jobs and schedules, and this module, at start-up, hands them to the queue engine
 * (app/.server/jobs/), which knows none of them.
 */
export function siteJobDefinitions(db: Database, env: Env) {
  // The owner's email notice of new contact messages, only when SMTP_URL and NOTIFY_EMAIL are set.
  const notice = contactNoticeSettings(env);
  const embeddings = embeddingSettings(env);
  // Transcriptions of episodes without one, only when TRANSCRIBE_BASE_URL is set.
  const transcription = transcriptionSettings(env);
  // The deletion of old contact messages, only when CONTACT_RETENTION_DAYS is set.
  const retentionDays = contactRetentionDays(env);
  // The subscribers' emails, only when SMTP_URL and MAIL_FROM are set.
  const subscribers = subscriberSettings(env);
  return [
    // The Podbean and blog imports, which the feed syncs queue too.
    ...importJobDefinitions(db, env),
    ...(notice ? [contactNoticeJob(db, notice)] : []),
    ...(retentionDays !== null ? [contactRetentionJob(db, retentionDays)] : []),
    ...(subscribers ? subscriberJobs(db, subscribers) : []),
    // Episode vectors for semantic retrieval, only when EMBEDDINGS_BASE_URL is set.
    ...(embeddings ? [embedEpisodesJob(db, embeddings)] : []),
    ...(transcription ? [transcribeEpisodeJob(db, transcription)] : []),
    // Analytics roll-ups and retention (docs/decisions/0028-privacy-first-analytics.md).
    ...(env.ANALYTICS === "on" ? [analyticsMaintenanceJob(db), analyticsTodayJob(db)] : []),
  ] as unknown as JobDefinition<never>[];
}

/**
 * The feed syncs (PODCAST_SYNC_EVERY, BLOG_SYNC_EVERY, or the owner's /admin/settings, read at every
 * look), the embeddings', the analytics upkeep's and the contact messages' retention
 * (CONTACT_RETENTION_DAYS) schedules; returns their stop.
 */
async function startSiteSchedules(engine: JobEngine, connection: DatabaseConnection, env: Env) {
  const stopFeedSchedules = await startFeedSchedules(engine, connection.db, async () => {
    const settings = await readFeedSettings(connection.db, env);
    return { podcast: syncPeriodOf(settings, "podcast"), blog: syncPeriodOf(settings, "blog") };
  });
  const stopEmbeddingSchedule = await startEmbeddingSchedule(engine, connection, env);
  const stopRetentionSchedule = startContactRetentionSchedule(engine, env);
  const stopAnalyticsSchedule = startAnalyticsSchedule(engine, connection, env);
  // New episodes and posts (imported, synced or added by hand) looked for every five minutes.
  const stopAnnounceSchedule = subscriberSettings(env) ? startAnnounceSchedule(engine) : () => {};
  return () => {
    stopAnnounceSchedule();
    stopAnalyticsSchedule();
    stopFeedSchedules();
    stopEmbeddingSchedule();
    stopRetentionSchedule();
  };
}

/** Registers the site's jobs and schedules with the engine and starts it (server start, after the database). */
export async function startSiteJobs(): Promise<void> {
  registerJobs({
    definitions: (connection) => siteJobDefinitions(connection.db, getEnv()),
    startSchedules: (engine, connection) => startSiteSchedules(engine, connection, getEnv()),
  });
  await startJobs();
}
