import type { MiddlewareFunction } from "react-router";
import { adminViewerContext, appServicesOf } from "../app-context";
import { checkAdminRequest, requireAdminPage, requireAdminRequest } from "../auth/guards";
import { jsonError } from "../json-request";

/**
 * The admin layout's guard (app/routes/admin/layout.tsx), run once before every child loader and
 * action: a page read (GET) sends outsiders to /auth (or an admin without the required second factor
 * to set one up); anything else is refused with 401/403 before an action runs. The admin it let in
 * is the request's `adminViewerContext`. Nothing below the layout can forget the check.
 */
export const adminPageGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = appServicesOf(context);
  const reading = request.method === "GET" || request.method === "HEAD";
  const admin = reading ? await requireAdminPage(request, services) : await requireAdminRequest(request, services);
  context.set(adminViewerContext, admin);
  const response = await next();
  // Admin data is never kept by a browser cache or a proxy.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

/**
 * The same check for the admin server functions (`/api/functions/*`, JSON): a refusal is answered as
 * JSON `{ error }` with 401/403, which is what their callers (scripts, the managers' buttons) read.
 */
export const adminApiGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const checked = await checkAdminRequest(request, appServicesOf(context));
  if ("refusal" in checked) return jsonError(checked.refusal.error, checked.refusal.status);
  context.set(adminViewerContext, checked.admin);
  return next();
};
