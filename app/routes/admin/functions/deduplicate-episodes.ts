import { z } from "zod";
import { functionError, functionResult } from "~/.server/admin/function-results";
import { readJsonInput } from "~/.server/json-request";
import { appServicesOf } from "~/.server/app-context";
import { previewDuplicateEpisodes, removeDuplicateEpisodes } from "~/.server/episodes/deduplicate-episodes";
import type { Route } from "./+types/deduplicate-episodes";

/**
 * POST /api/functions/deduplicate-episodes `{ dryRun }`: a preview (`duplicatesFound`,
 * `totalEpisodes`, `sampleDuplicates`) or the real run (`duplicatesDeleted`, `remainingEpisodes`).
 * Anything but an explicit `dryRun: false` is a preview, so a sloppy call never deletes.
 */
const deduplicateBody = z.object({ dryRun: z.boolean("dryRun must be true or false.").optional() });

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = appServicesOf(context);
  const { dryRun } = await readJsonInput(request, deduplicateBody);
  if (dryRun === false) {
    try {
      return functionResult(await removeDuplicateEpisodes(db));
    } catch (error) {
      return functionError(error, "Failed to remove duplicates");
    }
  }
  try {
    return functionResult(await previewDuplicateEpisodes(db));
  } catch (error) {
    return functionError(error, "Failed to preview duplicates");
  }
}
