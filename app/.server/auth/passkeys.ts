import { APIError } from "better-auth/api";
import type { Auth } from "./create-auth";
import { logSecurityEvent, type Actor } from "./security-events";

/**
 * The signed-in user's passkeys. Registering and signing in with one happen in the browser (WebAuthn)
 * against Better Auth's /api/auth/passkey/* endpoints; listing, naming and removing are forms here.
 */
export type PasskeySummary = { id: string; name: string; createdAt: string | null };

export async function listPasskeys(auth: Auth, { headers }: { headers: Headers }): Promise<PasskeySummary[]> {
  const passkeys = await auth.api.listPasskeys({ headers });
  return passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name?.trim() || "Unnamed passkey",
    createdAt: passkey.createdAt ? new Date(passkey.createdAt).toISOString() : null,
  }));
}

export async function renamePasskey(
  auth: Auth,
  { id, name, headers, actor }: { id: string; name: string; headers: Headers; actor: Actor },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, message: "Please give the passkey a name." };
  if (trimmed.length > 60) return { ok: false, message: "A passkey name can be at most 60 characters." };
  const result = await attempt(() => auth.api.updatePasskey({ body: { id, name: trimmed }, headers }));
  if (result.ok) logSecurityEvent("info", "passkey.renamed", { ...actor, passkeyId: id, headers }, "passkey renamed");
  return result;
}

export async function removePasskey(
  auth: Auth,
  { id, headers, actor }: { id: string; headers: Headers; actor: Actor },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await attempt(() => auth.api.deletePasskey({ body: { id }, headers }));
  if (result.ok) logSecurityEvent("info", "passkey.deleted", { ...actor, passkeyId: id, headers }, "passkey deleted");
  return result;
}

/**
 * A passkey is registered in the browser, through Better Auth's /passkey/verify-registration; this
 * after-hook (create-auth.ts) logs the new passkey it returned. It never sees the credential itself.
 */
export function logPasskeyRegistered(ctx: { path?: string; headers?: Headers; context: { returned?: unknown } }) {
  if (ctx.path !== "/passkey/verify-registration") return;
  const returned = ctx.context.returned as { id?: unknown; userId?: unknown } | undefined;
  if (!returned || returned instanceof Error || typeof returned.id !== "string") return;
  logSecurityEvent(
    "info",
    "passkey.added",
    { userId: String(returned.userId), passkeyId: returned.id, headers: ctx.headers },
    "passkey added",
  );
}

async function attempt(work: () => Promise<unknown>): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, message: error.body?.message ?? error.message };
    throw error;
  }
}
