import type { ContactInboxFilter } from "~/lib/contact-inbox";
import type { Database } from "../db/client";
import {
  deleteContactMessage,
  listContactMessages,
  setContactMessageHandled,
  setContactMessageRead,
} from "../contact/contact-messages";
import { logSecurityEvent } from "../auth/security-events";

/**
 * Contact messages are personal data sent by visitors (names, emails, often about a divorce): every
 * admin read and change is logged with who, when (the line's time), from where and which message
 * (ASVS 8.3.5). Never the message's content, nor what the admin searched for (it may be a name).
 */
type Admin = { id: string; email: string };

export async function readContactInbox(
  db: Database,
  {
    admin,
    headers,
    query = "",
    filter = "all",
    page = 1,
  }: { admin: Admin; headers: Headers; query?: string; filter?: ContactInboxFilter; page?: number },
) {
  const list = await listContactMessages(db, { query, filter, page });
  logSecurityEvent(
    "info",
    "contact-messages.read",
    {
      userId: admin.id,
      email: admin.email,
      count: list.rows.length,
      messageIds: list.rows.map((m) => m.id).join(","),
      searched: query !== "",
      filter,
      page: list.page,
      headers,
    },
    "contact messages read",
  );
  return list;
}

export const contactMessageIntents = ["mark-read", "mark-unread", "mark-handled", "mark-open", "delete"] as const;
export type ContactMessageIntent = (typeof contactMessageIntents)[number];

/** One change per intent, with the audit event it logs. */
const changes: Record<ContactMessageIntent, { event: string; apply: (db: Database, id: string) => Promise<boolean> }> =
  {
    "mark-read": {
      event: "contact-message.marked-read",
      apply: (db, id) => setContactMessageRead(db, { id, isRead: true }),
    },
    "mark-unread": {
      event: "contact-message.marked-unread",
      apply: (db, id) => setContactMessageRead(db, { id, isRead: false }),
    },
    "mark-handled": {
      event: "contact-message.marked-handled",
      apply: (db, id) => setContactMessageHandled(db, { id, handled: true }),
    },
    "mark-open": {
      event: "contact-message.marked-open",
      apply: (db, id) => setContactMessageHandled(db, { id, handled: false }),
    },
    delete: { event: "contact-message.deleted", apply: (db, id) => deleteContactMessage(db, { id }) },
  };

export async function changeContactMessage(
  db: Database,
  { admin, headers, intent, id }: { admin: Admin; headers: Headers; intent: ContactMessageIntent; id: string },
): Promise<boolean> {
  const { event, apply } = changes[intent];
  const found = await apply(db, id);
  logSecurityEvent("info", event, { userId: admin.id, email: admin.email, messageId: id, found, headers }, event);
  return found;
}
