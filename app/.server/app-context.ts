import { createContext, type RouterContextProvider } from "react-router";
import type { SessionUser } from "./auth/guards";
import type { Auth } from "./auth/create-auth";
import { getAuth } from "./auth/auth";
import type { Database } from "./db/client";
import { getDb } from "./db/database";
import { getEnv, type Env } from "./env";
import type { JobEngine } from "./jobs/job-engine";
import { getJobEngine } from "./jobs/jobs";
import { logger, type Logger } from "./logger";

/**
 * What loaders, actions and resource routes work with, carried by React Router's context instead of
 * read from module globals, so a test can hand them its own database and Better Auth and call a
 * route's loader or action in-process (docs/decisions/0009-admin-layout.md). Domain functions
 * still take `db` (and whatever else they need) explicitly.
 */
export type AppServices = {
  db: Database;
  auth: Auth;
  env: Env;
  logger: Logger;
  /**
   * The job engine, started on first call: the server starts it after the database (startJobs), and
   * a route that never asks for it never starts it (development, tests).
   */
  jobEngine: () => Promise<JobEngine>;
};

/** Null until `provideAppServices` (or a test) fills it. */
export const appServicesContext = createContext<AppServices | null>(null);

/** The admin the layout's guard let in; reading it outside the admin layouts throws. */
export const adminViewerContext = createContext<SessionUser>();

type Context = Readonly<RouterContextProvider>;

/**
 * The process's services. Each is a process-wide singleton made once (the database opened and
 * migrated before the server listens, Better Auth on first use, the job engine after the database);
 * this only collects them.
 */
export async function processAppServices(): Promise<AppServices> {
  const [db, auth] = await Promise.all([getDb(), getAuth()]);
  return { db, auth, env: getEnv(), logger, jobEngine: getJobEngine };
}

/**
 * The root route's middleware (app/root.tsx), so every page, loader, action and resource route
 * below it finds the services in the context, unless the caller (an in-process test) already put
 * its own there.
 */
export async function provideAppServices({ context }: { context: Context }): Promise<void> {
  if (context.get(appServicesContext)) return;
  context.set(appServicesContext, await processAppServices());
}

export function appServicesOf(context: Context): AppServices {
  const services = context.get(appServicesContext);
  if (!services) throw new Error("provideAppServices (the root middleware) must run before this loader or action");
  return services;
}

export function adminViewerOf(context: Context): SessionUser {
  return context.get(adminViewerContext);
}
