import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/**
 * The admin doors, read from the route table itself (app/routes.ts): every route below one of the
 * two guarded layouts. A new admin page or server function is in this list the moment it is in the
 * table, so the authorization matrix (tests/e2e/admin-authorization.spec.ts) tries it without anyone
 * remembering to add it.
 */
export const guardedLayouts = {
  /** /admin and its pages: outsiders reading a page are sent to /auth; posts are refused 401/403. */
  "routes/admin/layout.tsx": "page",
  /** /api/functions/*, the admin server functions: JSON 401/403. */
  "routes/admin/functions/layout.ts": "api",
} as const;

export type AdminDoor = { path: string; file: string; kind: "page" | "api" };

type Walked = { doors: AdminDoor[]; unguardedAdminFiles: string[] };

function walk(entries: readonly RouteConfigEntry[], parentPath: string, kind: AdminDoor["kind"] | null, out: Walked) {
  for (const entry of entries) {
    const path = entry.path ? `${parentPath.replace(/\/$/, "")}/${entry.path}` : parentPath;
    const layoutKind = guardedLayouts[entry.file as keyof typeof guardedLayouts];
    const guardedBy = layoutKind ?? kind;
    if (entry.children?.length) {
      walk(entry.children, path, guardedBy, out);
      continue;
    }
    if (guardedBy) out.doors.push({ path, file: entry.file, kind: guardedBy });
    else if (entry.file.startsWith("routes/admin/")) out.unguardedAdminFiles.push(entry.file);
  }
}

/** Every admin door, and any route module under routes/admin/ that sits outside the guarded layouts. */
export function walkAdminRoutes(): Walked {
  const out: Walked = { doors: [], unguardedAdminFiles: [] };
  walk(routes, "/", null, out);
  return out;
}
