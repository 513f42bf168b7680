import { functionError, functionResult } from "~/.server/admin/function-results";
import { jsonError, readJsonBody } from "~/.server/json-request";
import { requireAdminRequest } from "~/.server/auth/guards";
import { importBlogPostsByUrls } from "~/.server/blog/import-blog-by-urls";
import { getDb } from "~/.server/db/database";
import { getEnv } from "~/.server/env";
import type { Route } from "./+types/import-blog-by-urls";

/** POST /api/functions/import-blog-by-urls `{ urls }` → `{ imported, errors }` (plus `failures`). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminRequest(request);
  const body = await readJsonBody(request);
  const urls = (body as { urls?: unknown }).urls;
  if (!Array.isArray(urls) || !urls.every((url) => typeof url === "string")) {
    return jsonError("urls must be a list of web addresses.", 400);
  }
  try {
    const result = await importBlogPostsByUrls(await getDb(), {
      urls,
      allowPrivateNetwork: getEnv().IMPORT_ALLOW_PRIVATE_NETWORK,
    });
    return functionResult(result);
  } catch (error) {
    return functionError(error, "Failed to import blog posts");
  }
}
