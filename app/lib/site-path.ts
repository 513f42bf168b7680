/**
 * A path on this site ("/images/…"), safe to use as a link or image address. Browsers strip tabs
 * and newlines from URLs and read "\" as "/", so "/\t/evil.example" or "/\evil.example" would
 * leave the site: paths with whitespace, control characters or backslashes, and "//…", are refused.
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\s\u0000-\u001f\u007f\\]*$/.test(value);
}
