import { createContext, type RouterContextProvider } from "react-router";
import type { SessionUser } from "./auth/guards";
import type { Auth } from "./auth/create-auth";
import { getAuth } from "./auth/auth";
import type { Database } from "./db/client";
import { getDb } from "./db/database";
import { getEnv, type Env } from "./env";

/**
 * What admin loaders and actions work with, carried by React Router's context instead of read from
 * module globals, so a test can hand them its own database and Better Auth and call a route's loader
 * or action in-process (docs/decisions/0009-admin-layout.md). Domain functions still take `db`.
 */
export type AppServices = { db: Database; auth: Auth; env: Env };

/** Null until `provideAppServices` (or a test) fills it. */
export const appServicesContext = createContext<AppServices | null>(null);

/** The admin the layout's guard let in; reading it outside the admin layouts throws. */
export const adminViewerContext = createContext<SessionUser>();

type Context = Readonly<RouterContextProvider>;

/**
 * Middleware: the process's database, Better Auth and environment, the one place admin routes reach
 * them, unless the caller (an in-process test) already put its own in the context.
 */
export async function provideAppServices({ context }: { context: Context }): Promise<void> {
  if (context.get(appServicesContext)) return;
  const [db, auth] = await Promise.all([getDb(), getAuth()]);
  context.set(appServicesContext, { db, auth, env: getEnv() });
}

export function appServicesOf(context: Context): AppServices {
  const services = context.get(appServicesContext);
  if (!services) throw new Error("provideAppServices must run before this loader or action");
  return services;
}

export function adminViewerOf(context: Context): SessionUser {
  return context.get(adminViewerContext);
}
