import { data } from "react-router";
import { z } from "zod";
import { changeContactMessage, contactMessageIntents } from "~/.server/admin/contact-message-audit";
import { loadContactInbox } from "~/.server/admin/contact-inbox-data";
import { adminViewerOf, appServicesOf } from "~/.server/app-context";
import { pendingConfirmation } from "~/.server/admin/pending-confirmation";
import { AdminScreen } from "~/components/admin/admin-screen";
import { ContactMessages } from "~/components/admin/contact-messages";
import type { Route } from "./+types/messages";
import { readForm } from "~/.server/read-form";
import { parseInput } from "~/lib/validation/parse-input";
import { uuidSchema } from "~/lib/validation/schemas";

/** /admin/messages: what visitors sent through the contact form. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminViewerOf(context);
  return loadContactInbox(appServicesOf(context).db, new URL(request.url), { admin, headers: request.headers });
}

const messageAction = z.object({ intent: z.enum(contactMessageIntents), id: uuidSchema });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseInput(messageAction, form);
  if (!parsed.ok) {
    const error = parsed.fieldErrors.intent ?? (parsed.fieldErrors.id ? "Unknown message." : parsed.message);
    return data({ error }, { status: 400 });
  }
  const { intent, id } = parsed.data;
  const pending = intent === "delete" ? pendingConfirmation(form, "deleteMessage") : null;
  if (pending) return { confirmation: pending };
  const admin = adminViewerOf(context);
  const found = await changeContactMessage(appServicesOf(context).db, { admin, headers: request.headers, intent, id });
  // Idempotent: acting on a message someone else already deleted is not an error worth a screen.
  return { ok: true, found };
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminScreen actionData={actionData} action="/admin/messages" cancelHref="/admin/messages">
      <ContactMessages data={loaderData} />
    </AdminScreen>
  );
}
