import { appServicesOf } from "~/.server/app-context";
import { readJsonInput } from "~/.server/json-request";
import { jobFunctionBody, runJobFunction } from "~/.server/admin/job-function";
import { jobNames } from "~/.server/feeds/import-jobs";
import type { Route } from "./+types/import-episodes";

/**
 * POST /api/functions/import-episodes → `{ imported, errors }` (plus `alreadyPresent`, `total`,
 * `jobId`), once the import job has run; `{"wait": false}` → 202 `{ jobId }` at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { wait } = await readJsonInput(request, jobFunctionBody);
  return runJobFunction(
    jobNames.importEpisodes,
    { trigger: "admin" },
    {
      wait,
      fallback: "Failed to import episodes",
      jobEngine: appServicesOf(context).jobEngine,
    },
  );
}
