import { jsonError, noStore, readJsonBody } from "~/.server/json-request";
import { appServicesOf } from "~/.server/app-context";
import type { Route } from "./+types/job";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/functions/jobs/<id> → the job's state, progress (done of total, current item, errors) and result. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { jobEngine } = appServicesOf(context);
  const report = UUID.test(params.id) ? await (await jobEngine()).report(params.id) : undefined;
  return report ? Response.json(report, { headers: noStore }) : jsonError("No such job.", 404);
}

/** POST /api/functions/jobs/<id> `{"action": "cancel"}` → the job's report; it stops at its next item. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { jobEngine } = appServicesOf(context);
  const body = await readJsonBody(request);
  if ((body as { action?: unknown }).action !== "cancel") return jsonError('Send {"action": "cancel"}.', 400);
  const report = UUID.test(params.id) ? await (await jobEngine()).cancel(params.id) : undefined;
  return report ? Response.json(report, { headers: noStore }) : jsonError("No such job.", 404);
}
