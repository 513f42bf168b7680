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
  body?: Record<string, string | boolean | string[]>;
  /** What an admin gets when it is not 200 (a harmless request about a job that does not exist: 404). */
  adminStatus?: number;
};

export const adminEndpoints: readonly AdminEndpoint[] = [
  { method: "GET", path: "/admin", kind: "page" },
  {
    method: "POST",
    path: "/admin",
    kind: "action",
    body: { intent: "mark-read", id: "00000000-0000-4000-8000-000000000000" },
  },
  {
    method: "POST",
    path: "/admin",
    kind: "action",
    body: { intent: "episode-delete", id: "00000000-0000-4000-8000-000000000000" },
  },
  // The e2e server's PODCAST_FEED_URL is a loopback fixture feed, so a real import is harmless there.
  { method: "POST", path: "/api/functions/import-episodes", kind: "api" },
  { method: "POST", path: "/api/functions/deduplicate-episodes", kind: "api", body: { dryRun: true } },
  { method: "POST", path: "/api/functions/normalize-episodes", kind: "api" },
  {
    method: "POST",
    path: "/admin",
    kind: "action",
    body: { intent: "blog-delete", id: "00000000-0000-4000-8000-000000000000" },
  },
  // BLOG_SOURCE_URL of the e2e server is the loopback fixture site as well.
  { method: "POST", path: "/api/functions/import-blog-posts", kind: "api" },
  // A closed loopback port: the page fails on its own, the request as a whole succeeds.
  {
    method: "POST",
    path: "/api/functions/import-blog-by-urls",
    kind: "api",
    body: { urls: ["http://127.0.0.1:9/post"] },
  },
  // Jobs: reads (GET, so no Origin check; the admin session is still required) and a cancel.
  { method: "GET", path: "/api/functions/jobs?kind=import-episodes", kind: "api" },
  { method: "GET", path: "/api/functions/jobs/00000000-0000-4000-8000-000000000000", kind: "api", adminStatus: 404 },
  {
    method: "POST",
    path: "/api/functions/jobs/00000000-0000-4000-8000-000000000000",
    kind: "api",
    body: { action: "cancel" },
    adminStatus: 404,
  },
];

/** Route files that serve admin doors; each must appear in adminEndpoints. */
export const adminRouteFiles = [
  "routes/admin/dashboard.tsx",
  "routes/admin/functions/import-episodes.ts",
  "routes/admin/functions/deduplicate-episodes.ts",
  "routes/admin/functions/normalize-episodes.ts",
  "routes/admin/functions/import-blog-posts.ts",
  "routes/admin/functions/import-blog-by-urls.ts",
  "routes/admin/functions/jobs.ts",
  "routes/admin/functions/job.ts",
] as const;
