import { BlogImportError } from "../blog/blog-import-error";
import { BlogFeedError } from "../blog/parse-blog-feed";
import { PodcastFeedError } from "../episodes/parse-podcast-feed";
import { GuardedFetchError } from "../net/guarded-fetch";
import { logger } from "../logger";

/**
 * The admin server functions answer JSON: the spec's fields on success, `{ error }` on failure.
 * Failures we expect (a feed that cannot be fetched or read) carry a message written for the
 * admin; anything else is logged and answered with the spec's fallback text, leaking nothing.
 */
export function functionError(error: unknown, fallback: string): Response {
  const expected = [GuardedFetchError, PodcastFeedError, BlogFeedError, BlogImportError];
  if (expected.some((kind) => error instanceof kind)) {
    return Response.json({ error: (error as Error).message }, { status: 422, headers: noStore });
  }
  logger.error({ err: error }, fallback);
  return Response.json({ error: fallback }, { status: 500, headers: noStore });
}

export const noStore = { "Cache-Control": "private, no-store" };

export function functionResult(body: Record<string, unknown>): Response {
  return Response.json(body, { headers: noStore });
}

/** A JSON body, or `{}` when there is none; a malformed body is the caller's 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > 64 * 1024)
    throw new Response(JSON.stringify({ error: "The request is too large." }), { status: 413 });
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw Response.json({ error: "The request body is not valid JSON." }, { status: 400, headers: noStore });
  }
}
