import { APIError } from "better-auth/api";
import type { Auth } from "./create-auth";

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
  { id, name, headers }: { id: string; name: string; headers: Headers },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, message: "Please give the passkey a name." };
  if (trimmed.length > 60) return { ok: false, message: "A passkey name can be at most 60 characters." };
  return attempt(() => auth.api.updatePasskey({ body: { id, name: trimmed }, headers }));
}

export async function removePasskey(
  auth: Auth,
  { id, headers }: { id: string; headers: Headers },
): Promise<{ ok: true } | { ok: false; message: string }> {
  return attempt(() => auth.api.deletePasskey({ body: { id }, headers }));
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
