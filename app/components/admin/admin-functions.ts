/**
 * Calls one of the spec's admin server functions (`POST /api/functions/<name>`, JSON). A response
 * with an `error` field, or a failed request, is a failure whose message is the server's.
 */
export async function callAdminFunction<T>(name: string, body: Record<string, unknown> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/functions/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("");
  }
  const payload = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok || payload.error) throw new Error(payload.error ?? "");
  return payload;
}
