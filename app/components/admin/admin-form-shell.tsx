import { useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useResetAfterCreate } from "./use-reset-after-create";

/** The words that change between creating and editing: the form's title, intent and button. */
export type AdminFormModes = {
  create: { title: string; intent: string; submit: string };
  edit: { title: string; intent: string; submit: string };
};

/**
 * The one admin create/edit form (docs/decisions/0024-admin-scaffold.md) around a screen's fields:
 * its title, the intent and the edited item's id as hidden fields (with whatever else the post
 * carries back, e.g. the list's search and page), the submit button ('Saving…' and disabled while
 * any post runs, so it cannot be sent twice), Cancel back out of edit mode, and an empty form again
 * once a create has saved (a failed save keeps what was typed). It posts to the page's action, so
 * it works without JavaScript.
 */
export function AdminFormShell({
  id,
  action,
  modes,
  editingId,
  hiddenFields = {},
  cancelHref,
  children,
}: {
  /** The form's id, the anchor an Edit link jumps to; its title is `${id}-title`. */
  id: string;
  action: string;
  modes: AdminFormModes;
  /** Edit mode when set: the post updates this item. */
  editingId: string | null;
  hiddenFields?: Record<string, string>;
  /** Where Cancel leads in edit mode: the same page without the edited item. */
  cancelHref: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const mode = editingId ? modes.edit : modes.create;
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === mode.intent;
  const formRef = useRef<HTMLFormElement>(null);
  useResetAfterCreate(formRef, modes.create.intent);
  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      id={id}
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h3 id={`${id}-title`} className="font-serif text-xl font-bold text-ink-900">
        {mode.title}
      </h3>
      <input type="hidden" name="intent" value={mode.intent} />
      {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="flex gap-3">
        <button type="submit" className={buttonClassName()} disabled={navigation.state !== "idle"}>
          {saving ? "Saving…" : mode.submit}
        </button>
        {editingId ? (
          <Link to={cancelHref} className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** What a failed save sends back: the form as typed, its errors, and which item it was editing. */
export type FailedSave<Values, Errors> = { editingId: string | null; values: Values; errors: Errors };

/**
 * Which item the form shows and with what: a failed save's values and errors as typed; else the
 * item `?edit=` opened; else the empty create form. `key` gives the form a fresh mount when the mode,
 * the item or a failure changes, so its uncontrolled fields show the new values.
 */
export function adminFormState<Values, Errors extends object>({
  failedSave,
  editing,
  empty,
}: {
  failedSave: FailedSave<Values, Errors> | null | undefined;
  editing: { id: string; values: Values } | null;
  empty: Values;
}): { editingId: string | null; values: Values; errors: Errors | Record<string, never>; key: string } {
  const failed = failedSave ?? null;
  const editingId = failed ? failed.editingId : (editing?.id ?? null);
  return {
    editingId,
    values: failed?.values ?? editing?.values ?? empty,
    errors: failed?.errors ?? {},
    key: `${editingId ?? "new"}-${failed ? "failed" : "clean"}`,
  };
}
