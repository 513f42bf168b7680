import { Form, Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { confirmations, confirmedField, type PendingConfirmation } from "~/lib/admin-confirmations";

/**
 * The confirmation a browser without JavaScript gets: the action answered a destructive post that
 * was not yet confirmed with this page, which asks the same question as the dialog would, in the
 * same words. Yes posts the same fields again with one more question answered; Cancel goes back.
 */
export function ConfirmationPage({
  pending,
  action,
  cancelHref,
}: {
  pending: PendingConfirmation;
  action: string;
  cancelHref: string;
}) {
  const confirmation = confirmations[pending.key];
  const question = confirmation.questions[pending.step] ?? confirmation.questions.at(-1)!;
  return (
    <section
      aria-labelledby="confirmation-title"
      className="mt-8 max-w-xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h2 id="confirmation-title" className="font-serif text-2xl font-bold text-ink-900">
        {confirmation.title}
      </h2>
      <p id="confirmation-question" className="mt-3 text-ink-800">
        {question}
      </p>
      {confirmation.questions.length > 1 ? (
        <p className="mt-2 text-sm text-ink-700">
          Question {pending.step + 1} of {confirmation.questions.length}
        </p>
      ) : null}
      <Form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
        {Object.entries(pending.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={confirmedField} value={String(pending.step + 1)} />
        <Link to={cancelHref} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          Cancel
        </Link>
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          {confirmation.confirmLabel}
        </button>
      </Form>
    </section>
  );
}
