import { data } from "react-router";
import { AppError } from "./app-error-class.ts";
import { jsonError } from "./json-request";

/** The site's one expected error (app-error-class.ts, where it is said why it lives apart). */
export { AppError };

/*
 * The one place an AppError becomes HTTP. JSON endpoints (resource routes, the admin functions)
 * answer `appErrorResponse`; a page's loader or action throws `appErrorData`, which its route's
 * error boundary shows (app/components/route-error-boundary.tsx: a 404 as the route's not-found
 * page, a short 400 reason word for word, anything else as the fixed failure text).
 */

/** `{ error: userMessage }` with the error's status, never cached. */
export function appErrorResponse(error: AppError, headers: Record<string, string> = {}): Response {
  return jsonError(error.userMessage, error.status, headers);
}

/** For a page's loader or action: `throw appErrorData(error)`. */
export function appErrorData(error: AppError) {
  return data(error.userMessage, { status: error.status });
}
