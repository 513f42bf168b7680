import type { JobEngine } from "../jobs/job-engine";
import { logger } from "../logger";
import { contactNoticeJobName, type ContactNoticeJob, type ContactNoticeSettings } from "./contact-notice";

/**
 * After a contact message is saved: queues the owner's email notice when it is on (a database write,
 * never a wait for the mail server). With the notice off nothing is queued. A failure to queue is
 * logged and swallowed: the message is saved, the visitor is thanked, the admin inbox shows it.
 */
export async function queueContactNotice(
  messageId: string,
  { settings, engine }: { settings: ContactNoticeSettings | null; engine: () => Promise<JobEngine> },
): Promise<void> {
  if (!settings) return;
  try {
    await (await engine()).enqueue<ContactNoticeJob>(contactNoticeJobName, { messageId });
  } catch (error) {
    logger.error({ err: error, messageId }, "could not queue the email notice of a new contact message");
  }
}
