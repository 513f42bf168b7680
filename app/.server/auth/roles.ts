import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { user } from "../db/schema/auth";
import { userRoles, type Role } from "../db/schema/user-roles";
import { logSecurityEvent } from "./security-events";

export async function hasRole(db: Database, { userId, role }: { userId: string; role: Role }): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

export async function grantRole(db: Database, { userId, role }: { userId: string; role: Role }): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/** Makes this user an admin and records it in the security log, naming how it was granted. */
export async function grantAdminRole(
  db: Database,
  { userId, email, via }: { userId: string; email: string; via: "ADMIN_EMAILS" | "cli create" | "cli grant" },
): Promise<void> {
  await grantRole(db, { userId, role: "admin" });
  logSecurityEvent("info", "admin.role-granted", { userId, email, via }, "admin role granted");
}

export async function revokeRole(db: Database, { userId, role }: { userId: string; role: Role }): Promise<boolean> {
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return removed.length > 0;
}

export async function findUserByEmail(db: Database, email: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return found;
}

export async function listUsersWithRole(db: Database, role: Role) {
  return db
    .select({ id: user.id, email: user.email, grantedAt: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, role))
    .orderBy(user.email);
}

/** True when this user is an admin and no one else is: the admin area would have no one to open it. */
export async function isLastAdmin(db: Database, userId: string): Promise<boolean> {
  if (!(await hasRole(db, { userId, role: "admin" }))) return false;
  const [row] = await db.select({ admins: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return (row?.admins ?? 0) <= 1;
}

/**
 * For deleting an account: gives up the user's admin role unless they are the only admin, in one
 * transaction that locks the admin rows first. Two admins deleting themselves at once are thus
 * taken one after the other, and the second finds itself the last (a check and a delete in separate
 * steps let both through and left no admin). True when the account may go.
 */
export async function releaseAdminRoleUnlessLast(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const admins = await tx.execute(
      sql`select ${userRoles.userId} as user_id from ${userRoles} where ${userRoles.role} = 'admin' for update`,
    );
    const ids = rowsOf<{ user_id: string }>(admins).map((row) => row.user_id);
    if (!ids.includes(userId)) return true;
    if (ids.length <= 1) return false;
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    return true;
  });
}
