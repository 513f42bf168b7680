import { ANALYTICS_BODY_MAX_BYTES, analyticsEventSchema } from "./analytics/analytics-event-schema";
import { collectAnalyticsEvent } from "./analytics/collect-analytics";
import type { SessionServices } from "./auth/guards";
import { isCountedVisitor } from "./counted-visitor";
import { jsonError, noStore, readJsonBody } from "./json-request";
import { parseInput } from "~/lib/validation/parse-input";

const nothing = () => new Response(null, { status: 204, headers: noStore });

/**
 * POST /api/analytics: one page view or player event from lib/analytics-beacon.ts
 * (`navigator.sendBeacon`, a text/plain JSON body), answered 204 whether it was counted or not, so
 * the answer tells a client nothing. Not counted: everything with ANALYTICS=off, DNT or Sec-GPC,
 * bots, another site's pages and signed-in admins (docs/decisions/0028-privacy-first-analytics.md).
 * The one endpoint that may see a thousand requests a second: server/app.ts answers it ahead of the
 * request log, compression, the page headers and React Router (ADR 0028, addendum on ingest).
 */
export async function answerBeacon(request: Request, clientIp: string, services: SessionServices): Promise<Response> {
  if (request.method !== "POST") return jsonError("This endpoint takes POST requests only.", 405, { Allow: "POST" });
  const host = new URL(request.url).host;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && URL.parse(origin)?.host !== host) return nothing();
  let body: unknown;
  try {
    body = await readJsonBody(request, { maxBytes: ANALYTICS_BODY_MAX_BYTES });
  } catch (refused) {
    // An unreadable or oversized body is thrown as its answer (json-request.ts).
    if (refused instanceof Response) return refused;
    throw refused;
  }
  const parsed = parseInput(analyticsEventSchema, body);
  if (!parsed.ok) return jsonError(parsed.message, 400);
  if (!(await isCountedVisitor(request, services))) return nothing();
  await collectAnalyticsEvent(services.db, parsed.data, {
    userAgent: request.headers.get("User-Agent") ?? "",
    clientIp,
    host,
  });
  return nothing();
}
