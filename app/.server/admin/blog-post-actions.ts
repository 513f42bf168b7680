import { z } from "zod";
import { parseInput } from "~/lib/validation/parse-input";
import { uuidSchema } from "~/lib/validation/schemas";
import { parseBlogPostForm, type BlogPostFieldErrors, type BlogPostFormValues } from "../blog/blog-post-form";
import { getBlogPost } from "../blog/blog-queries";
import { createBlogPost, deleteBlogPost, setBlogPostFeatured, updateBlogPost } from "../blog/blog-writes";
import { logSecurityEvent, type Actor } from "../auth/security-events";
import type { Database } from "../db/client";
import { done, needsConfirmation, reply, runIntent, type AdminResult, type IntentHandlers } from "./admin-result";

export type BlogPostActionData = {
  blogForm: { editingId: string | null; values: BlogPostFormValues; errors: BlogPostFieldErrors } | null;
  /** The toast the form shows: 'Error' with the server's message. */
  error: string;
};

export type BlogPostActionResult = AdminResult<BlogPostActionData>;

const MANAGER = "/admin/blog";
const NOT_FOUND = "That blog post could not be found.";
const GONE = "That blog post no longer exists. It may have been deleted.";

/** The Blog Post Manager's posts, each intent with its own fields. */
const blogPost = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("blog-create") }),
    z.object({ intent: z.literal("blog-update"), id: uuidSchema }),
    z.object({ intent: z.literal("blog-delete"), id: uuidSchema }),
    z.object({ intent: z.literal("blog-feature"), id: uuidSchema, featured: z.enum(["true", "false"]) }),
  ],
  "Unknown action.",
);
type BlogPost = z.output<typeof blogPost>;

type BlogPostContext = {
  db: Database;
  form: FormData;
  /** Who acts, for the audit log of deletions (security-events.ts). */
  actor?: Actor & { headers?: Headers };
};

const refused = (error: string, status = 400) => reply<BlogPostActionData>({ error, blogForm: null }, status);

const handlers: IntentHandlers<BlogPost, BlogPostContext, BlogPostActionResult> = {
  "blog-create": async (_post, context) => saveBlogPost(context, null),

  "blog-update": async ({ id }, context) => {
    const existing = await getBlogPost(context.db, id);
    if (!existing) return refused(GONE, 404);
    return saveBlogPost(context, existing.id);
  },

  "blog-delete": async ({ id }, { db, form, actor }) => {
    const confirm = needsConfirmation(form, "deleteBlogPost");
    if (confirm) return confirm;
    const deleted = await deleteBlogPost(db, id);
    if (deleted) logSecurityEvent("info", "content.blog-post-deleted", { ...actor, postId: id }, "blog post deleted");
    return done(MANAGER, { type: "success", title: deleted ? "Blog post deleted!" : "Blog post already deleted" });
  },

  "blog-feature": async ({ id, featured }, { db }) => {
    const found = await setBlogPostFeatured(db, id, featured === "true");
    if (!found) return refused(GONE, 404);
    return done(MANAGER, {
      type: "success",
      title: featured === "true" ? "Post featured!" : "Post removed from featured",
    });
  },
};

/** Create (`existingId` null) or update: what was typed comes back beside its errors when it does not save. */
async function saveBlogPost({ db, form }: BlogPostContext, existingId: string | null): Promise<BlogPostActionResult> {
  const parsed = parseBlogPostForm(form);
  if (!parsed.ok) {
    return reply<BlogPostActionData>(
      {
        error: Object.values(parsed.errors)[0] ?? "Please check the form.",
        blogForm: { editingId: existingId, values: parsed.values, errors: parsed.errors },
      },
      400,
    );
  }
  if (existingId) {
    const updated = await updateBlogPost(db, existingId, parsed.input);
    if (!updated) return refused(GONE, 404);
    return done(MANAGER, { type: "success", title: "Blog post updated!" });
  }
  await createBlogPost(db, parsed.input);
  return done(MANAGER, { type: "success", title: "Blog post created!" });
}

/** The Blog Post Manager's form posts (create, update, delete, feature), after the admin layout's check. */
export async function handleBlogPostAction(
  db: Database,
  form: FormData,
  actor?: BlogPostContext["actor"],
): Promise<BlogPostActionResult> {
  const post = parseInput(blogPost, form);
  if (!post.ok) return refused(post.fieldErrors.intent ? post.message : NOT_FOUND);
  return runIntent(handlers, post.data, { db, form, actor });
}
