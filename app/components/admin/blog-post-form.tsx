import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { RichTextField } from "./rich-text-field";
import { useResetAfterCreate } from "./use-reset-after-create";
import { buttonClassName } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { blogLimits, type BlogPostFieldErrors, type BlogPostFormValues } from "~/lib/blog";

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
  const navigation = useNavigation();
  const intent = editingId ? "blog-update" : "blog-create";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formRef = useRef<HTMLFormElement>(null);
  useResetAfterCreate(formRef, "blog-create");
  return (
    <Form
      ref={formRef}
      method="post"
      action="/admin/blog"
      id="blog-form"
      aria-labelledby="blog-form-title"
      className="space-y-5 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h3 id="blog-form-title" className="font-serif text-xl font-bold text-ink-900">
        {editingId ? "Edit Blog Post" : "Add New Blog Post"}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
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
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          name="isFeatured"
          defaultChecked={values.isFeatured}
          className="size-4 accent-brand-700"
        />
        Featured
      </label>
      <div className="flex gap-3">
        <button type="submit" className={buttonClassName()} disabled={navigation.state !== "idle"}>
          {saving ? "Saving…" : editingId ? "Update Post" : "Create Post"}
        </button>
        {editingId ? (
          <Link to="/admin/blog" className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
