import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const contactInquiries = ["guest", "media", "general"] as const;

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    inquiry: text("inquiry", { enum: contactInquiries }).notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    /** When the owner marked it handled (migration 0013); null while it is open. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt.desc()),
    // The database refuses what the form refuses, whoever writes the row.
    check("contact_messages_inquiry_check", sql`${table.inquiry} IN ('guest', 'media', 'general')`),
    check("contact_messages_name_length", sql`char_length(${table.name}) BETWEEN 1 AND 100`),
    check("contact_messages_email_length", sql`char_length(${table.email}) BETWEEN 3 AND 254`),
    check("contact_messages_message_length", sql`char_length(${table.message}) BETWEEN 1 AND 5000`),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
