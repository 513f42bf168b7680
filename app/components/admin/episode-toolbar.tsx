import { CopyMinus, Download, LoaderCircle, ScanSearch, Trash2, UserRoundPen } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { showToast } from "~/components/toast-region";
import { callAdminFunction } from "./admin-functions";
import { AdminPostForm } from "./admin-post-form";
import { useConfirm } from "./confirm-dialog";
import { confirmations } from "~/lib/admin-confirmations";
import { JobProgress } from "./jobs/job-progress";
import { useImportJob } from "./jobs/use-import-job";

type Task = "normalize" | "preview" | "dedupe";

/** What the admin sees while a task runs (announced politely to screen readers). */
const progressText: Record<Task, string> = {
  normalize: "Cleaning guest names…",
  preview: "Looking for duplicate episodes…",
  dedupe: "Removing duplicate episodes…",
};

const toolbarButton =
  "inline-flex items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";
const neutral = `${toolbarButton} border-sand-300 bg-white text-ink-800 hover:bg-sand-100`;
const destructive = `${toolbarButton} border-red-300 bg-white text-red-800 hover:bg-red-50`;

type DuplicatePreview = {
  duplicatesFound: number;
  totalEpisodes: number;
  sampleDuplicates: { key: string; total: number }[];
};

/**
 * The Episode Manager's toolbar. Every button is disabled while any of them (or a form save) is
 * busy, as the spec's busy flags require; each outcome is the spec's toast.
 */
export function EpisodeToolbar() {
  const [task, setTask] = useState<Task | null>(null);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const ask = useConfirm();
  const deletingAll = navigation.state === "submitting" && navigation.formData?.get("intent") === "episode-delete-all";
  // The import is a background job: its progress bar comes back when the admin returns to the page.
  const importJob = useImportJob<{ imported: number; errors: number }>("import-episodes", {
    async onCompleted({ imported, errors }) {
      void showToast({
        type: "success",
        title: "Import Complete",
        description: `Successfully imported ${imported} episodes${errors > 0 ? ` (${errors} errors)` : ""}`,
      });
      await revalidator.revalidate();
    },
    onFailed: (message) =>
      void showToast({ type: "error", title: "Import Failed", description: message || "Failed to import episodes" }),
    onCancelled: () =>
      void showToast({ type: "success", title: "Import Cancelled", description: "Nothing was changed." }),
  });
  const busy = task !== null || navigation.state !== "idle" || importJob.running;

  async function run(next: Task, work: () => Promise<void>, failureTitle: string, fallback: string) {
    setTask(next);
    try {
      await work();
      await revalidator.revalidate();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : fallback;
      void showToast({ type: "error", title: failureTitle, description: message });
    } finally {
      setTask(null);
    }
  }

  const fixGuestNames = () =>
    run(
      "normalize",
      async () => {
        const { updated } = await callAdminFunction<{ updated: number }>("normalize-episodes");
        void showToast({ type: "success", title: "Guest names cleaned", description: `Updated ${updated} episodes` });
      },
      "Error",
      "Failed to clean guest names",
    );

  const previewDuplicates = () =>
    run(
      "preview",
      async () => {
        const preview = await callAdminFunction<DuplicatePreview>("deduplicate-episodes", { dryRun: true });
        const samples = preview.sampleDuplicates
          .slice(0, 5)
          .map((sample) => `${sample.key} (${sample.total} copies)`)
          .join(", ");
        void showToast({
          type: "success",
          title: "Duplicate Preview",
          description:
            `Found ${preview.duplicatesFound} duplicates among ${preview.totalEpisodes} episodes.` +
            (samples ? ` ${samples}` : ""),
        });
      },
      "Preview Failed",
      "Failed to preview duplicates",
    );

  const removeDuplicates = async () => {
    if (!(await ask(confirmations.removeDuplicates))) return;
    void run(
      "dedupe",
      async () => {
        const result = await callAdminFunction<{ duplicatesDeleted: number; remainingEpisodes: number }>(
          "deduplicate-episodes",
          { dryRun: false },
        );
        void showToast({
          type: "success",
          title: "Deduplication Complete",
          description: `Removed ${result.duplicatesDeleted} duplicates. Now ${result.remainingEpisodes} episodes total.`,
        });
      },
      "Deduplication Failed",
      "Failed to remove duplicates",
    );
  };

  const importFeed = async () => {
    if (!(await ask(confirmations.importEpisodes))) return;
    void importJob.start();
  };

  const spinner = (active: boolean, icon: ReactNode) =>
    active ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : icon;

  return (
    <div className="mt-6">
      <div role="toolbar" aria-label="Episode tools" className="flex flex-wrap gap-2">
        <button type="button" className={neutral} disabled={busy} onClick={() => void fixGuestNames()}>
          {spinner(task === "normalize", <UserRoundPen aria-hidden="true" className="size-4" />)}
          Fix Guest Names
        </button>
        <button type="button" className={neutral} disabled={busy} onClick={() => void previewDuplicates()}>
          {spinner(task === "preview", <ScanSearch aria-hidden="true" className="size-4" />)}
          Preview Duplicates
        </button>
        <button type="button" className={neutral} disabled={busy} onClick={() => void removeDuplicates()}>
          {spinner(task === "dedupe", <CopyMinus aria-hidden="true" className="size-4" />)}
          Remove Duplicates
        </button>
        <AdminPostForm action="/admin/episodes" fields={{}} confirm="deleteAllEpisodes">
          <button type="submit" name="intent" value="episode-delete-all" className={destructive} disabled={busy}>
            {spinner(deletingAll, <Trash2 aria-hidden="true" className="size-4" />)}
            Delete All Episodes
          </button>
        </AdminPostForm>
        <button
          type="button"
          className={`${toolbarButton} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
          disabled={busy}
          onClick={() => void importFeed()}
        >
          {spinner(importJob.running, <Download aria-hidden="true" className="size-4" />)}
          Import from Podbean Feed
        </button>
      </div>
      {importJob.running ? (
        <JobProgress
          job={importJob.job}
          label="Importing episodes from the Podbean feed"
          onCancel={() => void importJob.cancel()}
        />
      ) : null}
      <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm text-ink-700">
        {task ? progressText[task] : deletingAll ? "Deleting episodes…" : ""}
      </p>
    </div>
  );
}
