import net from "node:net";
import { isSitePath } from "../../lib/site-path.ts";
import { httpUrl } from "../xml/feed-values.ts";
import { isPublicAddress } from "./public-address.ts";

/** Names that only mean something inside a network: never a guest's website or a chapter's image. */
const LOCAL_NAME = /(?:^|\.)(?:localhost|localdomain|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * A link or image address from a feed (or stored from one) that the site may publish: https, on the
 * default port, to a host on the public internet. `http://` is asked for over `https://`, as
 * safeImageUrl does for the CSP. Addresses written as IP literals are judged by public-address.ts
 * (no 169.254.169.254, 127.0.0.1, 192.168.0.1 …); names are judged by their form, since nothing is
 * fetched here to resolve them: single-label names and local suffixes are refused. Anything else is
 * no address at all (docs/security.md, Q10).
 */
export function publicHttpsUrl(value: string | null | undefined): string | undefined {
  const href = httpUrl(value ?? undefined);
  if (!href) return undefined;
  const url = new URL(href);
  url.protocol = "https:";
  // An explicit port (":22", ":8080") reaches a service no page should link to; ":443" is dropped above.
  if (url.port) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (net.isIP(host)) return isPublicAddress(host) ? url.href : undefined;
  if (!host.includes(".") || LOCAL_NAME.test(host)) return undefined;
  return url.href;
}

/** As publicHttpsUrl, or a path on this site (an uploaded or bundled image, a page). */
export function publicMediaUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return isSitePath(value) ? value : publicHttpsUrl(value);
}
