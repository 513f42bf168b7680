import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { walkAdminRoutes, type AdminDoor } from "../helpers/admin-routes";
import { adminEmail, adminPassword, signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { expect, test, uniqueClientIp } from "./support/test";

/**
 * The authorization matrix, generated from the route table: every route below the guarded admin
 * layouts (tests/helpers/admin-routes.ts) is read and posted to as a visitor, a signed-in
 * non-admin, an admin, an admin lured by another site, and an admin whose request carries no Origin.
 */
type Client = "visitor" | "member" | "admin" | "cross-site admin" | "admin without Origin";
const clients: readonly Client[] = ["visitor", "member", "admin", "cross-site admin", "admin without Origin"];

type Method = "GET" | "POST";

const noSuchId = "00000000-0000-4000-8000-000000000000";

/**
 * A harmless request an admin may make to each route that takes posts: form fields for the admin
 * pages' actions, a JSON body for the server functions. A route without one here is posted to empty.
 */
type Body = Record<string, string | boolean | string[]>;
const harmlessPosts: Record<string, { body: Body; adminStatus?: number }> = {
  "/admin/episodes": { body: { intent: "episode-delete", id: noSuchId } },
  "/admin/blog": { body: { intent: "blog-delete", id: noSuchId } },
  "/admin/messages": { body: { intent: "mark-read", id: noSuchId } },
  "/admin/subscribers": { body: { intent: "remove", id: noSuchId } },
  // Unconfirmed: the page answers with the confirmation's first question and deletes nothing.
  "/admin/analytics": { body: { intent: "delete-all" } },
  // No field sent: no setting changes, and the page redirects back with "Nothing had changed."
  "/admin/settings": { body: {} },
  // The e2e server's PODCAST_FEED_URL and BLOG_SOURCE_URL are loopback fixtures, so real imports are harmless.
  "/api/functions/import-episodes": { body: {} },
  "/api/functions/deduplicate-episodes": { body: { dryRun: true } },
  "/api/functions/normalize-episodes": { body: {} },
  "/api/functions/import-blog-posts": { body: {} },
  // A closed loopback port: the page fails on its own, the request as a whole succeeds.
  "/api/functions/import-blog-by-urls": { body: { urls: ["http://127.0.0.1:9/post"] } },
  // Cancelling a job that does not exist.
  "/api/functions/jobs/:id": { body: { action: "cancel" }, adminStatus: 404 },
};

/**
 * The server functions that answer reads (GET), with a harmless one; a server function not listed
 * has no loader, and React Router answers a read of it 405 before any code of ours runs.
 */
const harmlessReads: Record<string, { query?: string; adminStatus?: number }> = {
  "/api/functions/jobs": { query: "?kind=import-episodes" },
  "/api/functions/jobs/:id": { adminStatus: 404 },
};

/** The door's address: route parameters filled with an id nothing has. */
const urlOf = (door: AdminDoor, method: Method) =>
  door.path.replace(/:[^/]+/g, noSuchId) + (method === "GET" ? (harmlessReads[door.path]?.query ?? "") : "");

/** Routes without an action: React Router answers an admin's post 405 (Method Not Allowed), after the guard. */
const hasAction = (door: AdminDoor) => door.path in harmlessPosts;

/** Form posts carry single values; a list (only JSON bodies use them) is not a form field. */
function formFields(body: Body): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string | boolean] => !Array.isArray(entry[1])),
  );
}

function send(context: APIRequestContext, door: AdminDoor, method: Method, origin: string | undefined) {
  const headers: Record<string, string> = origin ? { Origin: origin } : {};
  const options = { headers, maxRedirects: 0 };
  const url = urlOf(door, method);
  if (method === "GET") return context.get(url, { maxRedirects: 0 });
  const body = harmlessPosts[door.path]?.body ?? {};
  return door.kind === "api"
    ? context.post(url, { ...options, data: body })
    : context.post(url, { ...options, form: formFields(body) });
}

/**
 * Admin pages (GET) send outsiders to /auth. Posts: 401 without a session, 403 for a non-admin or a
 * request without an Origin (our guard). A foreign Origin is stopped even earlier by React Router's
 * own CSRF check (400) or else by ours (403); either way nothing runs.
 */
function expected(door: AdminDoor, method: Method, client: Client): { statuses: number[]; location?: string } {
  const isAdmin = client === "admin" || client === "cross-site admin" || client === "admin without Origin";
  if (method === "GET") {
    if (door.kind === "page") return isAdmin ? { statuses: [200] } : { statuses: [302], location: "/auth" };
    const read = harmlessReads[door.path];
    if (!read) return { statuses: [405] };
    // A read changes nothing and sends no Origin to check; it still needs the admin session.
    if (isAdmin) return { statuses: [read.adminStatus ?? 200] };
    return { statuses: [client === "visitor" ? 401 : 403] };
  }
  if (client === "admin") {
    if (!hasAction(door)) return { statuses: [405] };
    // A form action that succeeds may answer with data or redirect back to its page (PRG).
    if (door.kind === "page") return { statuses: [200, 302], location: door.path };
    return { statuses: [harmlessPosts[door.path]?.adminStatus ?? 200] };
  }
  if (client === "cross-site admin") return { statuses: [400, 403] };
  return { statuses: [client === "visitor" ? 401 : 403] };
}

function originFor(client: Client, baseURL: string): string | undefined {
  if (client === "cross-site admin") return "https://evil.example";
  if (client === "admin without Origin") return undefined;
  return new URL(baseURL).origin;
}

const { doors } = walkAdminRoutes();

test.describe("admin authorization matrix", () => {
  const contexts = {} as Record<Client, APIRequestContext>;

  test.beforeAll(async ({ baseURL }) => {
    for (const client of clients) {
      contexts[client] = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
      });
    }
    await signUpAndSignIn(contexts.member, baseURL!, uniqueEmail("member"), "member-password");
    for (const client of ["admin", "cross-site admin", "admin without Origin"] as const) {
      await signUpAndSignIn(contexts[client], baseURL!, adminEmail, adminPassword);
    }
  });
  test.afterAll(async () => {
    await Promise.all(Object.values(contexts).map((context) => context.dispose()));
  });

  test("the route table has the admin pages and server functions", () => {
    expect(doors.map((door) => door.path)).toEqual(
      expect.arrayContaining([
        "/admin",
        "/admin/episodes",
        "/admin/blog",
        "/admin/messages",
        "/admin/settings",
        "/api/functions/import-episodes",
        "/api/functions/import-blog-by-urls",
      ]),
    );
    expect(walkAdminRoutes().unguardedAdminFiles).toEqual([]);
  });

  for (const door of doors) {
    for (const method of ["GET", "POST"] as const) {
      for (const client of clients) {
        const outcome = expected(door, method, client);
        const title = `${method} ${door.path} (${door.kind}) as ${client} → ${outcome.statuses.join(" or ")}`;
        test(title, async ({ baseURL }) => {
          const response = await send(contexts[client], door, method, originFor(client, baseURL!));
          expect(outcome.statuses).toContain(response.status());
          if (outcome.location && response.status() === 302) {
            expect(response.headers()["location"]?.split(/[?#]/)[0]).toBe(outcome.location);
          }
          if (response.status() !== 200) expect(await response.text()).not.toContain("Admin Dashboard");
        });
      }
    }
  }
});
