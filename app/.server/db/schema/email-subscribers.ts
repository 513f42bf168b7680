import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/**
 * People who asked for new episodes and posts by email (issue 33, docs/decisions/0033-email-subscribers.md).
 * `email` is normalised (trimmed, lower case), so one address is one row. No token is stored: the
 * confirmation and unsubscribe links carry tokens signed with the site's secret
 * (app/.server/subscribers/subscriber-tokens.ts). No public page reads this table.
 */
export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the last confirmation email was queued: at most one per address per hour. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("email_subscribers_email_key").on(table.email),
    index("email_subscribers_status_idx").on(table.status),
    check("email_subscribers_status_check", sql`${table.status} IN ('pending', 'confirmed', 'unsubscribed')`),
    check("email_subscribers_email_length", sql`char_length(${table.email}) BETWEEN 3 AND 254`),
  ],
);

export type EmailSubscriber = typeof emailSubscribers.$inferSelect;

export const announcementKinds = ["episode", "post"] as const;
export type AnnouncementKind = (typeof announcementKinds)[number];

/**
 * The episodes and posts already announced to subscribers: a row is claimed before the emails are
 * queued, so each one is announced once, whichever instance or import noticed it first.
 */
export const subscriberAnnouncements = pgTable(
  "subscriber_announcements",
  {
    kind: text("kind", { enum: announcementKinds }).notNull(),
    itemId: uuid("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.itemId] }),
    check("subscriber_announcements_kind_check", sql`${table.kind} IN ('episode', 'post')`),
  ],
);
