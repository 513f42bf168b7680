import { AdminFormShell, type AdminFormModes } from "./admin-form-shell";
import { LegalReviewFields } from "./legal-review-fields";
import { RichTextField } from "./rich-text-field";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import type { BlogPostFieldErrors, BlogPostFormValues } from "~/.server/blog/blog-post-form";
import { blogLimits } from "~/lib/blog";

const blogPostFormModes: AdminFormModes = {
  create: { title: "Add New Blog Post", intent: "blog-create", submit: "Create Post" },
  edit: { title: "Edit Blog Post", intent: "blog-update", submit: "Update Post" },
};

/**
 * The spec's blog form: title, excerpt (3 rows, '2-3 sentences'), content URL and image URL
 * required, categories comma-separated, featured; beyond the spec an optional full-content box so a
 * post can be written here. Posts to the dashboard's action, so it works without JavaScript.
 */
export function BlogPostForm({
  editingId,
  values,
  errors,
}: {
  editingId: string | null;
  values: BlogPostFormValues;
  errors: BlogPostFieldErrors;
}) {
  return (
    <AdminFormShell
      id="blog-form"
      action="/admin/blog"
      modes={blogPostFormModes}
      editingId={editingId}
      cancelHref="/admin/blog"
    >
      <TextField
        id="blog-title"
        name="title"
        label="Title"
        required
        maxLength={blogLimits.title}
        defaultValue={values.title}
        error={errors.title}
      />
      <TextAreaField
        id="blog-excerpt"
        name="excerpt"
        label="Excerpt"
        required
        rows={3}
        hint="2-3 sentences"
        maxLength={blogLimits.excerpt}
        defaultValue={values.excerpt}
        error={errors.excerpt}
      />
      <TextField
        id="blog-contentUrl"
        name="contentUrl"
        label="Content URL"
        required
        // May be empty when the full post is written below; the server decides.
        browserRequired={false}
        hint="Where the full article lives. Required unless you write the full post below (then leave it empty)."
        maxLength={blogLimits.url}
        defaultValue={values.contentUrl}
        error={errors.contentUrl}
      />
      <TextField
        id="blog-imageUrl"
        name="imageUrl"
        label="Image URL"
        required
        maxLength={blogLimits.url}
        defaultValue={values.imageUrl}
        error={errors.imageUrl}
      />
      <TextField
        id="blog-categories"
        name="categories"
        label="Categories"
        hint="Comma-separated, e.g. Custody, Co-Parenting"
        maxLength={blogLimits.categories}
        defaultValue={values.categories}
        error={errors.categories}
      />
      <RichTextField
        id="blog-fullContent"
        name="fullContent"
        label="Full content (optional)"
        hint="Write the post here to publish it on this site."
        plainTextHint="Blank lines start new paragraphs."
        rows={8}
        defaultValue={values.fullContent}
        error={errors.fullContent}
      />
      <LegalReviewFields idPrefix="blog" values={values} errors={errors} />
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          name="isFeatured"
          defaultChecked={values.isFeatured}
          className="size-4 accent-brand-700"
        />
        Featured
      </label>
    </AdminFormShell>
  );
}
