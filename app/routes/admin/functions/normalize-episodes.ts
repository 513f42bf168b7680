import { functionError, functionResult } from "~/.server/admin/function-results";
import { appServicesOf } from "~/.server/app-context";
import { normalizeEpisodeGuestNames } from "~/.server/episodes/normalize-episodes";
import type { Route } from "./+types/normalize-episodes";

/** POST /api/functions/normalize-episodes ("Fix Guest Names") → `{ updated }`. */
export async function action({ context }: Route.ActionArgs) {
  const { db } = appServicesOf(context);
  try {
    return functionResult(await normalizeEpisodeGuestNames(db));
  } catch (error) {
    return functionError(error, "Failed to clean guest names");
  }
}
