import { AppError, appErrorResponse } from "../app-error";
import { jsonError, noStore } from "../json-request";
import { logger } from "../logger";

/**
 * The admin server functions answer JSON: the spec's fields on success, `{ error }` on failure.
 * Failures we expect (an `AppError`: a feed that cannot be read, a refused list of addresses; a
 * source that cannot be fetched, a `GuardedFetchError`) carry a message written for the admin; anything else is logged and
 * answered with the spec's fallback text, leaking nothing.
 */
export function functionError(error: unknown, fallback: string): Response {
  if (error instanceof AppError) return appErrorResponse(error);
  logger.error({ err: error }, fallback);
  return jsonError(fallback, 500);
}

export function functionResult(body: Record<string, unknown>): Response {
  return Response.json(body, { headers: noStore });
}
