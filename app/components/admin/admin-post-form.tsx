import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * A small form that posts to the dashboard's action with hidden fields, optionally after the
 * browser's confirmation (the spec's delete questions). Without JavaScript it posts unasked; the
 * admin area's destructive buttons are deliberate either way.
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
  /** Each message is asked in turn; declining any of them cancels the post. */
  confirm?: string | readonly string[];
  children: ReactNode;
}) {
  const questions = confirm === undefined ? [] : typeof confirm === "string" ? [confirm] : confirm;
  return (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!questions.every((question) => window.confirm(question))) event.preventDefault();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
