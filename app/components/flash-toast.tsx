import { useEffect } from "react";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { showToast } from "./toast-region";

/**
 * Shows the toast that a redirect carried. Before hydration (or without JavaScript) it renders a
 * static status message; once React runs, sonner takes over and the static copy goes away.
 */
export function FlashToast({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();

  useEffect(() => {
    if (!toast) return;
    void showToast(toast);
  }, [toast]);

  if (!toast || hydrated) return null;
  return (
    <div
      role="status"
      className={`fixed right-4 bottom-[calc(var(--player-height,0px)+1rem)] z-50 max-w-sm rounded-xl border p-4 shadow-lg ${
        toast.type === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-sand-200 bg-white text-ink-900"
      }`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
    </div>
  );
}
