import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { contactMessages, type ContactMessage } from "../db/schema/contact-messages";

/** Newest first; the admin inbox. */
export async function listContactMessages(db: Database, { limit = 200 } = {}): Promise<ContactMessage[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

/** For the admin navigation's badge. */
export async function countUnreadContactMessages(db: Database): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(eq(contactMessages.isRead, false));
  return row?.unread ?? 0;
}

export async function setContactMessageRead(db: Database, { id, isRead }: { id: string; isRead: boolean }) {
  const updated = await db
    .update(contactMessages)
    .set({ isRead })
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
