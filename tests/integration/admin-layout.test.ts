import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { adminApiGuard, adminPageGuard } from "~/.server/admin/admin-guard";
import { adminViewerContext, provideAppServices } from "~/.server/app-context";
import type { Auth } from "~/.server/auth/create-auth";
import { contactMessages } from "~/.server/db/schema/contact-messages";
import { readEnv } from "~/.server/env";
import * as functionsLayout from "~/routes/admin/functions/layout";
import * as normalizeEpisodes from "~/routes/admin/functions/normalize-episodes";
import * as adminLayout from "~/routes/admin/layout";
import * as episodesPage from "~/routes/admin/episodes";
import * as messagesPage from "~/routes/admin/messages";
import * as overviewPage from "~/routes/admin/overview";
import * as root from "~/root";
import { contextWithServices as contextWith } from "../helpers/app-services";
import { testDatabaseKinds, useTestDatabase } from "../helpers/test-database";
import { createTestAuth, formData, memberAndAdminCookies, testPublicUrl } from "../helpers/test-auth";
import { walkAdminRoutes } from "../helpers/admin-routes";

type Args = Parameters<MiddlewareFunction<Response>>[0];

/**
 * The admin layouts' middleware and the pages' loaders and actions, called in-process the way React
 * Router calls them (middleware first, then the loader or action with the same context), on a real
 * database and Better Auth: no build, no server.
 */
describe.each(testDatabaseKinds)("the admin layout on %s", (kind) => {
  const database = useTestDatabase(kind);
  let auth: Auth;
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: testPublicUrl, ADMIN_REQUIRE_MFA: "false" });
  const cookies: Record<"member" | "admin", string> = { member: "", admin: "" };

  beforeAll(async () => {
    auth = createTestAuth(database.db);
    Object.assign(
      cookies,
      await memberAndAdminCookies(auth, database.db, { password: "layout-test-password", clientIp: "198.51.100.9" }),
    );
  });

  function request(
    path: string,
    { who, method = "GET", body }: { who?: "member" | "admin"; method?: string; body?: FormData } = {},
  ) {
    const headers = new Headers({ origin: testPublicUrl });
    if (who) headers.set("cookie", cookies[who]);
    return new Request(`${testPublicUrl}${path}`, { method, headers, body });
  }

  /** The context the Express entry would hand over, with this test's database and Better Auth in it. */
  function contextWithServices(): RouterContextProvider {
    return contextWith({ db: database.db, auth, env });
  }

  /** Runs a layout's middleware chain, then `handler` as the innermost step, as React Router does. */
  async function throughMiddleware(
    middleware: readonly MiddlewareFunction<Response>[],
    req: Request,
    handler: (context: RouterContextProvider) => Promise<unknown>,
  ): Promise<{ response?: Response; thrown?: unknown; handled: boolean }> {
    const context = contextWithServices();
    let handled = false;
    const run = async (index: number): Promise<Response> => {
      const step = middleware[index];
      if (!step) {
        handled = true;
        const result = await handler(context);
        if (result instanceof Response) return result;
        // As React Router does with `data(body, init)`: the body, with its status and headers.
        if (result instanceof Object && "type" in result && result.type === "DataWithResponseInit") {
          const { data, init } = result as unknown as { data: unknown; init?: ResponseInit };
          return Response.json(data, init ?? undefined);
        }
        return Response.json(result);
      }
      const args = { request: req, context, params: {}, url: new URL(req.url), pattern: "" } as unknown as Args;
      // As React Router does: a middleware that returns without calling next() has it called after it.
      let downstream: Promise<Response> | undefined;
      const returned = await step(args, () => (downstream ??= run(index + 1)));
      return returned ?? (await (downstream ?? run(index + 1)));
    };
    try {
      return { response: await run(0), handled };
    } catch (thrown) {
      return { thrown, handled };
    }
  }

  it("every route module under routes/admin/ sits below a layout whose middleware is the admin guard", () => {
    const { doors, unguardedAdminFiles } = walkAdminRoutes();
    expect(unguardedAdminFiles).toEqual([]);
    expect(doors.length).toBeGreaterThanOrEqual(10);
    // The root's middleware puts the services in the context for every route; the layouts add the guard.
    expect(root.middleware).toEqual([provideAppServices]);
    expect(adminLayout.middleware).toEqual([adminPageGuard]);
    expect(functionsLayout.middleware).toEqual([adminApiGuard]);
  });

  it("sends a visitor reading an admin page to /auth, to come back after, before the page's loader runs", async () => {
    const outcome = await throughMiddleware(adminLayout.middleware, request("/admin"), (context) =>
      overviewPage.loader({ context } as never),
    );
    expect(outcome.handled).toBe(false);
    expect(outcome.thrown).toBeInstanceOf(Response);
    expect((outcome.thrown as Response).status).toBe(302);
    expect((outcome.thrown as Response).headers.get("Location")).toBe("/auth?returnTo=%2Fadmin");
  });

  it("refuses a signed-in non-admin's post with 403 before the page's action runs", async () => {
    const body = formData({ intent: "episode-delete-all" });
    const outcome = await throughMiddleware(
      adminLayout.middleware,
      request("/admin/episodes", { who: "member", method: "POST", body }),
      (context) => episodesPage.action({ request: request("/admin/episodes"), context } as never),
    );
    expect(outcome.handled).toBe(false);
    expect(outcome.thrown).toMatchObject({ data: { error: "This needs an admin account." }, init: { status: 403 } });
  });

  it("lets the admin in: the loaders and actions read the database and the admin from the context", async () => {
    const [message] = await database.db
      .insert(contactMessages)
      .values({ name: "Morgan", email: "morgan@example.com", inquiry: "general", message: "Hello" })
      .returning();
    const read = await throughMiddleware(adminLayout.middleware, request("/admin", { who: "admin" }), (context) => {
      expect(context.get(adminViewerContext).email).toBe("owner@example.com");
      return overviewPage.loader({ context } as never);
    });
    expect(read.handled).toBe(true);
    expect(read.response!.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await read.response!.json()).toMatchObject({ overview: { messages: { total: 1, unread: 1 } } });

    const post = request("/admin/messages", {
      who: "admin",
      method: "POST",
      body: formData({ intent: "mark-read", id: message!.id }),
    });
    const marked = await throughMiddleware(adminLayout.middleware, post, (context) =>
      messagesPage.action({ request: post, context } as never),
    );
    expect(await marked.response!.json()).toEqual({ ok: true, found: true });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored!.isRead).toBe(true);
  });

  it("answers the server functions' outsiders with JSON 401/403, and runs them for the admin", async () => {
    const call = (who?: "member" | "admin") => {
      const req = request("/api/functions/normalize-episodes", { who, method: "POST" });
      return throughMiddleware(functionsLayout.middleware, req, (context) =>
        normalizeEpisodes.action({ request: req, context } as never),
      );
    };
    const visitor = await call();
    expect(visitor.handled).toBe(false);
    expect(visitor.response!.status).toBe(401);
    expect(await visitor.response!.json()).toEqual({ error: "Please sign in." });
    const member = await call("member");
    expect(member.response!.status).toBe(403);
    expect(await member.response!.json()).toEqual({ error: "This needs an admin account." });
    const admin = await call("admin");
    expect(admin.handled).toBe(true);
    expect(admin.response!.status).toBe(200);
    expect(await admin.response!.json()).toMatchObject({ updated: 0 });
  });
});
