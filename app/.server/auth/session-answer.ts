/**
 * What Better Auth answers, made fit for the browser:
 * - its session answers (/get-session, and the passkey sign-in) include the session's token, the
 *   bearer secret the httpOnly cookie exists to keep away from scripts. The browser never needs it:
 *   it is dropped from every JSON answer, wherever it sits (`session.token`, or a list of sessions);
 * - it exposes a header to cross-origin scripts (`Access-Control-Expose-Headers`); the site grants
 *   no cross-origin access at all (docs/security.md, 14.5.3), so no `Access-Control-*` header leaves.
 */
export async function cleanAuthAnswer(response: Response): Promise<Response> {
  const corsHeaders = [...response.headers.keys()].filter((name) => name.toLowerCase().startsWith("access-control-"));
  if (corsHeaders.length > 0) {
    const headers = new Headers(response.headers);
    for (const name of corsHeaders) headers.delete(name);
    response = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
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
