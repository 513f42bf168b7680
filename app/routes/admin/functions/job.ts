import { z } from "zod";
import { jsonError, noStore, readJsonInput } from "~/.server/json-request";
import { uuidSchema } from "~/lib/validation/schemas";
import { appServicesOf } from "~/.server/app-context";
import type { Route } from "./+types/job";
import { parseInput } from "~/lib/validation/parse-input";

const cancelBody = z.object({ action: z.literal("cancel", 'Send {"action": "cancel"}.') });

/** GET /api/functions/jobs/<id> → the job's state, progress (done of total, current item, errors) and result. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { jobEngine } = appServicesOf(context);
  const report = parseInput(uuidSchema, params.id).ok ? await (await jobEngine()).report(params.id) : undefined;
  return report ? Response.json(report, { headers: noStore }) : jsonError("No such job.", 404);
}

/** POST /api/functions/jobs/<id> `{"action": "cancel"}` → the job's report; it stops at its next item. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { jobEngine } = appServicesOf(context);
  await readJsonInput(request, cancelBody);
  const report = parseInput(uuidSchema, params.id).ok ? await (await jobEngine()).cancel(params.id) : undefined;
  return report ? Response.json(report, { headers: noStore }) : jsonError("No such job.", 404);
}
