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
  const body = (await readJsonBody(request, { maxBytes: 1024 }).catch(() => null)) as {
    searchId?: unknown;
    slug?: unknown;
  } | null;
  await recordOpened(appServicesOf(context).db, { searchId: body?.searchId, slug: body?.slug });
  return new Response(null, { status: 204, headers: noStore });
}
