/**
 * A path on this site ("/images/…"), safe to use as a link or image address. Browsers strip tabs
 * and newlines from URLs and read "\" as "/", so "/\t/evil.example" or "/\evil.example" would
 * leave the site: paths with whitespace, control characters or backslashes, and "//…", are refused.
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\s\u0000-\u001f\u007f\\]*$/.test(value);
}

/**
 * `value` as a path of this site, normalized as a browser reads it (spaces escaped, dot segments
 * resolved: `/admin/../resources` is `/resources`), or undefined when `isSitePath` refuses it. One
 * rule for every place that takes a path typed or sent by someone: sign-in's return address, the
 * editor's link field and the sanitizer's site links.
 */
export function sitePath(value: string): string | undefined {
  if (!isSitePath(value.replaceAll(" ", "%20"))) return undefined;
  const url = URL.parse(value, "https://site.invalid");
  return url?.origin === "https://site.invalid" ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
