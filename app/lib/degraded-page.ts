import type { HeadersFunction } from "react-router";

/**
 * Headers for a page rendered around a failure the spec only logs (an empty blog, no favorites):
 * the visitor sees the fallback, but neither the page cache nor a CDN may keep it.
 */
export const degradedPageHeaders = { "Cache-Control": "no-store" } as const;

/** A route's `headers` export that passes its loader's Cache-Control on to the document. */
export const forwardCacheControl: HeadersFunction = ({ loaderHeaders }) => {
  const value = loaderHeaders.get("Cache-Control");
  return value ? { "Cache-Control": value } : new Headers();
};
