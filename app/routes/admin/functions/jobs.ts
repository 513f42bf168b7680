import { jsonError, noStore } from "~/.server/json-request";
import { appServicesOf } from "~/.server/app-context";
import { jobNames } from "~/.server/feeds/import-jobs";
import type { Route } from "./+types/jobs";

const kinds = new Set<string>(Object.values(jobNames));

/**
 * GET /api/functions/jobs?kind=import-episodes → `{ job }`: the newest job of that kind (running or
 * not), or null, so the admin's progress bar finds a running import after a reload.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).searchParams.get("kind") ?? "";
  if (!kinds.has(kind)) return jsonError(`kind must be one of ${[...kinds].join(", ")}.`, 400);
  const job = (await (await appServicesOf(context).jobEngine()).latest(kind)) ?? null;
  return Response.json({ job }, { headers: noStore });
}
