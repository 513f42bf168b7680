import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The first-run links `npm start` prints while no admin exists (app/.server/auth/setup-token.ts):
 * only the SHA-256 of each token, so reading the table (or a backup) does not open /setup.
 */
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
