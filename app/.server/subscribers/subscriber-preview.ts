import type { Database } from "../db/client";
import { findUnannounced, readItem } from "./subscriber-jobs";
import { announcementMail } from "./subscriber-mail";
import type { SubscriberSettings } from "./subscriber-settings";

/** Stands for the reader in a preview: no subscriber has this id, so its unsubscribe link does nothing. */
const previewSubscriberId = "00000000-0000-4000-8000-000000000000";

export type AnnouncementPreview = { subject: string; text: string };

/**
 * The next email subscribers will get, as its subject and plain-text part: the newest episode (else
 * post) the next announcement run would send; null when there is nothing new to announce.
 */
export async function previewNextAnnouncement(
  db: Database,
  settings: SubscriberSettings,
): Promise<AnnouncementPreview | null> {
  const [next] = await findUnannounced(db, 1);
  if (!next) return null;
  const item = await readItem(db, next.kind, next.itemId);
  if (!item) return null;
  const mail = announcementMail(settings, "subscriber@example.com", previewSubscriberId, item);
  return { subject: String(mail.subject), text: String(mail.text) };
}
