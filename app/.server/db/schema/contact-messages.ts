import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const contactInquiries = ["guest", "media", "general", "consultation"] as const;

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    inquiry: text("inquiry", { enum: contactInquiries }).notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    /**
     * The other party's full name the visitor gave for a conflict check (issue 32, optional): shown
     * in the admin inbox only, never on a public page, in a log line or in the email notice.
     */
    otherPartyName: text("other_party_name"),
    /**
     * When the visitor ticked the acknowledgement that the form makes no one a client, and which
     * wording they ticked (`contactAcknowledgement.version`, app/content/contact.ts). Null only on
     * messages sent before the box existed.
     */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgementVersion: text("acknowledgement_version"),
    /** When the owner marked it handled (migration 0013); null while it is open. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt.desc()),
    // The database refuses what the form refuses, whoever writes the row.
    check("contact_messages_inquiry_check", sql`${table.inquiry} IN ('guest', 'media', 'general', 'consultation')`),
    check("contact_messages_name_length", sql`char_length(${table.name}) BETWEEN 1 AND 100`),
    check("contact_messages_email_length", sql`char_length(${table.email}) BETWEEN 3 AND 254`),
    check("contact_messages_message_length", sql`char_length(${table.message}) BETWEEN 1 AND 5000`),
    check(
      "contact_messages_other_party_name_length",
      sql`${table.otherPartyName} IS NULL OR char_length(${table.otherPartyName}) BETWEEN 1 AND 200`,
    ),
    // The time and the wording are kept together: one without the other says nothing.
    check(
      "contact_messages_acknowledgement",
      sql`(${table.acknowledgedAt} IS NULL) = (${table.acknowledgementVersion} IS NULL)`,
    ),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
