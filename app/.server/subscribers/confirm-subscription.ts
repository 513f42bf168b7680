import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailSubscribers } from "../db/schema/email-subscribers";
import { verifySubscriberToken } from "./subscriber-tokens";

export type LinkOutcome = { ok: true } | { ok: false; reason: "invalid" | "expired" };

/** What a refused link says; nothing was changed. */
export const linkRefusals = {
  invalid: "This link is not valid. Please copy the whole link from the email, or sign up again.",
  expired: "This confirmation link has expired. Please sign up again to get a new one.",
} as const;

/**
 * Confirms the subscription a confirmation link names, once its owner has clicked it (a POST from the
 * page the link opens, so a mail scanner that follows links confirms nothing). A confirmed address
 * stays confirmed; an address unsubscribed since, or removed, is not brought back by an old link.
 */
export async function confirmSubscription(db: Database, secret: string, token: string): Promise<LinkOutcome> {
  const check = verifySubscriberToken(secret, token, "confirm");
  if (!check.ok) return check;
  const [row] = await db
    .select({ status: emailSubscribers.status })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.id, check.subscriberId));
  if (!row || row.status === "unsubscribed") return { ok: false, reason: "invalid" };
  await db
    .update(emailSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(emailSubscribers.id, check.subscriberId), eq(emailSubscribers.status, "pending")));
  return { ok: true };
}

/**
 * Unsubscribes the address an unsubscribe link names: with no session, by POST (RFC 8058's one-click,
 * which mail apps send, or the page's button). Doing it twice, or for an address removed since, is
 * not an error.
 */
export async function unsubscribe(db: Database, secret: string, token: string): Promise<LinkOutcome> {
  const check = verifySubscriberToken(secret, token, "unsubscribe");
  if (!check.ok) return check;
  await db
    .update(emailSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(emailSubscribers.id, check.subscriberId), sql`${emailSubscribers.status} <> 'unsubscribed'`));
  return { ok: true };
}
