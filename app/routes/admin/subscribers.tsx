import { appServicesOf } from "~/.server/app-context";
import { handleSubscriberAction, loadSubscriberAdmin } from "~/.server/admin/subscriber-admin";
import { readForm } from "~/.server/read-form";
import { AdminScreen } from "~/components/admin/admin-screen";
import { buttonClassName } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import type { Route } from "./+types/subscribers";
import { adminResponse } from "./admin-response.server";

/** /admin/subscribers: who gets new episodes by email (docs/decisions/0033-email-subscribers.md). The layout has checked the admin role. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  return loadSubscriberAdmin(db, new URL(request.url), env);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminResponse(await handleSubscriberAction(appServicesOf(context).db, form));
}

const statusLabels = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const;

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, rows, q, status, matching, on, preview } = loaderData;
  return (
    <AdminScreen actionData={actionData} action="/admin/subscribers" cancelHref="/admin/subscribers">
      {/* The admin layout's "Admin Dashboard" is the page's one h1; each section's title is an h2. */}
      <h2 className="mt-8 font-serif text-2xl font-bold text-ink-900">Subscribers</h2>
      {on ? null : (
        <p className="mt-2 text-ink-700">
          Email subscriptions are off: set SMTP_URL and MAIL_FROM to show the sign-up form and send the emails.
        </p>
      )}
      <dl className="mt-4 flex flex-wrap gap-6">
        {(Object.keys(statusLabels) as (keyof typeof statusLabels)[]).map((key) => (
          <div key={key}>
            <dt className="text-sm text-ink-700">{statusLabels[key]}</dt>
            <dd className="text-2xl font-bold text-ink-900" data-status-count={key}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <label className="flex flex-col text-sm">
          Search addresses
          <input name="q" type="search" defaultValue={q} className="mt-1 rounded-lg border border-sand-300 px-3 py-2" />
        </label>
        <label className="flex flex-col text-sm">
          Status
          <select name="status" defaultValue={status} className="mt-1 rounded-lg border border-sand-300 px-3 py-2">
            <option value="">All</option>
            {(Object.keys(statusLabels) as (keyof typeof statusLabels)[]).map((key) => (
              <option key={key} value={key}>
                {statusLabels[key]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClassName({ size: "sm" })}>
          Search
        </button>
        <a href="/admin/subscribers.csv" className={buttonClassName({ size: "sm", variant: "outline" })} download>
          Export CSV
        </a>
      </form>
      <p className="mt-4 text-sm text-ink-700">
        {matching} matching{matching > rows.length ? `, the newest ${rows.length} shown` : ""}.
      </p>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr>
            <th className="py-2">Email</th>
            <th className="py-2">Status</th>
            <th className="py-2">Signed up</th>
            <th className="py-2">Confirmed</th>
            <th className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-sand-200">
              <td className="py-2">{row.email}</td>
              <td className="py-2">{statusLabels[row.status]}</td>
              <td className="py-2">{formatDateTime(new Date(row.createdAt))}</td>
              <td className="py-2">{row.confirmedAt ? formatDateTime(new Date(row.confirmedAt)) : "—"}</td>
              <td className="py-2">
                <form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={row.id} />
                  <button type="submit" className={buttonClassName({ size: "sm", variant: "ghost" })}>
                    Remove <span className="sr-only">{row.email}</span>
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="mt-10" aria-labelledby="next-email-heading">
        <h2 id="next-email-heading" className="font-serif text-2xl font-bold text-ink-900">
          Next email
        </h2>
        {preview ? (
          <div className="mt-3 rounded-xl border border-sand-200 bg-white p-4">
            <p className="font-semibold">{preview.subject}</p>
            <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-ink-800">{preview.text}</pre>
          </div>
        ) : (
          <p className="mt-2 text-ink-700">
            {on
              ? "Nothing new to announce: the next episode or post published will be emailed within five minutes."
              : "No email goes out while subscriptions are off."}
          </p>
        )}
      </section>
    </AdminScreen>
  );
}
