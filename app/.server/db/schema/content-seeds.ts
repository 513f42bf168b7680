import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Which one-time content loads have run (e.g. the sample episodes). A row is written in the same
 * transaction as the content, so samples load once per database and never return after an admin
 * deletes them.
 */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
