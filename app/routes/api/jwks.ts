import { appServicesOf } from "~/.server/app-context";
import type { Route } from "./+types/jwks";

/**
 * The public keys that sign this site's JWTs (GET /api/auth/token issues one for the signed-in user),
 * at the standard address, so another service can verify a user's token without sharing a secret.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const jwks = await appServicesOf(context).auth.api.getJwks();
  return Response.json(jwks, { headers: { "Cache-Control": "public, max-age=300" } });
}
