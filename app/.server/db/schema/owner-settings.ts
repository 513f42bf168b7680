import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What the owner set in /admin/settings, one row per setting (app/.server/feeds/feed-settings.ts
 * lists the keys and validates the values; docs/decisions/0023-owner-settings.md). No row: the
 * setting is not stored and its built-in default applies. An environment variable, where set, wins
 * over the row.
 */
export const ownerSettings = pgTable("owner_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The admin who saved it (the user's id; kept as text so deleting the account keeps the row). */
  updatedBy: text("updated_by"),
});
