import { appServicesOf } from "~/.server/app-context";
import { readJsonInput } from "~/.server/json-request";
import { jobFunctionBody, runJobFunction } from "~/.server/admin/job-function";
import { jobNames } from "~/.server/feeds/import-jobs";
import type { Route } from "./+types/import-blog-posts";

/**
 * POST /api/functions/import-blog-posts → `{ imported, errors }` (plus `failures` with reasons,
 * `jobId`), once the import job has run; `{"wait": false}` → 202 `{ jobId }` at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { wait } = await readJsonInput(request, jobFunctionBody);
  return runJobFunction(
    jobNames.importBlogPosts,
    { trigger: "admin" },
    {
      wait,
      fallback: "Failed to import blog posts",
      jobEngine: appServicesOf(context).jobEngine,
    },
  );
}
