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
  subject,
  children,
}: {
  /** The admin page whose action receives the post, e.g. "/admin/episodes". */
  action: string;
  fields: Record<string, string>;
  confirm?: ConfirmationKey;
  /** What the confirmation is about (the title of the episode or post to delete), named in its dialog. */
  subject?: string;
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
        // The list around the form, whose heading takes focus if the item (and its button) is gone.
        const container = form.closest("section, [role=region]");
        void ask(confirmation, { subject }).then(async (yes) => {
          if (!yes) return;
          const body = new FormData(form, submitter);
          body.set(confirmedField, String(confirmation.questions.length));
          await submit(body, { method: "post", action });
          keepFocusInside(container, submitter);
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

/**
 * While the post runs its button is disabled, which drops focus to the page, and after a delete the
 * button is gone with its item. Once the list settles, give focus back to the button, or when it is
 * gone to the list's heading, so a keyboard or screen-reader user stays where they were.
 */
function keepFocusInside(container: Element | null, submitter: HTMLElement | null) {
  if (!container) return;
  const settled = () => {
    if (document.activeElement && document.activeElement !== document.body) return true;
    if (submitter?.isConnected) {
      if (submitter instanceof HTMLButtonElement && submitter.disabled) return false;
      submitter.focus();
      return true;
    }
    const heading = container.isConnected ? container.querySelector<HTMLElement>("h2, h3") : null;
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
    return true;
  };
  if (settled()) return;
  const observer = new MutationObserver(() => {
    if (settled()) observer.disconnect();
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
  // A list that never settles (the post failed and the page moved on) is not watched forever.
  setTimeout(() => observer.disconnect(), 10_000);
}
