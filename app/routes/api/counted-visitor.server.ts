import { ignoredBecause } from "~/.server/analytics/collect-analytics";
import type { AppServices } from "~/.server/app-context";
import { getSessionUser } from "~/.server/auth/guards";

/**
 * Whether the analytics count this request's visitor: not with ANALYTICS=off, DNT or Sec-GPC, from a
 * bot, or from a signed-in admin (docs/decisions/0028-privacy-first-analytics.md). The beacon
 * (api/analytics.ts) and the contact form's conversion (site/contact.tsx) ask the same question; it
 * lives here, in the routes, because analytics/ may not import auth/ (docs/decisions/0019-server-layers.md).
 */
export async function isCountedVisitor(request: Request, services: AppServices): Promise<boolean> {
  if (services.env.ANALYTICS === "off" || ignoredBecause(request.headers)) return false;
  // A session that cannot be read is not counted (and the request not failed for it).
  return getSessionUser(request, services).then(
    ({ user }) => !user?.isAdmin,
    () => false,
  );
}
