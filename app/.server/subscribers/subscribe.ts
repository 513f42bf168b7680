import { and, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { emailSubscribers } from "../db/schema/email-subscribers";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { subscribeHoneypotField } from "~/lib/email-subscription";

/** Sign-ups per client (IPv6 by /64, client-key.ts): a flood from one address stops here. */
export const subscribeRateLimit: RateLimitRule = { name: "subscribe", limit: 5, windowSeconds: 15 * 60 };

/** At most one confirmation email per address per hour, whoever asks for it. */
export const confirmationResendSeconds = 60 * 60;

export type SubscribeResult =
  | { ok: true; subscriberId?: string }
  | { ok: false; status: 400 | 429; formError?: string; fieldError?: string; email: string };

export const subscribeFailureMessage = "Your request could not be sent. Please try again.";

const emailSchema = z.email("Please enter a valid email address.").max(254, "Please enter a valid email address.");

/** The stored form of an address: one row per mailbox however it was typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Takes a sign-up. The answer is the same whether the address is new, waiting for confirmation,
 * confirmed or unsubscribed: it tells nothing about who subscribes. Only a new or unconfirmed address
 * gets a confirmation email (`onConfirmationDue`, which queues it and must not throw), and then at
 * most once an hour; a confirmed address gets nothing. The honeypot and the address are checked before
 * the rate limit is consumed, as on the contact form.
 */
export async function requestSubscription(
  db: Database,
  {
    form,
    clientKey,
    onConfirmationDue,
  }: { form: FormData; clientKey: string; onConfirmationDue: (subscriberId: string) => Promise<void> },
): Promise<SubscribeResult> {
  const typed = stringField(form, "email");
  if (stringField(form, subscribeHoneypotField) !== "") {
    return { ok: false, status: 400, formError: subscribeFailureMessage, email: typed };
  }
  const parsed = emailSchema.safeParse(typed.trim());
  if (!parsed.success) {
    return { ok: false, status: 400, fieldError: parsed.error.issues[0]!.message, email: typed };
  }
  const limit = await consumeRateLimit(db, { rule: subscribeRateLimit, clientKey });
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      formError: `You have signed up several times in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      email: typed,
    };
  }

  const email = normaliseEmail(parsed.data);
  const [created] = await db
    .insert(emailSubscribers)
    .values({ email, confirmationSentAt: sql`now()` })
    .onConflictDoNothing({ target: emailSubscribers.email })
    .returning({ id: emailSubscribers.id });
  // Known already: a confirmation again only if it is not confirmed and none went out in the last hour.
  // An unsubscribed address waits for its owner's confirmation again before it gets anything.
  const [due] = created
    ? [created]
    : await db
        .update(emailSubscribers)
        .set({ status: "pending", confirmationSentAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(emailSubscribers.email, email),
            sql`${emailSubscribers.status} <> 'confirmed'`,
            or(
              sql`${emailSubscribers.confirmationSentAt} IS NULL`,
              sql`${emailSubscribers.confirmationSentAt} < now() - make_interval(secs => ${confirmationResendSeconds})`,
            ),
          ),
        )
        .returning({ id: emailSubscribers.id });
  if (due) await onConfirmationDue(due.id);
  return { ok: true };
}

function stringField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
