import { functionError, functionResult } from "~/.server/admin/function-results";
import { requireAdminRequest } from "~/.server/auth/guards";
import { getDb } from "~/.server/db/database";
import { normalizeEpisodeGuestNames } from "~/.server/episodes/normalize-episodes";
import type { Route } from "./+types/normalize-episodes";

/** POST /api/functions/normalize-episodes ("Fix Guest Names") → `{ updated }`. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminRequest(request);
  try {
    return functionResult(await normalizeEpisodeGuestNames(await getDb()));
  } catch (error) {
    return functionError(error, "Failed to clean guest names");
  }
}
