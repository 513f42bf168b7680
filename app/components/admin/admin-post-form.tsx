import type { ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import { confirmations, confirmedField, type ConfirmationKey } from "~/lib/admin-confirmations";
import { useConfirm } from "./confirm-dialog";

/**
 * A small form that posts to an admin page's action with hidden fields, after the spec's
 * confirmation when it names one. With JavaScript the questions are asked in an alert dialog and
 * the post says they were answered (`confirmed`); without it the post goes unconfirmed and the
 * action answers with a confirmation page asking the same questions (confirmation-page.tsx).
 */
export function AdminPostForm({
  action,
  fields,
  confirm,
  children,
}: {
  /** The admin page whose action receives the post, e.g. "/admin/episodes". */
  action: string;
  fields: Record<string, string>;
  confirm?: ConfirmationKey;
  children: ReactNode;
}) {
  const ask = useConfirm();
  const submit = useSubmit();
  return (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!confirm) return;
        event.preventDefault();
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const confirmation = confirmations[confirm];
        void ask(confirmation).then((yes) => {
          if (!yes) return;
          const body = new FormData(form, submitter);
          body.set(confirmedField, String(confirmation.questions.length));
          void submit(body, { method: "post", action });
        });
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
