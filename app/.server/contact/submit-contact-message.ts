import { sql } from "drizzle-orm";
import { contactAcknowledgement } from "~/content/contact";
import { contactHoneypotField, type ContactField, type ContactFieldErrors } from "~/lib/contact-fields";
import { contactSchema } from "~/lib/schemas/contact";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/contact-messages";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { parseInput } from "~/lib/validation/parse-input";

export const contactRateLimit: RateLimitRule = { name: "contact", limit: 5, windowSeconds: 15 * 60 };

/** What the form says when a post cannot be taken (the honeypot, a body that is not a form). */
export const contactFailureMessage = "Your message could not be sent. Please try again.";

/** Larger than any valid form; anything bigger is refused before it is parsed. */
export const contactMaxBodyBytes = 16 * 1024;

export type ContactSubmission =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 429;
      formError?: string;
      fieldErrors: ContactFieldErrors;
      /** What the visitor typed, so a failed submission loses nothing. */
      values: Record<ContactField, string>;
      retryAfterSeconds?: number;
    };

/**
 * Validates a contact form post and stores it. The acknowledgement box is required here, whoever
 * posts (the form with or without JavaScript, a script): nothing is stored without it. Order matters: the honeypot and the schema are
 * checked before the rate limit is consumed, so a typo does not cost the visitor an attempt.
 * `onSaved` runs once the message is stored (the owner's email notice is queued there) and must not
 * throw: the message is kept whatever it does.
 */
export async function submitContactMessage(
  db: Database,
  { form, clientKey, onSaved }: { form: FormData; clientKey: string; onSaved?: (messageId: string) => Promise<void> },
): Promise<ContactSubmission> {
  const values = {
    name: stringField(form, "name"),
    email: stringField(form, "email"),
    inquiry: stringField(form, "inquiry"),
    message: stringField(form, "message"),
    otherPartyName: stringField(form, "otherPartyName"),
    acknowledgement: stringField(form, "acknowledgement"),
  };

  if (stringField(form, contactHoneypotField) !== "") {
    return {
      ok: false,
      status: 400,
      formError: contactFailureMessage,
      fieldErrors: {},
      values,
    };
  }

  const parsed = parseInput(contactSchema, values);
  if (!parsed.ok) {
    const fieldErrors = parsed.fieldErrors as ContactFieldErrors;
    return { ok: false, status: 400, formError: "Please correct the highlighted fields.", fieldErrors, values };
  }

  const limit = await consumeRateLimit(db, { rule: contactRateLimit, clientKey });
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      status: 429,
      formError: `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      fieldErrors: {},
      values,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  const { acknowledgement: _ticked, ...message } = parsed.data;
  const [saved] = await db
    .insert(contactMessages)
    // The acknowledgement is stored as the moment the server took it and the wording the form showed.
    .values({ ...message, acknowledgedAt: sql`now()`, acknowledgementVersion: contactAcknowledgement.version })
    .returning({ id: contactMessages.id });
  await onSaved?.(saved!.id);
  return { ok: true };
}

function stringField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
