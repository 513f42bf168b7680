import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { Toast } from "~/lib/toast";

/**
 * Toasts without paying for them up front: sonner (~10 KB compressed) is fetched the first time a
 * page actually shows a toast, not on every first load.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let toasterWanted = false;
const listeners = new Set<() => void>();
// Sonner drops toasts published before its <Toaster> subscribes, so the first toast waits for this.
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve));

/** Rendered after the Toaster in the same boundary: its effect runs once the Toaster's have. */
function ToasterMountedSignal() {
  useEffect(() => markToasterMounted(), []);
  return null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToastRegion() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" richColors closeButton />
      <ToasterMountedSignal />
    </Suspense>
  );
}

/** Shows a toast in the browser, mounting the toaster first if this is the page's first one. */
export async function showToast({ id, type, title, description }: Omit<Toast, "id"> & { id?: string }) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), toasterMounted]);
  const show = type === "error" ? toast.error : toast.success;
  show(title, { id, description });
}
