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
  const path = sitePath(value);
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
  const path = sitePath(value ?? "");
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

/** `value` when it is a path (and query) on this site, normalised; undefined otherwise. */
function sitePath(value: string): string | undefined {
  // A path, not a scheme-relative "//host" or "/\host" (browsers read "\" as "/"), and no control characters.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, placeholderOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== placeholderOrigin) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The gate's address for an admin who must first set up a second factor, remembering where they were. */
export function secondFactorSetupPath(adminPath: string): string {
  const returnTo = safeAdminPath(adminPath);
  const query = new URLSearchParams({ required: "admin" });
  if (returnTo && returnTo !== "/admin") query.set("returnTo", returnTo);
  return `/account/security?${query}`;
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}
