/**
 * `path` with the page a sign-in returns to (`returnTo`), when there is one. The value is always one
 * the server already checked (`safeReturnPath` in app/.server/auth/admin-return-path.ts) and handed
 * to the page in its loader data; the sign-in pages pass it along from step to step.
 */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  if (!returnTo) return path;
  const [pathname, query = ""] = path.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("returnTo", returnTo);
  return `${pathname}?${params}`;
}
