import { readAdminListQuery } from "~/lib/admin/admin-list";
import { contactInboxList, type ContactInboxData } from "~/lib/contact-inbox";
import type { Database } from "../db/client";
import { countUnreadContactMessages } from "../contact/contact-messages";
import { readContactInbox } from "./contact-message-audit";

/** The admin inbox for a URL: its search (`?mq=`), filter (`?mf=`) and page (`?mp=`), read (and logged) in SQL. */
export async function loadContactInbox(
  db: Database,
  url: URL,
  { admin, headers }: { admin: { id: string; email: string }; headers: Headers },
): Promise<ContactInboxData> {
  const { query, filter, page: requestedPage } = readAdminListQuery(contactInboxList, url);
  const [list, unread] = await Promise.all([
    readContactInbox(db, { admin, headers, query, filter, page: requestedPage }),
    countUnreadContactMessages(db),
  ]);
  return {
    messages: list.rows.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      inquiry: message.inquiry,
      message: message.message,
      otherPartyName: message.otherPartyName,
      acknowledgedAt: message.acknowledgedAt?.toISOString() ?? null,
      acknowledgementVersion: message.acknowledgementVersion,
      isRead: message.isRead,
      handledAt: message.handledAt?.toISOString() ?? null,
      createdAt: message.createdAt.toISOString(),
    })),
    query,
    filter,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    unread,
  };
}
