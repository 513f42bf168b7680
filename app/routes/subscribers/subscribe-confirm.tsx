import { data } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { confirmSubscription, linkRefusals } from "~/.server/subscribers/confirm-subscription";
import { readForm } from "~/.server/read-form";
import { subscriberSettings } from "~/.server/subscribers/subscriber-settings";
import { verifySubscriberToken } from "~/.server/subscribers/subscriber-tokens";
import { buttonClassName } from "~/components/ui/button";
import { site } from "~/content/site";
import type { Route } from "./+types/subscribe-confirm";

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your subscription | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

export const confirmedMessage =
  "Thank you: your subscription is confirmed. You will get an email when a new episode or post is out.";

/**
 * The link in the confirmation email opens this page, which only checks the link; the button posts,
 * and the post confirms. A mail scanner that opens links therefore confirms nothing.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const settings = subscriberSettings(appServicesOf(context).env);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!settings) return data({ token: "", error: linkRefusals.invalid }, { status: 404 });
  const check = verifySubscriberToken(settings.secret(), token, "confirm");
  if (!check.ok) return data({ token: "", error: linkRefusals[check.reason] }, { status: 400 });
  return { token, error: undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = appServicesOf(context);
  const settings = subscriberSettings(env);
  const form = await readForm(request);
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  if (!settings) return data({ confirmed: false, error: linkRefusals.invalid }, { status: 404 });
  const outcome = await confirmSubscription(db, settings.secret(), token);
  if (!outcome.ok) return data({ confirmed: false, error: linkRefusals[outcome.reason] }, { status: 400 });
  return { confirmed: true, error: undefined };
}

export default function SubscribeConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error ?? loaderData.error;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">Confirm your subscription</h1>
      {actionData?.confirmed ? (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 p-4 text-lg text-ink-900">
          {confirmedMessage}
        </p>
      ) : error ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-lg font-medium text-red-800">
          {error}
        </p>
      ) : (
        <form method="post" className="mt-6">
          <p className="text-lg text-ink-700">
            Confirm that you would like an email from {site.podcastName} when a new episode or post is out.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={buttonClassName({ className: "mt-6" })}>
            Confirm my subscription
          </button>
        </form>
      )}
    </section>
  );
}
