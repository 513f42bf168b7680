import { data } from "react-router";
import { parseBlogPostForm } from "../blog/blog-post-form";
import { getBlogPost } from "../blog/blog-queries";
import { createBlogPost, deleteBlogPost, setBlogPostFeatured, updateBlogPost } from "../blog/blog-writes";
import { logSecurityEvent, type Actor } from "../auth/security-events";
import type { Database } from "../db/client";
import { redirectWithToast } from "../toast";
import { pendingConfirmation } from "./pending-confirmation";
import { uuidSchema } from "~/lib/validation/schemas";

export const blogPostIntents = ["blog-create", "blog-update", "blog-delete", "blog-feature"] as const;
export type BlogPostIntent = (typeof blogPostIntents)[number];

const MANAGER = "/admin/blog";
const failure = (message: string, status = 400) => data({ error: message, blogForm: null }, { status });

/** The Blog Post Manager's form posts (create, update, delete, feature), after the admin check. */
export async function handleBlogPostAction(
  db: Database,
  intent: BlogPostIntent,
  form: FormData,
  /** Who acts, for the audit log of deletions (security-events.ts). */
  actor?: Actor & { headers?: Headers },
) {
  if (intent === "blog-delete") {
    const target = uuidSchema.safeParse(form.get("id"));
    if (!target.success) return failure("That blog post could not be found.");
    const pending = pendingConfirmation(form, "deleteBlogPost");
    if (pending) return data({ confirmation: pending });
    const deleted = await deleteBlogPost(db, target.data);
    if (deleted)
      logSecurityEvent("info", "content.blog-post-deleted", { ...actor, postId: target.data }, "blog post deleted");
    return redirectWithToast(MANAGER, {
      type: "success",
      title: deleted ? "Blog post deleted!" : "Blog post already deleted",
    });
  }

  if (intent === "blog-feature") {
    const target = uuidSchema.safeParse(form.get("id"));
    const featured = form.get("featured");
    if (!target.success || (featured !== "true" && featured !== "false")) {
      return failure("That blog post could not be found.");
    }
    const found = await setBlogPostFeatured(db, target.data, featured === "true");
    if (!found) return failure("That blog post no longer exists. It may have been deleted.", 404);
    return redirectWithToast(MANAGER, {
      type: "success",
      title: featured === "true" ? "Post featured!" : "Post removed from featured",
    });
  }

  const editingId = intent === "blog-update" ? uuidSchema.safeParse(form.get("id")) : null;
  if (editingId && !editingId.success) return failure("That blog post could not be found.");
  const existing = editingId?.success ? await getBlogPost(db, editingId.data) : undefined;
  if (editingId && !existing) return failure("That blog post no longer exists. It may have been deleted.", 404);

  const parsed = parseBlogPostForm(form);
  if (!parsed.ok) {
    return data(
      {
        error: Object.values(parsed.errors)[0] ?? "Please check the form.",
        blogForm: { editingId: existing?.id ?? null, values: parsed.values, errors: parsed.errors },
      },
      { status: 400 },
    );
  }
  if (existing) {
    const updated = await updateBlogPost(db, existing.id, parsed.input);
    if (!updated) return failure("That blog post no longer exists. It may have been deleted.", 404);
    return redirectWithToast(MANAGER, { type: "success", title: "Blog post updated!" });
  }
  await createBlogPost(db, parsed.input);
  return redirectWithToast(MANAGER, { type: "success", title: "Blog post created!" });
}
