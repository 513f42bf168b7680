import { data } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { linkRefusals, unsubscribe } from "~/.server/subscribers/confirm-subscription";
import { readForm } from "~/.server/read-form";
import { subscriberSettings } from "~/.server/subscribers/subscriber-settings";
import { verifySubscriberToken } from "~/.server/subscribers/subscriber-tokens";
import { buttonClassName } from "~/components/ui/button";
import { site } from "~/content/site";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

export const unsubscribedMessage = "You are unsubscribed. You will get no more emails from us.";

/** The unsubscribe link opens this page; its button (or a mail app's one-click POST) unsubscribes. */
export function loader({ request, context }: Route.LoaderArgs) {
  const settings = subscriberSettings(appServicesOf(context).env);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!settings) return data({ token: "", error: linkRefusals.invalid }, { status: 404 });
  const check = verifySubscriberToken(settings.secret(), token, "unsubscribe");
  if (!check.ok) return data({ token: "", error: linkRefusals.invalid }, { status: 400 });
  return { token, error: undefined };
}

/**
 * RFC 8058's one-click unsubscribe: the mail app POSTs `List-Unsubscribe=One-Click` to the address in
 * the List-Unsubscribe header, token in its query, with no cookie; the page's button posts the token
 * as a field. Either way no session is needed, and the answer is the page saying it is done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = appServicesOf(context);
  const settings = subscriberSettings(env);
  const form = await readForm(request);
  const fromForm = form.get("token");
  const token =
    typeof fromForm === "string" && fromForm ? fromForm : (new URL(request.url).searchParams.get("token") ?? "");
  if (!settings) return data({ done: false, error: linkRefusals.invalid }, { status: 404 });
  const outcome = await unsubscribe(db, settings.secret(), token);
  if (!outcome.ok) return data({ done: false, error: linkRefusals.invalid }, { status: 400 });
  return { done: true, error: undefined };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? loaderData.error;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Unsubscribe</h1>
      {actionData?.done ? (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 p-4 text-lg text-ink-900">
          {unsubscribedMessage}
        </p>
      ) : error ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-lg font-medium text-red-800">
          {error}
        </p>
      ) : (
        <form method="post" className="mt-6">
          <p className="text-lg text-ink-700">Stop the emails about new episodes and posts from {site.podcastName}?</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={buttonClassName({ className: "mt-6" })}>
            Unsubscribe
          </button>
        </form>
      )}
    </section>
  );
}
