import type { ReactNode } from "react";
import type { PendingConfirmation } from "~/lib/admin-confirmations";
import { ConfirmationPage } from "./confirmation-page";
import { useActionErrorToast } from "./use-action-error-toast";

/**
 * What every admin screen does with its action's answer (docs/decisions/0024-admin-scaffold.md): a
 * refused post shows the spec's 'Error' toast with the server's message, and a destructive post that
 * has not answered the spec's confirmation (a browser without JavaScript) shows the confirmation
 * page in place of the screen. Success is a redirect whose toast the layout shows.
 */
export function AdminScreen({
  actionData,
  action,
  cancelHref,
  children,
}: {
  actionData: unknown;
  /** The page's action, where the confirmation page posts its answer. */
  action: string;
  /** Where the confirmation page's Cancel leads: the screen as it was. */
  cancelHref: string;
  children: ReactNode;
}) {
  useActionErrorToast(actionData);
  const confirmation = pendingConfirmationOf(actionData);
  if (confirmation) return <ConfirmationPage pending={confirmation} action={action} cancelHref={cancelHref} />;
  return children;
}

function pendingConfirmationOf(actionData: unknown): PendingConfirmation | null {
  if (typeof actionData !== "object" || actionData === null || !("confirmation" in actionData)) return null;
  return (actionData.confirmation as PendingConfirmation | null) ?? null;
}
