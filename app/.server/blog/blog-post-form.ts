import { getTableColumns } from "drizzle-orm";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { blogLimits, parseCategories } from "~/lib/blog";
import { jurisdictionsRule, lawReviewedOnRule } from "~/lib/legal-review";
import { isSitePath } from "~/lib/site-path";
import { parseInput } from "~/lib/validation/parse-input";
import { blogPosts, type BlogPost } from "../db/schema/blog-posts";
import { editableText } from "../html/editable-text";
import { richTextFromInput } from "../html/rich-text-input";

/** An absolute http(s) address, or a path on this site ("/images/…"); nothing else is a link here. */
function isLinkable(value: string): boolean {
  if (isSitePath(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const requiredText = (label: string, max: number) => (column: z.ZodString) =>
  column
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max.toLocaleString("en-US")} characters.`);

/** A link field: trimmed, then empty (checked by the form as a whole) or a linkable address. */
const linkText = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => !value || (value.length <= blogLimits.url && isLinkable(value)), message);

/**
 * The blog post's columns the admin form edits: the Drizzle table's own schema (drizzle-zod), each
 * column refined with the form's rule and message, as the episode's (docs/decisions/0022-one-source-per-fact.md).
 * This one declaration is the source of the form's values and errors, the validated input the
 * writes take (`BlogPostInput`), what an edit form starts from (`blogPostFormValuesOf`) and the empty
 * form. As the spec says, title, excerpt, content URL and image URL are required; beyond it, a post
 * written here (with full content) may leave the content URL empty and is read on its own page
 * (checked by `parseBlogPostForm`, as it reads two fields).
 */
const blogPostColumnsSchema = createInsertSchema(blogPosts, {
  title: (column) => requiredText("title", blogLimits.title)(column.overwrite((value) => value.replace(/\s+/g, " "))),
  excerpt: requiredText("excerpt", blogLimits.excerpt),
  contentUrl: linkText("Enter a web address starting with https:// (or a path on this site starting with /)."),
  imageUrl: z
    .string()
    .trim()
    .min(1, "Please enter the image URL.")
    .refine(
      (value) => value.length <= blogLimits.url && isLinkable(value),
      "Enter an image address starting with https:// (or a path on this site starting with /).",
    ),
  // Typed as "Custody, Co-Parenting"; stored as the list (null for none).
  categories: z
    .string()
    .max(blogLimits.categories, `Categories can be at most ${blogLimits.categories} characters in all.`)
    .transform(parseCategories),
  // Sanitized HTML from what was typed (plain text or the editor's markup); empty when the post lives elsewhere.
  fullContent: (column) =>
    column
      .max(blogLimits.fullContent, "The full content is too long.")
      .transform((value) => (value.trim() ? richTextFromInput(value.trim()) : "")),
  lawReviewedOn: lawReviewedOnRule,
  jurisdictionsDiscussed: jurisdictionsRule,
})
  .pick({
    title: true,
    excerpt: true,
    contentUrl: true,
    imageUrl: true,
    categories: true,
    fullContent: true,
    isFeatured: true,
    lawReviewedOn: true,
    jurisdictionsDiscussed: true,
  })
  // Every field is in every post of the form (an unchecked box is `false`), so none is optional.
  .required();

type BlogPostColumns = z.output<typeof blogPostColumnsSchema>;
type BlogPostColumn = keyof BlogPostColumns;

/** What the form holds, and sends back after a failed save so nothing typed is lost: each column as its input holds it. */
export type BlogPostFormValues = {
  [Column in BlogPostColumn]: BlogPostColumns[Column] extends boolean ? boolean : string;
};

export type BlogPostField = Exclude<BlogPostColumn, "isFeatured">;
export type BlogPostFieldErrors = Partial<Record<BlogPostField, string>>;

/** What the admin form saves: the spec's payload, validated, with content already sanitized. */
export type BlogPostInput = BlogPostColumns;

const tableColumns = getTableColumns(blogPosts);
const formColumns = Object.keys(blogPostColumnsSchema.shape) as BlogPostColumn[];
const isCheckbox = (column: BlogPostColumn) => tableColumns[column].dataType === "boolean";

/** A new post's form: empty text, the box unchecked. */
export const emptyBlogPostFormValues = Object.fromEntries(
  formColumns.map((column) => [column, isCheckbox(column) ? false : ""]),
) as BlogPostFormValues;

/** A post's form as the Blog Post Manager opens it for editing. */
export function blogPostFormValuesOf(post: BlogPost): BlogPostFormValues {
  return {
    ...Object.fromEntries(
      formColumns.map((column) => [column, isCheckbox(column) ? post[column] : String(post[column] ?? "")]),
    ),
    categories: (post.categories ?? []).join(", "),
    // The text as the admin typed it, never stored markup (when it is only paragraphs).
    fullContent: editableText(post.fullContent),
  } as BlogPostFormValues;
}

function formValues(form: FormData): BlogPostFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(
    formColumns.map((column) => [column, isCheckbox(column) ? form.get(column) === "on" : text(column)]),
  ) as BlogPostFormValues;
}

export type ParsedBlogPostForm =
  { ok: true; input: BlogPostInput } | { ok: false; errors: BlogPostFieldErrors; values: BlogPostFormValues };

/** Reads the admin blog form: the schema's rules, and a content URL unless the full post is written here. */
export function parseBlogPostForm(form: FormData): ParsedBlogPostForm {
  const values = formValues(form);
  const parsed = parseInput(blogPostColumnsSchema, values);
  const errors: BlogPostFieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (!values.contentUrl.trim() && !values.fullContent.trim()) {
    errors.contentUrl = "Please enter the content URL, or write the full post below.";
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors: inFormOrder(errors), values };
  return { ok: true, input: parsed.data };
}

/** The errors in the form's order: the first is the one the 'Error' toast shows. */
function inFormOrder(errors: BlogPostFieldErrors): BlogPostFieldErrors {
  return Object.fromEntries(
    formColumns.flatMap((column) => (column in errors ? [[column, errors[column as BlogPostField]]] : [])),
  ) as BlogPostFieldErrors;
}
