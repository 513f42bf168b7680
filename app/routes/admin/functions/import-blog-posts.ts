import { functionError, functionResult } from "~/.server/admin/function-results";
import { appServicesOf } from "~/.server/app-context";
import { importBlogPostsFromSite } from "~/.server/blog/import-blog-posts";
import { externalLinks } from "~/content/site";
import type { Route } from "./+types/import-blog-posts";

/** POST /api/functions/import-blog-posts → `{ imported, errors }` (plus `failures` with reasons). */
export async function action({ context }: Route.ActionArgs) {
  const { db, env } = appServicesOf(context);
  try {
    const result = await importBlogPostsFromSite(db, {
      sourceUrl: env.BLOG_SOURCE_URL ?? externalLinks.blogSource,
      allowPrivateNetwork: env.IMPORT_ALLOW_PRIVATE_NETWORK,
    });
    return functionResult(result);
  } catch (error) {
    return functionError(error, "Failed to import blog posts");
  }
}
