/**
 * Better Auth's session answers (/get-session, and the passkey sign-in) include the session's token,
 * the bearer secret the httpOnly cookie exists to keep away from scripts. The browser never needs it:
 * it is dropped from every JSON answer, wherever it sits (`session.token`, or a list of sessions).
 */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.includes("application/json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(stripTokens(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const looksLikeSession = "expiresAt" in value && "userId" in value;
  return Object.fromEntries(
    entries.filter(([key]) => !(looksLikeSession && key === "token")).map(([key, item]) => [key, stripTokens(item)]),
  );
}
