import { z } from "zod";
import { parseInput } from "~/lib/validation/parse-input";
import { uuidSchema } from "~/lib/validation/schemas";
import type { Database } from "../db/client";
import { needsConfirmation, reply, type AdminResult } from "./admin-result";
import { changeContactMessage, contactMessageIntents } from "./contact-message-audit";

/**
 * The inbox's answer: a refusal's message (the 'Error' toast), or what the change found. The inbox
 * answers in place, without a redirect or a toast: the page's loaders run again after the post and
 * show the message changed (docs/decisions/0024-admin-scaffold.md).
 */
export type ContactMessageActionData = { error: string } | { ok: true; found: boolean };

export type ContactMessageActionResult = AdminResult<ContactMessageActionData>;

/** Every intent names one message; the table of changes and their audit events is `changeContactMessage`'s. */
const messagePost = z.object({ intent: z.enum(contactMessageIntents), id: uuidSchema });

/** The inbox's posts (mark read, unread, handled, open; delete after the spec's confirmation), after the admin layout's check. */
export async function handleContactMessageAction(
  db: Database,
  form: FormData,
  { admin, headers }: { admin: { id: string; email: string }; headers: Headers },
): Promise<ContactMessageActionResult> {
  const parsed = parseInput(messagePost, form);
  if (!parsed.ok) {
    const error = parsed.fieldErrors.intent ?? (parsed.fieldErrors.id ? "Unknown message." : parsed.message);
    return reply<ContactMessageActionData>({ error }, 400);
  }
  const { intent, id } = parsed.data;
  if (intent === "delete") {
    const confirm = needsConfirmation(form, "deleteMessage");
    if (confirm) return confirm;
  }
  const found = await changeContactMessage(db, { admin, headers, intent, id });
  // Idempotent: acting on a message someone else already deleted is not an error worth a screen.
  return reply<ContactMessageActionData>({ ok: true, found });
}
