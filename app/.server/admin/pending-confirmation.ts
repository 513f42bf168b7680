import {
  confirmations,
  confirmedField,
  confirmedSteps,
  type ConfirmationKey,
  type PendingConfirmation,
} from "~/lib/admin-confirmations";

/**
 * Null when the post has answered every question of the confirmation yes; otherwise what the
 * confirmation page needs to ask the next one. Destructive admin actions check this on the server,
 * so a post never deletes without the spec's confirmation, whether or not the browser ran the dialog.
 */
export function pendingConfirmation(form: FormData, key: ConfirmationKey): PendingConfirmation | null {
  const step = confirmedSteps(form);
  if (step >= confirmations[key].questions.length) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name !== confirmedField && typeof value === "string") fields[name] = value;
  }
  return { key, step, fields };
}
