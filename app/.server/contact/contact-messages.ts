import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { contactInquiryOptions } from "~/lib/contact-fields";
import type { ContactInboxFilter } from "~/lib/contact-inbox";
import type { Database } from "../db/client";
import { escapeLike } from "../db/match-every-word";
import { contactMessages, type ContactMessage } from "../db/schema/contact-messages";

export const CONTACT_INBOX_PAGE_SIZE = 25;

function inboxFilterCondition(filter: ContactInboxFilter): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "unread":
      return eq(contactMessages.isRead, false);
    case "open":
      return isNull(contactMessages.handledAt);
    case "handled":
      return isNotNull(contactMessages.handledAt);
  }
}

/**
 * Every word of the search (at most 20) must appear, case-insensitively, in the name, the email, the
 * message, the other party's name (so the owner's conflict check can search it) or the subject. The subject is the inquiry type's label, which is not stored, so a word
 * matches the inquiries whose label contains it.
 */
function inboxSearchCondition(query: string): SQL | undefined {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 20);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      const subjects = contactInquiryOptions
        .filter((option) => option.label.toLowerCase().includes(word.toLowerCase()))
        .map((option) => option.value);
      return or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
        ilike(contactMessages.otherPartyName, pattern),
        subjects.length > 0 ? inArray(contactMessages.inquiry, subjects) : undefined,
      )!;
    }),
  );
}

/** One page of the admin inbox, newest first, searched and filtered in SQL. */
export async function listContactMessages(
  db: Database,
  { query = "", filter = "all", page = 1 }: { query?: string; filter?: ContactInboxFilter; page?: number } = {},
): Promise<{ rows: ContactMessage[]; total: number; page: number; pageCount: number }> {
  const where = and(inboxSearchCondition(query), inboxFilterCondition(filter));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const pageCount = Math.max(1, Math.ceil(total / CONTACT_INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_INBOX_PAGE_SIZE)
    .offset((current - 1) * CONTACT_INBOX_PAGE_SIZE);
  return { rows, total, page: current, pageCount };
}

/** For the admin navigation's badge. */
export async function countUnreadContactMessages(db: Database): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(eq(contactMessages.isRead, false));
  return row?.unread ?? 0;
}

export async function getContactMessage(db: Database, id: string): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function setContactMessageRead(db: Database, { id, isRead }: { id: string; isRead: boolean }) {
  const updated = await db
    .update(contactMessages)
    .set({ isRead })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

/**
 * Marks a message handled (it is read by then, so it leaves the unread count) or open again. Marking
 * a handled message handled keeps its first time.
 */
export async function setContactMessageHandled(db: Database, { id, handled }: { id: string; handled: boolean }) {
  const updated = await db
    .update(contactMessages)
    .set(
      handled ? { isRead: true, handledAt: sql`coalesce(${contactMessages.handledAt}, now())` } : { handledAt: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

export async function deleteContactMessage(db: Database, { id }: { id: string }) {
  const deleted = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return deleted.length > 0;
}
