import { data } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { readForm } from "~/.server/read-form";
import { requestInfoContext } from "~/.server/request-context";
import { requestSubscription, subscribeFailureMessage } from "~/.server/subscribers/subscribe";
import { queueConfirmation } from "~/.server/subscribers/subscriber-jobs";
import { emailSubscriptionsOn } from "~/.server/subscribers/subscriber-settings";
import { EmailSignupForm } from "~/components/email-signup-form";
import { subscribeHeading, subscribeSuccessMessage } from "~/lib/email-subscription";
import { site } from "~/content/site";
import type { Route } from "./+types/subscribe";

export const meta: Route.MetaFunction = () => [
  { title: `${subscribeHeading} | ${site.podcastName}` },
  { name: "robots", content: "noindex" },
];

export const subscriptionsOffMessage = "Email subscriptions are not available at the moment.";

export function loader({ context }: Route.LoaderArgs) {
  return { on: emailSubscriptionsOn(appServicesOf(context).env) };
}

/**
 * The sign-up form's post (the footer's form and this page's). Every accepted address gets the same
 * answer, whether it is new, waiting, confirmed or unsubscribed (app/.server/subscribers/subscribe.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, jobEngine } = appServicesOf(context);
  if (!emailSubscriptionsOn(env)) {
    return data({ done: false, error: subscriptionsOffMessage, email: "" }, { status: 404 });
  }
  const { clientIp } = context.get(requestInfoContext);
  const form = await readForm(request, { unreadable: subscribeFailureMessage });
  const result = await requestSubscription(db, {
    form,
    clientKey: clientIp,
    onConfirmationDue: (subscriberId) => queueConfirmation(subscriberId, { engine: jobEngine }),
  });
  if (result.ok) return { done: true, error: undefined, email: "" };
  return data(
    { done: false, error: result.fieldError ?? result.formError, email: result.email },
    { status: result.status },
  );
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-ink-900">{subscribeHeading}</h1>
      {actionData?.done ? (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 p-4 text-lg text-ink-900">
          {subscribeSuccessMessage}
        </p>
      ) : loaderData.on ? (
        <div className="mt-8">
          <EmailSignupForm idPrefix="page-subscribe" email={actionData?.email} error={actionData?.error} />
        </div>
      ) : (
        <p className="mt-6 text-lg text-ink-700">{subscriptionsOffMessage}</p>
      )}
    </section>
  );
}
