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
const harmlessPosts: Record<string, Record<string, string | boolean | string[]>> = {
  "/admin/episodes": { intent: "episode-delete", id: noSuchId },
  "/admin/blog": { intent: "blog-delete", id: noSuchId },
  "/admin/messages": { intent: "mark-read", id: noSuchId },
  // The e2e server's PODCAST_FEED_URL and BLOG_SOURCE_URL are loopback fixtures, so real imports are harmless.
  "/api/functions/import-episodes": {},
  "/api/functions/deduplicate-episodes": { dryRun: true },
  "/api/functions/normalize-episodes": {},
  "/api/functions/import-blog-posts": {},
  // A closed loopback port: the page fails on its own, the request as a whole succeeds.
  "/api/functions/import-blog-by-urls": { urls: ["http://127.0.0.1:9/post"] },
};

/** Admin pages without an action: an admin's post is answered 405 (Method Not Allowed), after the guard. */
const hasAction = (door: AdminDoor) => door.kind === "api" || door.path in harmlessPosts;

/** Form posts carry single values; a list (only JSON bodies use them) is not a form field. */
function formFields(body: Record<string, string | boolean | string[]>): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string | boolean] => !Array.isArray(entry[1])),
  );
}

function send(context: APIRequestContext, door: AdminDoor, method: Method, origin: string | undefined) {
  const headers: Record<string, string> = origin ? { Origin: origin } : {};
  const options = { headers, maxRedirects: 0 };
  if (method === "GET") return context.get(door.path, { maxRedirects: 0 });
  const body = harmlessPosts[door.path] ?? {};
  return door.kind === "api"
    ? context.post(door.path, { ...options, data: body })
    : context.post(door.path, { ...options, form: formFields(body) });
}

/**
 * Admin pages (GET) send outsiders to /auth. Posts: 401 without a session, 403 for a non-admin or a
 * request without an Origin (our guard). A foreign Origin is stopped even earlier by React Router's
 * own CSRF check (400) or else by ours (403); either way nothing runs. The server functions have no
 * loader, so React Router answers a read of one 405 before any code of ours runs, whoever asks.
 */
function expected(door: AdminDoor, method: Method, client: Client): { statuses: number[]; location?: string } {
  const isAdmin = client === "admin" || client === "cross-site admin" || client === "admin without Origin";
  if (method === "GET") {
    if (door.kind === "page") return isAdmin ? { statuses: [200] } : { statuses: [302], location: "/auth" };
    return { statuses: [405] };
  }
  if (client === "admin") {
    if (!hasAction(door)) return { statuses: [405] };
    // A form action that succeeds may answer with data or redirect back to its page (PRG).
    return door.kind === "page" ? { statuses: [200, 302], location: door.path } : { statuses: [200] };
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
