/** Answers of the JSON endpoints are per request and never cached. */
export const noStore = { "Cache-Control": "private, no-store" };

/** A JSON error answer, `{ error }`, as every JSON endpoint gives it. */
export function jsonError(error: string, status: number, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { ...noStore, ...headers } });
}

/**
 * A request's JSON body, or `{}` when there is none. A body over `maxBytes` or one that is not JSON
 * is thrown as the caller's 413 or 400 answer, which the router sends as it is.
 */
export async function readJsonBody(request: Request, { maxBytes = 64 * 1024 } = {}): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBytes) throw jsonError("The request is too large.", 413);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError("The request body is not valid JSON.", 400);
  }
}
