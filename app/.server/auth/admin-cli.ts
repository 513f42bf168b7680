import type { Database } from "../db/client";
import { findUserByEmail, grantRole, listUsersWithRole, revokeRole } from "./roles";

export type AdminCommandResult = { ok: boolean; message: string };

/** `npm run admin -- grant|revoke|list`: works on whichever database is configured. */
export async function runAdminCommand(db: Database, args: readonly string[]): Promise<AdminCommandResult> {
  const [command, email] = args;
  if (command === "list") {
    const admins = await listUsersWithRole(db, "admin");
    if (admins.length === 0)
      return { ok: true, message: "No admins yet. Grant one with: npm run admin -- grant <email>" };
    return { ok: true, message: admins.map((admin) => admin.email).join("\n") };
  }
  if ((command === "grant" || command === "revoke") && email) {
    const found = await findUserByEmail(db, email);
    if (!found) {
      return {
        ok: false,
        message: `No account with the email ${email}. The user must sign up at /auth first.`,
      };
    }
    if (command === "grant") {
      await grantRole(db, { userId: found.id, role: "admin" });
      return { ok: true, message: `${found.email} is now an admin.` };
    }
    const removed = await revokeRole(db, { userId: found.id, role: "admin" });
    return {
      ok: true,
      message: removed ? `${found.email} is no longer an admin.` : `${found.email} was not an admin.`,
    };
  }
  return { ok: false, message: "Usage: npm run admin -- grant <email> | revoke <email> | list" };
}
