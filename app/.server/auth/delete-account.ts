import { APIError } from "better-auth/api";
import { deleteAccountSchema } from "./credential-schemas";
import type { Auth } from "./create-auth";
import { logSecurityEvent, type Actor } from "./security-events";
import { parseInput } from "~/lib/validation/parse-input";

export type DeleteAccountResult =
  { ok: true; headers: Headers } | { ok: false; fieldErrors: { currentPassword?: string }; message?: string };

/**
 * The signed-in user deletes their own account (ASVS 8.3.2), on Better Auth's deleteUser with the
 * current password. Better Auth removes the user, its password and sessions; the database cascades
 * to its authenticator app, backup codes, passkeys and roles. The only admin is refused (the
 * service's beforeDelete, create-auth.ts). `headers` clears this browser's session cookie.
 */
export async function deleteAccount(
  auth: Auth,
  { form, headers, actor }: { form: FormData; headers: Headers; actor: Actor },
): Promise<DeleteAccountResult> {
  const parsed = parseInput(deleteAccountSchema, { currentPassword: form.get("currentPassword") ?? "" });
  if (!parsed.ok) return { ok: false, fieldErrors: { currentPassword: parsed.message } };

  try {
    const result = await auth.api.deleteUser({
      body: { password: parsed.data.currentPassword },
      headers,
      returnHeaders: true,
    });
    logSecurityEvent("info", "account.deleted", { ...actor, headers }, "account deleted by its user");
    return { ok: true, headers: result.headers };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const reason = String(error.body?.code ?? error.statusCode);
    logSecurityEvent("warn", "account.delete-failed", { ...actor, reason, headers }, "account deletion refused");
    if (reason === "INVALID_PASSWORD") {
      return { ok: false, fieldErrors: { currentPassword: "Your current password is not correct." } };
    }
    return { ok: false, fieldErrors: {}, message: error.body?.message ?? error.message };
  }
}
