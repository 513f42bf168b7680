import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { adminEndpoints, type AdminEndpoint } from "../../app/.server/auth/admin-endpoints";
import { adminEmail, adminPassword, signUpAndSignIn, uniqueEmail } from "./support/accounts";
import { expect, test, uniqueClientIp } from "./support/test";

/**
 * The authorization matrix, generated from the one list of admin doors: every endpoint is tried as
 * a visitor, a signed-in non-admin, an admin, an admin lured by another site, and an admin whose
 * request carries no Origin at all.
 */
type Client = "visitor" | "member" | "admin" | "cross-site admin" | "admin without Origin";
const clients: readonly Client[] = ["visitor", "member", "admin", "cross-site admin", "admin without Origin"];

/** Form posts carry single values; a list (only JSON bodies use them) is not a form field. */
function formFields(body: NonNullable<AdminEndpoint["body"]>): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string | boolean] => !Array.isArray(entry[1])),
  );
}

function send(context: APIRequestContext, endpoint: AdminEndpoint, origin: string | undefined) {
  const headers: Record<string, string> = origin ? { Origin: origin } : {};
  const options = { headers, maxRedirects: 0 };
  if (endpoint.method === "GET") return context.get(endpoint.path, { maxRedirects: 0 });
  return endpoint.kind === "api"
    ? context.post(endpoint.path, { ...options, data: endpoint.body ?? {} })
    : context.post(endpoint.path, { ...options, form: formFields(endpoint.body ?? {}) });
}

/**
 * Pages (GET) send outsiders to /auth. State-changing requests: 401 without a session, 403 for a
 * non-admin or a request without an Origin (our guard). A foreign Origin is stopped even earlier by
 * React Router's own CSRF check (400) or else by ours (403); either way nothing runs.
 */
function expected(endpoint: AdminEndpoint, client: Client): { statuses: number[]; location?: string } {
  const isAdmin = client === "admin" || client === "cross-site admin" || client === "admin without Origin";
  if (endpoint.kind === "page") return isAdmin ? { statuses: [200] } : { statuses: [302], location: "/auth" };
  // A form action that succeeds may answer with data or redirect back into the admin area (PRG).
  if (client === "admin" && endpoint.kind === "action") return { statuses: [200, 302], location: "/admin" };
  if (client === "admin") return { statuses: [endpoint.adminStatus ?? 200] };
  // A GET changes nothing and sends no Origin to check; it still needs the admin session.
  if (endpoint.method === "GET" && isAdmin) return { statuses: [endpoint.adminStatus ?? 200] };
  if (client === "cross-site admin") return { statuses: [400, 403] };
  return { statuses: [client === "visitor" ? 401 : 403] };
}

function originFor(client: Client, baseURL: string): string | undefined {
  if (client === "cross-site admin") return "https://evil.example";
  if (client === "admin without Origin") return undefined;
  return new URL(baseURL).origin;
}

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

  for (const endpoint of adminEndpoints) {
    for (const client of clients) {
      const outcome = expected(endpoint, client);
      const intent = typeof endpoint.body?.intent === "string" ? ` ${endpoint.body.intent}` : "";
      const title = `${endpoint.method} ${endpoint.path}${intent} (${endpoint.kind}) as ${client} → ${outcome.statuses.join(" or ")}`;
      test(title, async ({ baseURL }) => {
        const response = await send(contexts[client], endpoint, originFor(client, baseURL!));
        expect(outcome.statuses).toContain(response.status());
        if (outcome.location && response.status() === 302) {
          expect(response.headers()["location"]?.split(/[?#]/)[0]).toBe(outcome.location);
        }
        if (response.status() !== 200) expect(await response.text()).not.toContain("Admin Dashboard");
      });
    }
  }
});
