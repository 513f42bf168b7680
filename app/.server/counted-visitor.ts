import { ignoredBecause } from "./analytics/collect-analytics";
import { getSessionUser, type SessionServices } from "./auth/guards";

/**
 * Whether the analytics count this request's visitor: not with ANALYTICS=off, DNT or Sec-GPC, from a
 * bot, or from a signed-in admin (docs/decisions/0028-privacy-first-analytics.md). The beacon
 * (beacon-endpoint.ts) and the contact form's conversion (routes/site/contact.tsx) ask the same
 * question; it lives in the composition root because analytics/ may not import auth/
 * (docs/decisions/0019-server-layers.md).
 */
export async function isCountedVisitor(request: Request, services: SessionServices): Promise<boolean> {
  if (services.env.ANALYTICS === "off" || ignoredBecause(request.headers)) return false;
  // A session that cannot be read is not counted (and the request not failed for it).
  return getSessionUser(request, services).then(
    ({ user }) => !user?.isAdmin,
    () => false,
  );
}
