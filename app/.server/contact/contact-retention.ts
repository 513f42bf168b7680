import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/contact-messages";
import type { Env } from "../env";
import type { JobDefinition, JobEngine } from "../jobs/job-engine";
import { logger } from "../logger";

/**
 * How long contact messages are kept (issue 32): `CONTACT_RETENTION_DAYS` days, or null (off, the
 * default) when they stay until an admin deletes them.
 */
export function contactRetentionDays(env: Pick<Env, "CONTACT_RETENTION_DAYS">): number | null {
  return env.CONTACT_RETENTION_DAYS ?? null;
}

export const contactRetentionJobName = "delete-old-contact-messages";

/**
 * Deletes the messages received more than `days` days ago (by `created_at`, the database's clock),
 * handled or not, and logs how many, never what they said. Answers the count.
 */
export async function deleteOldContactMessages(db: Database, days: number): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(contactMessages)
    .where(sql`${contactMessages.createdAt} < now() - make_interval(days => ${days}::int)`)
    .returning({ id: contactMessages.id });
  logger.info(
    { event: "contact-messages.retention", deleted: deleted.length, retentionDays: days },
    `deleted ${deleted.length} contact message${deleted.length === 1 ? "" : "s"} older than ${days} days`,
  );
  return { deleted: deleted.length };
}

/**
 * The background job (docs/decisions/0010-background-jobs.md) that applies the retention period. One
 * key for every run: a run queued while one waits or runs is that one, on any number of instances,
 * and a run deletes whatever is old by then, so a repeated or late run does no harm.
 */
export function contactRetentionJob(db: Database, days: number): JobDefinition<object, { deleted: number }> {
  return {
    name: contactRetentionJobName,
    key: () => "all",
    run: () => deleteOldContactMessages(db, days),
    expireInSeconds: 5 * 60,
  };
}

/** How often the retention job is queued: at start, then every six hours (a message outlives its period by at most that). */
export const contactRetentionEveryMs = 6 * 60 * 60_000;

/**
 * Queues the retention job at start and every `everyMs` while the period is set; off, nothing. Returns
 * the stop function.
 */
export function startContactRetentionSchedule(
  engine: JobEngine,
  env: Pick<Env, "CONTACT_RETENTION_DAYS">,
  { everyMs = contactRetentionEveryMs }: { everyMs?: number } = {},
): () => void {
  if (contactRetentionDays(env) === null) return () => {};
  const queue = () =>
    void engine.enqueue(contactRetentionJobName, {}).catch((error: unknown) => {
      logger.warn({ err: error }, "could not start the deletion of old contact messages");
    });
  queue();
  const timer = setInterval(queue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
