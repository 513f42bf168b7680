import { data } from "react-router";
import { blogPostIntents, handleBlogPostAction, type BlogPostIntent } from "~/.server/admin/blog-post-actions";
import { loadBlogManager } from "~/.server/admin/blog-manager-data";
import { appServicesOf } from "~/.server/app-context";
import { BlogPostManager } from "~/components/admin/blog-post-manager";
import { ConfirmationPage } from "~/components/admin/confirmation-page";
import { useActionErrorToast } from "~/components/admin/use-action-error-toast";
import { readFeedSettings } from "~/.server/feeds/feed-settings";
import type { Route } from "./+types/blog";
import { readForm } from "~/.server/read-form";
import { getSessionUser } from "~/.server/auth/guards";

/** /admin/blog: the Blog Post Manager. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const settings = await readFeedSettings(db, env);
  return loadBlogManager(db, new URL(request.url), { sourceUrl: settings.BLOG_SOURCE_URL.value });
}

const isBlogPostIntent = (intent: unknown): intent is BlogPostIntent =>
  blogPostIntents.includes(intent as BlogPostIntent);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isBlogPostIntent(intent)) return data({ error: "Unknown action.", blogForm: null }, { status: 400 });
  // The layout let only an admin through; who it was goes into the audit log of deletions.
  const services = appServicesOf(context);
  const { user } = await getSessionUser(request, services);
  const actor = user ? { userId: user.id, email: user.email, headers: request.headers } : undefined;
  return handleBlogPostAction(services.db, intent, form, actor);
}

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  useActionErrorToast(actionData);
  if (actionData && "confirmation" in actionData) {
    return <ConfirmationPage pending={actionData.confirmation} action="/admin/blog" cancelHref="/admin/blog" />;
  }
  return <BlogPostManager data={loaderData} actionData={actionData} />;
}
