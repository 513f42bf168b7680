import { isSitePath } from "~/lib/site-path";
import { blogLimits, parseCategories, type BlogPostFieldErrors, type BlogPostFormValues } from "~/lib/blog";
import { richTextFromInput } from "../html/rich-text-input";
import type { BlogPostInput } from "./blog-writes";

export type ParsedBlogPostForm =
  { ok: true; input: BlogPostInput } | { ok: false; errors: BlogPostFieldErrors; values: BlogPostFormValues };

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

/**
 * Reads the admin blog form. As the spec says, title, excerpt, content URL and image URL are
 * required; beyond it, a post written here (with full content) may leave the content URL empty and
 * is read on its own page.
 */
export function parseBlogPostForm(form: FormData): ParsedBlogPostForm {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: BlogPostFormValues = {
    title: field("title"),
    excerpt: field("excerpt"),
    contentUrl: field("contentUrl"),
    imageUrl: field("imageUrl"),
    categories: field("categories"),
    fullContent: field("fullContent"),
    isFeatured: form.get("isFeatured") === "on",
  };
  const title = values.title.replace(/\s+/g, " ").trim();
  const excerpt = values.excerpt.trim();
  const contentUrl = values.contentUrl.trim();
  const imageUrl = values.imageUrl.trim();
  const fullContentText = values.fullContent.trim();

  const errors: BlogPostFieldErrors = {};
  if (!title) errors.title = "Please enter the title.";
  else if (title.length > blogLimits.title) errors.title = `The title can be at most ${blogLimits.title} characters.`;
  if (!excerpt) errors.excerpt = "Please enter the excerpt.";
  else if (excerpt.length > blogLimits.excerpt) {
    errors.excerpt = `The excerpt can be at most ${blogLimits.excerpt.toLocaleString("en-US")} characters.`;
  }
  if (!contentUrl) {
    if (!fullContentText) errors.contentUrl = "Please enter the content URL, or write the full post below.";
  } else if (contentUrl.length > blogLimits.url || !isLinkable(contentUrl)) {
    errors.contentUrl = "Enter a web address starting with https:// (or a path on this site starting with /).";
  }
  if (!imageUrl) errors.imageUrl = "Please enter the image URL.";
  else if (imageUrl.length > blogLimits.url || !isLinkable(imageUrl)) {
    errors.imageUrl = "Enter an image address starting with https:// (or a path on this site starting with /).";
  }
  if (values.categories.length > blogLimits.categories) {
    errors.categories = `Categories can be at most ${blogLimits.categories} characters in all.`;
  }
  if (values.fullContent.length > blogLimits.fullContent) {
    errors.fullContent = "The full content is too long.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };

  return {
    ok: true,
    input: {
      title,
      excerpt,
      contentUrl,
      imageUrl,
      categories: parseCategories(values.categories),
      isFeatured: values.isFeatured,
      fullContent: fullContentText ? richTextFromInput(fullContentText) : "",
    },
  };
}
