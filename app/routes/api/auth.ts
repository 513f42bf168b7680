import { appServicesOf } from "~/.server/app-context";
import type { Auth } from "~/.server/auth/create-auth";
import { isOpenAuthPath } from "~/.server/auth/open-auth-paths";
import { cleanAuthAnswer } from "~/.server/auth/session-answer";
import { mayHaveSession, readSession } from "~/.server/auth/session-lifetime";
import type { Route } from "./+types/auth";

/**
 * Better Auth's own HTTP API under /api/auth/*, limited to the paths the site's pages use
 * (open-auth-paths.ts). A session past its absolute lifetime is revoked first, so these endpoints
 * refuse it just as the site's pages do; answers never carry a session's token or a CORS header (session-answer.ts).
 */
async function handle(request: Request, auth: Auth) {
  if (!isOpenAuthPath(new URL(request.url).pathname)) return new Response("Not Found", { status: 404 });
  if (mayHaveSession(request)) await readSession(auth, request.headers);
  return cleanAuthAnswer(await auth.handler(request));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, appServicesOf(context).auth);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handle(request, appServicesOf(context).auth);
}
