import { useEffect } from "react";
import { showToast } from "~/components/toast-region";
import type { BlogPostFieldErrors, BlogPostFormValues } from "~/.server/blog/blog-post-form";
import type { BlogManagerData } from "~/lib/blog";
import { BlogAdminList } from "./blog-admin-list";
import { BlogImportCard } from "./blog-import-card";
import { adminFormState } from "./admin-form-shell";
import { EditedItemGone } from "./edited-item-gone";
import { BlogPostForm } from "./blog-post-form";

type BlogFormActionData = {
  error?: string;
  blogForm?: { editingId: string | null; values: BlogPostFormValues; errors: BlogPostFieldErrors } | null;
};

/** The spec's Blog Post Manager: the form, the list of every post, and the Import Blog Posts card. */
export function BlogPostManager({
  data,
  actionData,
}: {
  data: BlogManagerData;
  /** What the Blog Post Manager's action answered (a redirect leaves it undefined). */
  actionData: BlogFormActionData | undefined;
}) {
  useEffect(() => {
    if (data.failed) void showToast({ type: "error", title: "Error", description: "Failed to fetch blog posts" });
  }, [data.failed]);

  const failedSave = actionData?.blogForm ?? null;
  const form = adminFormState({ failedSave, editing: data.editing, empty: data.emptyForm });

  return (
    <section id="blog-manager" aria-labelledby="blog-manager-title" className="mt-10">
      <h2 id="blog-manager-title" className="font-serif text-2xl font-bold text-ink-900">
        Blog Post Manager
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          {data.editMissing && !failedSave ? (
            <EditedItemGone message="That blog post no longer exists. It may have been deleted." />
          ) : null}
          <BlogPostForm key={form.key} editingId={form.editingId} values={form.values} errors={form.errors} />
        </div>
        <div className="space-y-6">
          <BlogAdminList data={data} />
          <BlogImportCard sourceUrl={data.sourceUrl} />
        </div>
      </div>
    </section>
  );
}
