import type { z } from "zod";
import { parseInput } from "~/lib/validation/parse-input";

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

/**
 * A request's JSON body read through `schema` (`parseInput`, docs/decisions/0021-validation-and-errors.md):
 * the schema's typed output, or the 400 `{ error }` answer with the schema's first message, thrown
 * like `readJsonBody`'s own refusals. Every JSON endpoint takes an object; an empty body is `{}`, so a
 * schema of optional fields accepts it.
 */
export async function readJsonInput<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  const body = await readJsonBody(request, options);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw jsonError("The request body must be a JSON object.", 400);
  }
  const parsed = parseInput(schema, body);
  if (!parsed.ok) throw jsonError(parsed.message, 400);
  return parsed.data;
}
