import { ANALYTICS_BODY_MAX_BYTES, analyticsEventSchema } from "~/.server/analytics/analytics-event-schema";
import { collectAnalyticsEvent } from "~/.server/analytics/collect-analytics";
import { appServicesOf } from "~/.server/app-context";
import { jsonError, noStore, readJsonBody } from "~/.server/json-request";
import { requestInfoContext } from "~/.server/request-context";
import { parseInput } from "~/lib/validation/parse-input";
import type { Route } from "./+types/analytics";
import { isCountedVisitor } from "./counted-visitor.server";

/**
 * POST /api/analytics: one page view or player event from lib/analytics-beacon.ts
 * (`navigator.sendBeacon`, a text/plain JSON body), answered 204 whether it was counted or not, so
 * the answer tells a client nothing. Not counted: everything with ANALYTICS=off, DNT or Sec-GPC,
 * bots, another site's pages and signed-in admins (docs/decisions/0028-privacy-first-analytics.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = appServicesOf(context);
  const nothing = () => new Response(null, { status: 204, headers: noStore });
  if (request.method !== "POST") return jsonError("This endpoint takes POST requests only.", 405, { Allow: "POST" });
  const host = new URL(request.url).host;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && URL.parse(origin)?.host !== host) return nothing();
  const parsed = parseInput(analyticsEventSchema, await readJsonBody(request, { maxBytes: ANALYTICS_BODY_MAX_BYTES }));
  if (!parsed.ok) return jsonError(parsed.message, 400);
  if (!(await isCountedVisitor(request, services))) return nothing();
  await collectAnalyticsEvent(services.db, parsed.data, {
    userAgent: request.headers.get("User-Agent") ?? "",
    clientIp: context.get(requestInfoContext).clientIp,
    host,
  });
  return nothing();
}
