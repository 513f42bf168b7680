import { isSitePath } from "~/lib/site-path";
import { httpUrl } from "../xml/feed-values";

/**
 * An image or audio address safe to put on a page: a path on this site, or an absolute http(s) URL.
 * Anything else (javascript:, data:, "//host", relative paths) is no address at all.
 */
export function safeMediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return isSitePath(url) ? url : httpUrl(url);
}

/**
 * An image address for a page: as `safeMediaUrl`, with `http://` asked for over `https://`. Pages
 * admit https images only (the CSP's img-src) and browsers block http ones on an https page; the
 * hosts feeds and imported articles point at serve the same file over both. One that does not
 * fails to load, and the page's fallback takes over (app/.server/image-fallback-script.ts).
 */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  return safeMediaUrl(url)?.replace(/^http:\/\//i, "https://");
}
