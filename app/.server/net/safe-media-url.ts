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
