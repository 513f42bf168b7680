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
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return undefined;
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
