import { functionError, functionResult } from "~/.server/admin/function-results";
import { jsonError, readJsonBody } from "~/.server/json-request";
import { appServicesOf } from "~/.server/app-context";
import { importBlogPostsByUrls } from "~/.server/blog/import-blog-by-urls";
import type { Route } from "./+types/import-blog-by-urls";

/** POST /api/functions/import-blog-by-urls `{ urls }` → `{ imported, errors }` (plus `failures`). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = appServicesOf(context);
  const body = await readJsonBody(request);
  const urls = (body as { urls?: unknown }).urls;
  if (!Array.isArray(urls) || !urls.every((url) => typeof url === "string")) {
    return jsonError("urls must be a list of web addresses.", 400);
  }
  try {
    const result = await importBlogPostsByUrls(db, {
      urls,
      allowPrivateNetwork: env.IMPORT_ALLOW_PRIVATE_NETWORK,
    });
    return functionResult(result);
  } catch (error) {
    return functionError(error, "Failed to import blog posts");
  }
}
