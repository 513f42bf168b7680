import { parseContactInboxFilter, type ContactInboxData } from "~/lib/contact-inbox";
import type { Database } from "../db/client";
import { countUnreadContactMessages } from "../contact/contact-messages";
import { readContactInbox } from "./contact-message-audit";

/** The admin inbox for a URL: its search (`?mq=`), filter (`?mf=`) and page (`?mp=`), read (and logged) in SQL. */
export async function loadContactInbox(
  db: Database,
  url: URL,
  { admin, headers }: { admin: { id: string; email: string }; headers: Headers },
): Promise<ContactInboxData> {
  const query = (url.searchParams.get("mq") ?? "").trim().slice(0, 200);
  const filter = parseContactInboxFilter(url.searchParams.get("mf"));
  const requestedPage = Number.parseInt(url.searchParams.get("mp") ?? "1", 10) || 1;
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
