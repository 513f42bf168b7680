/**
 * Every admin door of the site, in one list. The authorization test walks it (visitor, signed-in
 * non-admin, admin, cross-site), so an endpoint added here is checked automatically, and an admin
 * route missing from here fails the test that compares this list with app/routes.ts.
 */
export type AdminEndpoint = {
  method: "GET" | "POST";
  path: string;
  /** Pages redirect outsiders to /auth; actions and API endpoints answer 401/403. */
  kind: "page" | "action" | "api";
  /** Form fields (actions) or JSON body (API) of a harmless request an admin may make. */
  body?: Record<string, string>;
};

export const adminEndpoints: readonly AdminEndpoint[] = [
  { method: "GET", path: "/admin", kind: "page" },
  {
    method: "POST",
    path: "/admin",
    kind: "action",
    body: { intent: "mark-read", id: "00000000-0000-4000-8000-000000000000" },
  },
];

/** Route files that serve admin doors; each must appear in adminEndpoints. */
export const adminRouteFiles = ["routes/admin/dashboard.tsx"] as const;
