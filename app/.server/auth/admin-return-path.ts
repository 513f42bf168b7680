import { sitePath } from "~/lib/site-path";

/**
 * Where an admin goes after setting up the authenticator app the admin area asked for
 * (`/account/security?required=admin&returnTo=…`, sent by the admin gate in guards.ts): the admin
 * page they were on, else /admin. Only a path under /admin on this site is ever followed, so a
 * crafted link cannot turn the account page into a redirect to somewhere else.
 */
export function adminReturnPath(params: URLSearchParams): string | undefined {
  if (params.get("required") !== "admin") return undefined;
  return safeAdminPath(params.get("returnTo") ?? "") ?? "/admin";
}

const placeholderOrigin = "http://site.invalid";

/** `value` when it is a path (and query) under /admin on this site; undefined otherwise. */
export function safeAdminPath(value: string): string | undefined {
  const path = pathAndQuery(value);
  if (!path) return undefined;
  const { pathname } = new URL(path, placeholderOrigin);
  return pathname === "/admin" || pathname.startsWith("/admin/") ? path : undefined;
}

/**
 * Where a sign-in returns to (`/auth?returnTo=…`, sent by the guards when a signed-out visitor asks
 * for a page that needs an account): any page of this site except the sign-in pages themselves and
 * the API; undefined for anything else, so a crafted link cannot make sign-in a redirect elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  const path = pathAndQuery(value ?? "");
  if (!path) return undefined;
  const { pathname } = new URL(path, placeholderOrigin);
  const excluded = ["/auth", "/api", "/setup"].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return excluded ? undefined : path;
}

/** The sign-in page's address for a signed-out visitor who asked for `path`. */
export function signInPath(path: string): string {
  const returnTo = safeReturnPath(path);
  return returnTo && returnTo !== "/" ? `/auth?${new URLSearchParams({ returnTo })}` : "/auth";
}

/** A path and query of this site (app/lib/site-path.ts); a fragment never reaches the server, so it goes. */
function pathAndQuery(value: string): string | undefined {
  return sitePath(value)?.replace(/#.*$/s, "");
}

/** The gate's address for an admin who must first set up a second factor, remembering where they were. */
export function secondFactorSetupPath(adminPath: string): string {
  const returnTo = safeAdminPath(adminPath);
  const query = new URLSearchParams({ required: "admin" });
  if (returnTo && returnTo !== "/admin") query.set("returnTo", returnTo);
  return `/account/security?${query}`;
}
