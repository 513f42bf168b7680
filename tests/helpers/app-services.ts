import { RouterContextProvider } from "react-router";
import { appServicesContext, type AppServices } from "~/.server/app-context";
import { getEnv } from "~/.server/env";
import { logger } from "~/.server/logger";

/**
 * What a test hands the routes: always its own database; Better Auth, the environment and the job
 * engine when the routes it calls use them. Left out, the environment is the test process's and the
 * logger the process's (silent under test); Better Auth and the job engine fail loudly when used.
 */
export type TestServices = Pick<AppServices, "db"> & Partial<AppServices>;

function missing(what: string): never {
  throw new Error(`This test gave the routes no ${what}: pass it to testAppServices`);
}

export function testAppServices({ db, ...rest }: TestServices): AppServices {
  return {
    db,
    auth: new Proxy({} as AppServices["auth"], { get: () => missing("Better Auth") }),
    env: getEnv(),
    logger,
    jobEngine: () => Promise.reject(new Error("This test gave the routes no job engine")),
    ...rest,
  };
}

/** A request context as the root middleware (provideAppServices) leaves it, with the test's services. */
export function contextWithServices(services: TestServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appServicesContext, testAppServices(services));
  return context;
}

/**
 * Arguments for calling a loader or action in-process: the context carries the test's services,
 * and `request` defaults to a GET of the site's root.
 */
export function routeArgs(
  services: TestServices,
  {
    params = {},
    request = new Request("http://localhost:3000/"),
  }: { params?: Record<string, string>; request?: Request } = {},
): never {
  const url = new URL(request.url);
  return { request, params, context: contextWithServices(services), url, pattern: url.pathname } as never;
}
