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

const auditEvents: Record<ContactMessageIntent, string> = {
  "mark-read": "contact-message.marked-read",
  "mark-unread": "contact-message.marked-unread",
  "mark-handled": "contact-message.marked-handled",
  "mark-open": "contact-message.marked-open",
  delete: "contact-message.deleted",
};

export async function changeContactMessage(
  db: Database,
  { admin, headers, intent, id }: { admin: Admin; headers: Headers; intent: ContactMessageIntent; id: string },
): Promise<boolean> {
  const found = await applyIntent(db, intent, id);
  const event = auditEvents[intent];
  logSecurityEvent("info", event, { userId: admin.id, email: admin.email, messageId: id, found, headers }, event);
  return found;
}

function applyIntent(db: Database, intent: ContactMessageIntent, id: string): Promise<boolean> {
  switch (intent) {
    case "delete":
      return deleteContactMessage(db, { id });
    case "mark-read":
    case "mark-unread":
      return setContactMessageRead(db, { id, isRead: intent === "mark-read" });
    case "mark-handled":
    case "mark-open":
      return setContactMessageHandled(db, { id, handled: intent === "mark-handled" });
  }
}
