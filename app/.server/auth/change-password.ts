import { APIError } from "better-auth/api";
import { changePasswordSchema, type ChangePasswordFields } from "./credential-schemas";
import { logSecurityEvent } from "./security-events";
import type { Auth } from "./create-auth";
import { parseInput } from "~/lib/validation/parse-input";

export type ChangePasswordResult =
  | { ok: true; headers: Headers; revokedOthers: boolean }
  | { ok: false; fieldErrors: Partial<Record<ChangePasswordFields, string>> };

/**
 * The signed-in user's password change (ASVS 2.1.5), on Better Auth's changePassword. With
 * "Sign out my other sessions" Better Auth deletes every session of the user and opens a new one
 * for this browser (3.3.3); `headers` carries its cookie.
 */
export async function changePassword(
  auth: Auth,
  { form, headers, userId }: { form: FormData; headers: Headers; userId: string },
): Promise<ChangePasswordResult> {
  const parsed = parseInput(changePasswordSchema, {
    currentPassword: form.get("currentPassword") ?? "",
    newPassword: form.get("newPassword") ?? "",
    revokeOtherSessions: form.get("revokeOtherSessions") ?? undefined,
  });
  if (!parsed.ok)
    return { ok: false, fieldErrors: parsed.fieldErrors as Partial<Record<ChangePasswordFields, string>> };

  const { currentPassword, newPassword, revokeOtherSessions } = parsed.data;
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions },
      headers,
      returnHeaders: true,
    });
    logSecurityEvent(
      "info",
      "password.changed",
      { userId, revokedOtherSessions: revokeOtherSessions, headers },
      "password changed",
    );
    return { ok: true, headers: result.headers, revokedOthers: revokeOtherSessions };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    // Better Auth answers "Invalid password" for a wrong current password.
    logSecurityEvent("warn", "password.change-failed", { userId, headers }, "password change refused");
    const wrongCurrent = error.body?.code === "INVALID_PASSWORD";
    return {
      ok: false,
      fieldErrors: wrongCurrent
        ? { currentPassword: "Your current password is not correct." }
        : { newPassword: error.body?.message ?? error.message },
    };
  }
}
