import { appServicesOf } from "~/.server/app-context";
import { readJsonBody } from "~/.server/json-request";
import { runJobFunction, wantsToWait } from "~/.server/admin/job-function";
import { jobNames } from "~/.server/feeds/import-jobs";
import type { Route } from "./+types/import-blog-posts";

/**
 * POST /api/functions/import-blog-posts → `{ imported, errors }` (plus `failures` with reasons,
 * `jobId`), once the import job has run; `{"wait": false}` → 202 `{ jobId }` at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request);
  return runJobFunction(
    jobNames.importBlogPosts,
    { trigger: "admin" },
    {
      wait: wantsToWait(body),
      fallback: "Failed to import blog posts",
      jobEngine: appServicesOf(context).jobEngine,
    },
  );
}
