import { LoaderCircle, X } from "lucide-react";
import type { JobReport } from "./job-report";

/**
 * A running import's progress: a bar of items done of total (indeterminate until the total is
 * known), the item at hand, errors so far, and Cancel. The text is a polite live region, so screen
 * readers hear it change without losing their place.
 */
export function JobProgress({
  job,
  label,
  onCancel,
}: {
  job: JobReport | null;
  /** What is running, e.g. "Importing episodes from the Podbean feed". */
  label: string;
  onCancel(): void;
}) {
  const { done = 0, total = null, currentItem = null, errors = 0 } = job?.progress ?? {};
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : null;
  const counts = total ? `${done} of ${total}` : job?.state === "queued" ? "Waiting to start" : "Starting";
  return (
    <div className="mt-3 rounded-xl border border-sand-200 bg-sand-50 p-3 text-sm text-ink-800">
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {label}
        </p>
        <button
          type="button"
          onClick={onCancel}
          disabled={!job}
          className="inline-flex items-center gap-1 rounded-full border border-sand-300 bg-white px-3 py-1 text-xs font-semibold text-ink-800 hover:bg-sand-100 disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-3.5" />
          Cancel import
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total ? done : undefined}
        aria-valuetext={total ? `${done} of ${total}` : counts}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className={`h-full rounded-full bg-brand-700 transition-[width] ${percent === null ? "w-1/3 animate-pulse" : ""}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p role="status" aria-live="polite" className="mt-2 break-all text-ink-700">
        {counts}
        {errors > 0 ? ` · ${errors} ${errors === 1 ? "error" : "errors"}` : ""}
        {currentItem ? ` · ${currentItem}` : ""}
      </p>
    </div>
  );
}
