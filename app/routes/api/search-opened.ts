import { appServicesOf } from "~/.server/app-context";
import { noStore, readJsonBody } from "~/.server/json-request";
import { recordOpened } from "~/.server/search/insights-record";
import type { Route } from "./+types/search-opened";

/**
 * POST /api/functions/search-opened `{ searchId, slug }` → 204: a listener opened one of a search's
 * results (listener insights). Public and anonymous like the search itself; it can only mark the
 * first opening of an episode the search offered, so it needs no rate limit of its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // recordOpened reads the body through its schema; one it cannot use records nothing.
  const body = await readJsonBody(request, { maxBytes: 1024 }).catch(() => null);
  await recordOpened(appServicesOf(context).db, body);
  return new Response(null, { status: 204, headers: noStore });
}
