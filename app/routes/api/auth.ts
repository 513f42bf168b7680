import { getAuth } from "~/.server/auth/auth";
import { mayHaveSession, readSession } from "~/.server/auth/session-lifetime";
import type { Route } from "./+types/auth";

/**
 * Better Auth's own HTTP API (passkeys, two-factor, JWKS, …) under /api/auth/*. A session past its
 * absolute lifetime is revoked first, so these endpoints refuse it just as the site's pages do.
 */
async function handle(request: Request) {
  const auth = await getAuth();
  if (mayHaveSession(request)) await readSession(auth, request.headers);
  return auth.handler(request);
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
