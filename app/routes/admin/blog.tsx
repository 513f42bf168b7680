import { handleBlogPostAction } from "~/.server/admin/blog-post-actions";
import { loadBlogManager } from "~/.server/admin/blog-manager-data";
import { adminViewerOf, appServicesOf } from "~/.server/app-context";
import { BlogPostManager } from "~/components/admin/blog-post-manager";
import { AdminScreen } from "~/components/admin/admin-screen";
import { readFeedSettings } from "~/.server/feeds/feed-settings";
import type { Route } from "./+types/blog";
import { readForm } from "~/.server/read-form";
import { adminResponse } from "./admin-response.server";

/** /admin/blog: the Blog Post Manager. The layout has checked the admin role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = appServicesOf(context);
  const settings = await readFeedSettings(db, env);
  return loadBlogManager(db, new URL(request.url), { sourceUrl: settings.BLOG_SOURCE_URL.value });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // The layout let only an admin through; who it was goes into the audit log of deletions.
  const admin = adminViewerOf(context);
  const actor = { userId: admin.id, email: admin.email, headers: request.headers };
  return adminResponse(await handleBlogPostAction(appServicesOf(context).db, form, actor));
}

export default function AdminBlog({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminScreen actionData={actionData} action="/admin/blog" cancelHref="/admin/blog">
      <BlogPostManager data={loaderData} actionData={actionData && "blogForm" in actionData ? actionData : undefined} />
    </AdminScreen>
  );
}
