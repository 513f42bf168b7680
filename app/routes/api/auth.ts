import { getAuth } from "~/.server/auth/auth";
import type { Route } from "./+types/auth";

/** Better Auth's own HTTP API (passkeys, two-factor, JWKS, …) under /api/auth/*. */
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
