import { and, desc, eq, gte, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema/blog-posts";
import { emailSubscribers, subscriberAnnouncements, type AnnouncementKind } from "../db/schema/email-subscribers";
import { episodes } from "../db/schema/episodes";
import type { JobDefinition, JobEngine } from "../jobs/job-engine";
import { getJobEngine } from "../jobs/jobs";
import { logger } from "../logger";
import { sendMail } from "../mail/send-mail";
import { announcementMail, confirmationMail, type AnnouncedItem } from "./subscriber-mail";
import type { SubscriberSettings } from "./subscriber-settings";

export const subscriberConfirmationJobName = "email-subscriber-confirmation";
export const announceNewContentJobName = "announce-new-content";
export const subscriberUpdateJobName = "email-subscriber-update";

export type SubscriberConfirmationJob = { subscriberId: string };
export type SubscriberUpdateJob = { subscriberId: string; kind: AnnouncementKind; itemId: string };

/** As the contact notice: a mail server down for hours is retried for hours (about 7), then given up. */
export const subscriberMailRetry = { limit: 12, delaySeconds: 60, maxDelaySeconds: 3600 };

/**
 * The rate limit of the announcements: one email at a time on each instance, this long apart (about
 * 3,600 an hour), so a list of thousands does not trip the provider's own limits.
 */
export const subscriberSendPauseMs = 1_000;

/** Only what was published in the last week is announced: importing a back catalogue emails nobody about it. */
export const announceWithinDays = 7;
/** At most this many episodes and this many posts announced per run, newest first. */
const announcePerRun = 3;

export type SubscriberJobOptions = {
  engine?: () => Promise<JobEngine>;
  retry?: JobDefinition["retry"];
  pauseMs?: number;
};

/** The subscribers' jobs (docs/decisions/0033-email-subscribers.md), registered by site-jobs.ts when SMTP_URL and MAIL_FROM are set. */
export function subscriberJobs(db: Database, settings: SubscriberSettings, options: SubscriberJobOptions = {}) {
  return [
    subscriberConfirmationJob(db, settings, options),
    announceNewContentJob(db, options),
    subscriberUpdateJob(db, settings, options),
  ] as unknown as JobDefinition<never>[];
}

/** The confirmation email, read when it runs: an address confirmed or removed meanwhile gets nothing. */
export function subscriberConfirmationJob(
  db: Database,
  settings: SubscriberSettings,
  { retry = subscriberMailRetry }: SubscriberJobOptions = {},
): JobDefinition<SubscriberConfirmationJob, { sent: boolean }> {
  return {
    name: subscriberConfirmationJobName,
    key: (data) => data.subscriberId,
    async run({ subscriberId }) {
      const [subscriber] = await db.select().from(emailSubscribers).where(eq(emailSubscribers.id, subscriberId));
      if (subscriber?.status !== "pending") return { sent: false };
      await sendMail(settings.smtpUrl, confirmationMail(settings, subscriber.email, subscriber.id));
      return { sent: true };
    },
    retry,
    expireInSeconds: 5 * 60,
  };
}

/**
 * The episodes and posts published in the last week that no announcement has claimed yet, newest
 * first, at most `limit` of each: what the next run announces (and the admin's preview shows).
 */
export async function findUnannounced(
  db: Database,
  limit: number,
): Promise<{ kind: AnnouncementKind; itemId: string }[]> {
  const recent = (table: typeof episodes | typeof blogPosts, kind: AnnouncementKind) =>
    and(
      gte(table.publishedDate, sql`now() - make_interval(days => ${announceWithinDays})`),
      lte(table.publishedDate, sql`now()`),
      notExists(
        db
          .select({ one: sql`1` })
          .from(subscriberAnnouncements)
          .where(and(eq(subscriberAnnouncements.kind, kind), eq(subscriberAnnouncements.itemId, table.id))),
      ),
    );
  const newEpisodes = await db
    .select({ id: episodes.id })
    .from(episodes)
    .where(recent(episodes, "episode"))
    .orderBy(desc(episodes.publishedDate))
    .limit(limit);
  const newPosts = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(recent(blogPosts, "post"))
    .orderBy(desc(blogPosts.publishedDate))
    .limit(limit);
  return [
    ...newEpisodes.map((row) => ({ kind: "episode" as const, itemId: row.id })),
    ...newPosts.map((row) => ({ kind: "post" as const, itemId: row.id })),
  ];
}

/**
 * Finds the episodes and posts published in the last week that no announcement has claimed yet
 * (whether an import, a feed sync or an admin added them), claims each (one row, so each is
 * announced once, on any number of instances) and queues one email per confirmed subscriber.
 */
export async function announceNewContent(
  db: Database,
  engine: JobEngine,
): Promise<{ announced: number; queued: number }> {
  const items = await findUnannounced(db, announcePerRun);
  let announced = 0;
  let queued = 0;
  for (const item of items) {
    const [claimed] = await db
      .insert(subscriberAnnouncements)
      .values(item)
      .onConflictDoNothing()
      .returning({ itemId: subscriberAnnouncements.itemId });
    if (!claimed) continue;
    announced++;
    const recipients = await db
      .select({ id: emailSubscribers.id })
      .from(emailSubscribers)
      .where(eq(emailSubscribers.status, "confirmed"));
    for (const recipient of recipients) {
      await engine.enqueue<SubscriberUpdateJob>(subscriberUpdateJobName, { subscriberId: recipient.id, ...item });
      queued++;
    }
  }
  if (announced > 0) {
    logger.info(
      { event: "subscribers.announce", announced, queued },
      `announced ${announced} new item${announced === 1 ? "" : "s"} to subscribers: ${queued} email${queued === 1 ? "" : "s"} queued`,
    );
  }
  return { announced, queued };
}

export function announceNewContentJob(
  db: Database,
  { engine = getJobEngine }: SubscriberJobOptions = {},
): JobDefinition<object, { announced: number; queued: number }> {
  return {
    name: announceNewContentJobName,
    // One run at a time everywhere; a run queued while one waits is that one.
    key: () => "all",
    run: async () => announceNewContent(db, await engine()),
    expireInSeconds: 10 * 60,
  };
}

export async function readItem(db: Database, kind: AnnouncementKind, itemId: string): Promise<AnnouncedItem | null> {
  if (kind === "episode") {
    const [episode] = await db
      .select({ slug: episodes.slug, title: episodes.title, description: episodes.description })
      .from(episodes)
      .where(eq(episodes.id, itemId));
    return episode
      ? { kind, title: episode.title, path: `/episodes/${episode.slug}`, summary: episode.description }
      : null;
  }
  const [post] = await db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt })
    .from(blogPosts)
    .where(eq(blogPosts.id, itemId));
  return post ? { kind, title: post.title, path: `/blog/${itemId}`, summary: post.excerpt } : null;
}

/**
 * One announcement to one subscriber, checked when it runs: someone who unsubscribed after it was
 * queued, or an episode deleted meanwhile, gets nothing. A failure is retried with a growing wait.
 */
export function subscriberUpdateJob(
  db: Database,
  settings: SubscriberSettings,
  { retry = subscriberMailRetry, pauseMs = subscriberSendPauseMs }: SubscriberJobOptions = {},
): JobDefinition<SubscriberUpdateJob, { sent: boolean }> {
  return {
    name: subscriberUpdateJobName,
    key: (data) => `${data.kind}:${data.itemId}:${data.subscriberId}`,
    async run({ subscriberId, kind, itemId }) {
      const [subscriber] = await db.select().from(emailSubscribers).where(eq(emailSubscribers.id, subscriberId));
      if (subscriber?.status !== "confirmed") return { sent: false };
      const item = await readItem(db, kind, itemId);
      if (!item) return { sent: false };
      await sendMail(settings.smtpUrl, announcementMail(settings, subscriber.email, subscriber.id, item));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return { sent: true };
    },
    // One at a time on each instance: the rate limit (subscriberSendPauseMs).
    concurrency: 1,
    retry,
    expireInSeconds: 5 * 60,
  };
}

/** How often new episodes and posts are looked for: at start, then every five minutes. */
export const announceEveryMs = 5 * 60_000;

/** Queues the announcement job at start and every `everyMs`; returns the stop function. */
export function startAnnounceSchedule(engine: JobEngine, { everyMs = announceEveryMs } = {}): () => void {
  const queue = () =>
    void engine.enqueue(announceNewContentJobName, {}).catch((error: unknown) => {
      logger.warn({ err: error }, "could not start the announcement of new episodes and posts");
    });
  queue();
  const timer = setInterval(queue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** After a sign-up: queues its confirmation email. A failure to queue is logged; the visitor can ask again later. */
export async function queueConfirmation(
  subscriberId: string,
  { engine }: { engine: () => Promise<JobEngine> },
): Promise<void> {
  try {
    await (await engine()).enqueue<SubscriberConfirmationJob>(subscriberConfirmationJobName, { subscriberId });
  } catch (error) {
    logger.error({ err: error, subscriberId }, "could not queue a subscriber's confirmation email");
  }
}
