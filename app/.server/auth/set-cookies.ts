/**
 * Only Set-Cookie headers of the given responses, combined: what Better Auth answers is forwarded to
 * the browser this way (its other headers are not ours to send).
 */
export function setCookiesOf(...sources: Headers[]): Headers {
  const headers = new Headers();
  for (const source of sources) for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
