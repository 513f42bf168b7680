import { BlogImportError } from "../blog/blog-import-error";
import { BlogFeedError } from "../blog/parse-blog-feed";
import { PodcastFeedError } from "../episodes/parse-podcast-feed";
import { GuardedFetchError } from "../net/guarded-fetch";
import { jsonError, noStore } from "../json-request";
import { logger } from "../logger";

/**
 * The admin server functions answer JSON: the spec's fields on success, `{ error }` on failure.
 * Failures we expect (a feed that cannot be fetched or read) carry a message written for the
 * admin; anything else is logged and answered with the spec's fallback text, leaking nothing.
 */
export function functionError(error: unknown, fallback: string): Response {
  const expected = [GuardedFetchError, PodcastFeedError, BlogFeedError, BlogImportError];
  if (expected.some((kind) => error instanceof kind)) {
    return jsonError((error as Error).message, 422);
  }
  logger.error({ err: error }, fallback);
  return jsonError(fallback, 500);
}

export function functionResult(body: Record<string, unknown>): Response {
  return Response.json(body, { headers: noStore });
}
