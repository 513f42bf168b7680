/**
 * The owner's own pages, not the public's, by the first segment of their address: they have no
 * "Leave site" bar, and their scripts load at once instead of on the reader's first move (ADR 0034).
 * `/api` holds the server functions, which draw no page but are no public address either.
 *
 * The route table is the source of this list; it cannot be read here (app/routes.ts needs React
 * Router's build tools), so `scripts/vite/route-areas.test.ts` checks the two agree: every page
 * under routes/admin/ and routes/auth/, and every server function, is in it, and no other page is
 * (a listener's subscription pages are no public page of the registry, but they are the public's).
 */
export const privateAreaSegments = ["account", "admin", "api", "auth", "setup"] as const;

const firstSegment = (pathname: string) => /^\/([^/]+)/.exec(pathname)?.[1];

/** Whether the page at `pathname` is one of the owner's own. */
export function isPrivateAreaPath(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return segment !== undefined && (privateAreaSegments as readonly string[]).includes(segment);
}
