import { Trash2 } from "lucide-react";
import { AdminPostForm } from "~/components/admin/admin-post-form";

/**
 * "Delete all analytics data" (issue 31): the admin area's two-question confirmation (the dialog,
 * or without JavaScript the confirmation page), then the action deletes and redirects with a toast.
 */
export function DeleteAnalyticsData() {
  return (
    <section aria-labelledby="analytics-delete" className="mt-12 rounded-2xl border border-red-200 bg-red-50 p-5">
      <h2 id="analytics-delete" className="font-serif text-xl font-bold text-ink-900">
        Delete all analytics data
      </h2>
      <p className="mt-2 text-ink-800">
        Deletes every page view, play, daily total, conversion count and booking click, for every period. Counting
        starts again from the next visit.
      </p>
      <AdminPostForm action="/admin/analytics" fields={{ intent: "delete-all" }} confirm="deleteAnalytics">
        <button
          type="submit"
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete all analytics data
        </button>
      </AdminPostForm>
    </section>
  );
}
