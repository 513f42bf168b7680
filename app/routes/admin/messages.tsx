import { handleContactMessageAction } from "~/.server/admin/contact-message-actions";
import { loadContactInbox } from "~/.server/admin/contact-inbox-data";
import { adminViewerOf, appServicesOf } from "~/.server/app-context";
import { AdminScreen } from "~/components/admin/admin-screen";
import { ContactMessages } from "~/components/admin/contact-messages";
import type { Route } from "./+types/messages";
import { readForm } from "~/.server/read-form";
import { adminResponse } from "./admin-response.server";

/** /admin/messages: what visitors sent through the contact form. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminViewerOf(context);
  return loadContactInbox(appServicesOf(context).db, new URL(request.url), { admin, headers: request.headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = adminViewerOf(context);
  return adminResponse(
    await handleContactMessageAction(appServicesOf(context).db, form, { admin, headers: request.headers }),
  );
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminScreen actionData={actionData} action="/admin/messages" cancelHref="/admin/messages">
      <ContactMessages data={loaderData} />
    </AdminScreen>
  );
}
