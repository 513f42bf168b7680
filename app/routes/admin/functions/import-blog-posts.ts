import { functionError, functionResult } from "~/.server/admin/function-results";
import { requireAdminRequest } from "~/.server/auth/guards";
import { importBlogPostsFromSite } from "~/.server/blog/import-blog-posts";
import { getDb } from "~/.server/db/database";
import { getEnv } from "~/.server/env";
import { externalLinks } from "~/content/site";
import type { Route } from "./+types/import-blog-posts";

/** POST /api/functions/import-blog-posts → `{ imported, errors }` (plus `failures` with reasons). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminRequest(request);
  const env = getEnv();
  try {
    const result = await importBlogPostsFromSite(await getDb(), {
      sourceUrl: env.BLOG_SOURCE_URL ?? externalLinks.blogSource,
      allowPrivateNetwork: env.IMPORT_ALLOW_PRIVATE_NETWORK,
    });
    return functionResult(result);
  } catch (error) {
    return functionError(error, "Failed to import blog posts");
  }
}
