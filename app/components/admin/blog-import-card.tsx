import { Download, Globe, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { showToast } from "~/components/toast-region";
import { fieldClassName } from "~/components/ui/form-field";
import { useConfirm } from "./confirm-dialog";
import { importUrlsConfirmation, importWebsiteConfirmation } from "~/lib/admin-confirmations";
import { JobProgress } from "./jobs/job-progress";
import { useImportJob, type ImportJobHandlers } from "./jobs/use-import-job";

type ImportResult = { imported: number; errors: number; failures?: { url: string; reason: string }[] };
type Task = "urls" | "website";

/** The URL box as the spec reads it: one per line, trimmed, blank lines dropped, repeats merged. */
export function urlsFromText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

const progressText: Record<Task, string> = {
  urls: "Importing blog posts from the pasted URLs",
  website: "Importing blog posts from the website",
};

/**
 * The spec's Import Blog Posts card: import by pasted URLs and the auto-import from the owner's
 * website, each with its confirmation, a running status, the result toast, and the URLs that
 * failed with the reason.
 */
export function BlogImportCard({ sourceUrl }: { sourceUrl: string }) {
  const [text, setText] = useState("");
  const [failures, setFailures] = useState<{ url: string; reason: string }[]>([]);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const ask = useConfirm();
  // Both imports are background jobs: a running one's progress bar comes back when the admin returns.
  const handlers = (next: Task): ImportJobHandlers<ImportResult> => ({
    async onCompleted(result) {
      setFailures(result.failures ?? []);
      void showToast({
        type: "success",
        title: "Import Complete",
        description: `Successfully imported ${result.imported} blog posts${result.errors > 0 ? ` (${result.errors} errors)` : ""}`,
      });
      if (next === "urls" && result.errors === 0) setText("");
      await revalidator.revalidate();
    },
    onFailed: (message) =>
      void showToast({ type: "error", title: "Import Failed", description: message || "Failed to import blog posts" }),
    onCancelled: () =>
      void showToast({ type: "success", title: "Import Cancelled", description: "Nothing was changed." }),
  });
  const jobs = {
    urls: useImportJob<ImportResult>("import-blog-by-urls", handlers("urls")),
    website: useImportJob<ImportResult>("import-blog-posts", handlers("website")),
  };
  const task: Task | null = jobs.urls.running ? "urls" : jobs.website.running ? "website" : null;
  const busy = task !== null || navigation.state !== "idle";

  function run(next: Task, body?: Record<string, unknown>) {
    setFailures([]);
    void jobs[next].start(body);
  }

  const importUrls = async () => {
    const urls = urlsFromText(text);
    if (urls.length === 0) {
      void showToast({ type: "error", title: "No URLs", description: "Please enter at least one blog post URL" });
      return;
    }
    if (!(await ask(importUrlsConfirmation(urls.length)))) return;
    run("urls", { urls });
  };

  const importWebsite = async () => {
    if (!(await ask(importWebsiteConfirmation(sourceUrl)))) return;
    run("website");
  };

  return (
    <section aria-labelledby="blog-import-title" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <h3 id="blog-import-title" className="font-serif text-xl font-bold text-ink-900">
        Import Blog Posts
      </h3>
      <label htmlFor="blog-import-urls" className="mt-4 block text-sm font-semibold text-ink-900">
        Blog post URLs (one per line)
      </label>
      <textarea
        id="blog-import-urls"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={"https://example.com/my-post\nhttps://example.com/another-post"}
        spellCheck={false}
        className={`${fieldClassName(false)} mt-2 font-mono text-sm`}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void importUrls()}
          disabled={busy || text.trim() === ""}
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {task === "urls" ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          Import URLs
        </button>
        <button
          type="button"
          onClick={() => void importWebsite()}
          disabled={busy}
          className="inline-flex items-center gap-1.5 rounded-full border border-sand-300 px-4 py-2 text-sm font-semibold text-ink-800 hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {task === "website" ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Globe aria-hidden="true" className="size-4" />
          )}
          Import from Website
        </button>
      </div>
      {task ? (
        <JobProgress job={jobs[task].job} label={progressText[task]} onCancel={() => void jobs[task].cancel()} />
      ) : null}
      {failures.length > 0 ? (
        <div className="mt-2 rounded-xl bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">These could not be imported:</p>
          <ul className="mt-2 space-y-1">
            {failures.map((failure) => (
              <li key={failure.url} className="break-all">
                <span className="font-mono">{failure.url}</span>: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
