import { Form, Link, useNavigation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { fieldClassName, FormField } from "~/components/ui/form-field";
import { blogLimits, type BlogPostFieldErrors, type BlogPostFormValues } from "~/lib/blog";

type TextFieldName = "title" | "contentUrl" | "imageUrl" | "categories";

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
  const describedBy = (field: keyof BlogPostFieldErrors) => (errors[field] ? `blog-${field}-error` : undefined);

  const textField = (
    name: TextFieldName,
    label: string,
    // `browserRequired: false` keeps the asterisk but leaves the rule to the server (the content URL
    // may be empty when the full post is written here).
    options: { required?: boolean; browserRequired?: boolean; type?: string; hint?: string },
  ) => (
    <FormField id={`blog-${name}`} label={label} required={options.required} error={errors[name]} hint={options.hint}>
      <input
        id={`blog-${name}`}
        name={name}
        type={options.type ?? "text"}
        required={options.required && options.browserRequired !== false}
        maxLength={name === "categories" ? blogLimits.categories : name === "title" ? blogLimits.title : blogLimits.url}
        defaultValue={values[name]}
        aria-invalid={Boolean(errors[name]) || undefined}
        aria-describedby={describedBy(name)}
        className={fieldClassName(Boolean(errors[name]))}
      />
    </FormField>
  );

  return (
    <Form
      method="post"
      action="/admin"
      id="blog-form"
      aria-labelledby="blog-form-title"
      className="space-y-5 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
    >
      <h3 id="blog-form-title" className="font-serif text-xl font-bold text-ink-900">
        {editingId ? "Edit Blog Post" : "Add New Blog Post"}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {editingId ? <input type="hidden" name="id" value={editingId} /> : null}
      {textField("title", "Title", { required: true })}
      <FormField id="blog-excerpt" label="Excerpt" required error={errors.excerpt} hint="2-3 sentences">
        <textarea
          id="blog-excerpt"
          name="excerpt"
          required
          rows={3}
          maxLength={blogLimits.excerpt}
          defaultValue={values.excerpt}
          aria-invalid={Boolean(errors.excerpt) || undefined}
          aria-describedby={describedBy("excerpt")}
          className={fieldClassName(Boolean(errors.excerpt))}
        />
      </FormField>
      {textField("contentUrl", "Content URL", {
        required: true,
        browserRequired: false,
        type: "text",
        hint: "Where the full article lives. Leave empty only if you write the full post below.",
      })}
      {textField("imageUrl", "Image URL", { required: true })}
      {textField("categories", "Categories", { hint: "Comma-separated, e.g. Custody, Co-Parenting" })}
      <FormField
        id="blog-fullContent"
        label="Full content (optional)"
        error={errors.fullContent}
        hint="Write the post here to publish it on this site. Blank lines start new paragraphs."
      >
        <textarea
          id="blog-fullContent"
          name="fullContent"
          rows={8}
          defaultValue={values.fullContent}
          aria-invalid={Boolean(errors.fullContent) || undefined}
          aria-describedby={describedBy("fullContent")}
          className={fieldClassName(Boolean(errors.fullContent))}
        />
      </FormField>
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
          <Link to="/admin#blog-manager" className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
