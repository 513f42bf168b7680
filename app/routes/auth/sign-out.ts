import { redirect } from "react-router";
import { appServicesOf } from "~/.server/app-context";
import { assertSameOrigin } from "~/.server/auth/guards";
import type { Route } from "./+types/sign-out";
import { setCookiesOf } from "~/.server/auth/set-cookies";

/**
 * Sign Out is a POST (a link could be triggered by any page) from this site's own pages (another
 * site's form is refused, 403); it revokes the session in the database.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, env } = appServicesOf(context);
  assertSameOrigin(request, env);
  let headers = new Headers();
  try {
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    headers = setCookiesOf(result.headers);
  } catch {
    // Already signed out (or the session had expired): nothing to revoke, just go home.
  }
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
