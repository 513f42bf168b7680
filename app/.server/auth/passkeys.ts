import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { passkey as passkeyTable } from "../db/schema/auth";
import type { Auth } from "./create-auth";
import { hasRole } from "./roles";
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

/** True when the account has a passkey (the second step of its password sign-in: passkey-step.ts). */
export async function accountHasPasskey(db: Database, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: passkeyTable.id })
    .from(passkeyTable)
    .where(eq(passkeyTable.userId, userId))
    .limit(1);
  return Boolean(found);
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
 * Registers the passkey the browser created (WebAuthn's answer to the options from
 * /api/auth/passkey/generate-register-options). Better Auth's own HTTP path for this step is closed
 * (open-auth-paths.ts): a session alone must not add a way in, so the account page checks the
 * password and the current app code first (add-sign-in-factor.ts) and then calls this.
 */
export async function registerPasskey(
  auth: Auth,
  { response, name, headers }: { response: unknown; name: string; headers: Headers },
): Promise<{ ok: true; id: string; userId: string } | { ok: false; message: string }> {
  const trimmed = name.trim().slice(0, 60) || "My passkey";
  try {
    const added = await auth.api.verifyPasskeyRegistration({ body: { response, name: trimmed }, headers });
    return { ok: true, id: added.id, userId: added.userId };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, message: error.body?.message ?? error.message };
    throw error;
  }
}

export const adminPasskeyNeedsVerificationMessage =
  "This passkey did not check that it is you (a PIN, fingerprint or face). Admin accounts need a passkey that does.";

/**
 * Better Auth's `authentication.afterVerification` for passkey sign-in: an admin's passkey must have
 * verified the user (UV flag), so a passkey session is two factors (the device, and the PIN or
 * biometric that unlocked it) and may open the admin area (sign-in-method.ts).
 */
export function requireAdminUserVerification(db: Database) {
  return async ({
    verification,
  }: {
    verification: { authenticationInfo: { credentialID: string; userVerified: boolean } };
  }) => {
    if (verification.authenticationInfo.userVerified) return;
    const [owner] = await db
      .select({ userId: passkeyTable.userId })
      .from(passkeyTable)
      .where(eq(passkeyTable.credentialID, verification.authenticationInfo.credentialID))
      .limit(1);
    if (owner && (await hasRole(db, { userId: owner.userId, role: "admin" }))) {
      throw new APIError("UNAUTHORIZED", { message: adminPasskeyNeedsVerificationMessage, code: "USER_NOT_VERIFIED" });
    }
  };
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
