import { formatDateTime } from "~/lib/dates";
import { signUpSchema } from "./credential-schemas";
import type { Database } from "../db/client";
import type { Auth } from "./create-auth";
import { findUserByEmail, grantAdminRole, hasRole, listUsersWithRole, revokeRole } from "./roles";
import { logSecurityEvent } from "./security-events";

export type AdminCommandResult = { ok: boolean; message: string };

export type AdminCommandOptions = {
  /** Needed by `create`: the account is made through the authentication service. */
  auth?: Auth;
  /** Asks the operator for the new account's password (never taken from the command line). */
  readPassword?: () => Promise<string>;
};

const usage = "Usage: npm run admin -- create <email> | grant <email> | revoke <email> | list";

/** `npm run admin -- create|grant|revoke|list`: works on whichever database is configured. */
export async function runAdminCommand(
  db: Database,
  args: readonly string[],
  options: AdminCommandOptions = {},
): Promise<AdminCommandResult> {
  const [command, email] = args;
  if (command === "list") {
    const admins = await listUsersWithRole(db, "admin");
    if (admins.length === 0)
      return {
        ok: true,
        message:
          "No admins yet. Open the setup link npm start prints, or create one with: npm run admin -- create <email>",
      };
    return { ok: true, message: admins.map((admin) => admin.email).join("\n") };
  }
  if (command === "create" && email) return createAdmin(db, email, options);
  if ((command === "grant" || command === "revoke") && email) {
    const found = await findUserByEmail(db, email);
    if (!found) {
      return {
        ok: false,
        message: `No account with the email ${email}. The user must sign up at /auth first, or create the account with: npm run admin -- create ${email}`,
      };
    }
    if (command === "grant") {
      if (await hasRole(db, { userId: found.id, role: "admin" })) {
        return { ok: true, message: `${found.email} is already an admin; nothing changed.` };
      }
      await grantAdminRole(db, { userId: found.id, email: found.email, via: "cli grant" });
      // Sign-up proves nothing about owning the address: show when the account was made, so an
      // operator notices an account someone else registered under their address first.
      return {
        ok: true,
        message: `${found.email} is now an admin (account created ${formatDateTime(found.createdAt)}). If you did not create it then, revoke it now: someone else registered this address.`,
      };
    }
    const removed = await revokeRole(db, { userId: found.id, role: "admin" });
    if (removed) {
      logSecurityEvent(
        "info",
        "admin.role-revoked",
        { userId: found.id, email: found.email, via: "cli revoke" },
        "admin role revoked",
      );
    }
    return {
      ok: true,
      message: removed ? `${found.email} is no longer an admin.` : `${found.email} was not an admin.`,
    };
  }
  return { ok: false, message: usage };
}

/**
 * Creates an admin account from the command line: the safe way to make the first admin, as nobody
 * can register the address before the owner does (unlike a grant to an address someone signed up with).
 */
async function createAdmin(db: Database, email: string, { auth, readPassword }: AdminCommandOptions) {
  if (!auth || !readPassword) return { ok: false, message: "create needs the authentication service." };
  if (await findUserByEmail(db, email)) {
    return {
      ok: false,
      message: `An account with the email ${email} already exists. If it is yours, grant it with: npm run admin -- grant ${email}`,
    };
  }
  const parsed = signUpSchema.safeParse({ email, password: await readPassword() });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(" ") };
  }
  await auth.api.signUpEmail({
    body: { email: parsed.data.email, password: parsed.data.password, name: parsed.data.email.split("@")[0]! },
  });
  const created = await findUserByEmail(db, parsed.data.email);
  if (!created) return { ok: false, message: `The account for ${email} could not be created.` };
  await grantAdminRole(db, { userId: created.id, email: created.email, via: "cli create" });
  return { ok: true, message: `Created ${created.email} as an admin. Sign in at /auth.` };
}
