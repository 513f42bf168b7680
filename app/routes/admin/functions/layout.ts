import { adminApiGuard } from "~/.server/admin/admin-guard";
import type { Route } from "./+types/layout";

/**
 * The pathless layout of the admin server functions (`/api/functions/*` but the public episode
 * search): its middleware checks the admin role before any of their actions runs.
 */
export const middleware: Route.MiddlewareFunction[] = [adminApiGuard];
