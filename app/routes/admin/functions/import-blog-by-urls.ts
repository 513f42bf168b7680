import { z } from "zod";
import { appServicesOf } from "~/.server/app-context";
import { functionError } from "~/.server/admin/function-results";
import { checkImportUrlCount, prepareImportUrls } from "~/.server/blog/import-blog-by-urls";
import { readJsonInput } from "~/.server/json-request";
import { jobFunctionBody, runJobFunction } from "~/.server/admin/job-function";
import { jobNames } from "~/.server/feeds/import-jobs";
import type { Route } from "./+types/import-blog-by-urls";

/**
 * POST /api/functions/import-blog-by-urls `{ urls }` → `{ imported, errors }` (plus `failures`,
 * `jobId`), once the import job has run; with `"wait": false` → 202 `{ jobId }` at once. A list
 * that is empty or too long is refused before any job is queued.
 */
const importByUrlsBody = jobFunctionBody.extend({
  urls: z.array(z.string(), "urls must be a list of web addresses."),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { urls, wait } = await readJsonInput(request, importByUrlsBody);
  try {
    checkImportUrlCount(prepareImportUrls(urls));
  } catch (error) {
    return functionError(error, "Failed to import blog posts");
  }
  return runJobFunction(
    jobNames.importBlogByUrls,
    { urls },
    {
      wait,
      fallback: "Failed to import blog posts",
      jobEngine: appServicesOf(context).jobEngine,
    },
  );
}
