import type { Database } from "../db/client";
import { deleteContactMessage, listContactMessages, setContactMessageRead } from "../contact/contact-messages";
import { logSecurityEvent } from "../auth/security-events";

/**
 * Contact messages are personal data sent by visitors (names, emails, often about a divorce): every
 * admin read and change is logged with who, when (the line's time), from where and which message
 * (ASVS 8.3.5). Never the message's content.
 */
type Admin = { id: string; email: string };

export async function readContactInbox(db: Database, { admin, headers }: { admin: Admin; headers: Headers }) {
  const messages = await listContactMessages(db);
  logSecurityEvent(
    "info",
    "contact-messages.read",
    {
      userId: admin.id,
      email: admin.email,
      count: messages.length,
      messageIds: messages.map((m) => m.id).join(","),
      headers,
    },
    "contact messages read",
  );
  return messages;
}

export type ContactMessageIntent = "mark-read" | "mark-unread" | "delete";

export async function changeContactMessage(
  db: Database,
  { admin, headers, intent, id }: { admin: Admin; headers: Headers; intent: ContactMessageIntent; id: string },
): Promise<boolean> {
  const found =
    intent === "delete"
      ? await deleteContactMessage(db, { id })
      : await setContactMessageRead(db, { id, isRead: intent === "mark-read" });
  const event =
    intent === "delete"
      ? "contact-message.deleted"
      : `contact-message.${intent === "mark-read" ? "marked-read" : "marked-unread"}`;
  logSecurityEvent("info", event, { userId: admin.id, email: admin.email, messageId: id, found, headers }, event);
  return found;
}
