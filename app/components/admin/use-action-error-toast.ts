import { useEffect } from "react";
import { showToast } from "~/components/toast-region";

/** Every failed save, delete or feature: the spec's 'Error' toast with the server's message. */
export function useActionErrorToast(actionData: unknown): void {
  const error =
    actionData && typeof actionData === "object" && "error" in actionData && typeof actionData.error === "string"
      ? actionData.error
      : undefined;
  useEffect(() => {
    if (error) void showToast({ type: "error", title: "Error", description: error });
  }, [actionData, error]);
}
