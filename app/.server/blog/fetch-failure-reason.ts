import { GuardedFetchError } from "../net/guarded-fetch";

export type FetchLimits = { maxBytes: number; timeoutMs: number };

/**
 * Why an address could not be read, as the end of a sentence that starts with the address
 * ("… answered with HTTP 404"), for the import's failure list. The guarded fetcher's messages
 * carry the address already, so the reason is rebuilt from the error's code and the limits used.
 */
export function fetchFailureReason(error: unknown, url: string, limits: FetchLimits): string {
  if (!(error instanceof GuardedFetchError)) {
    return "could not be read because of an unexpected error";
  }
  switch (error.code) {
    case "http-error":
      return error.remoteStatus ? `answered with HTTP ${error.remoteStatus}` : "answered with an error";
    case "too-large":
      return `is larger than the ${formatMegabytes(limits.maxBytes)} limit`;
    case "timeout": {
      const seconds = Math.max(1, Math.round(limits.timeoutMs / 1000));
      return `did not answer within ${seconds} second${seconds === 1 ? "" : "s"}`;
    }
    case "private-address":
      // The message starts with the host that was refused; when it is not the one typed, a
      // redirect led there.
      return error.message.startsWith(`${hostOf(url)} `)
        ? "points to a private or local network address"
        : "redirects to a private or local network address";
    case "too-many-redirects":
      return "redirects too many times";
    case "invalid-url":
      return /port/i.test(error.message)
        ? "uses a port other than the standard web ports (80 and 443)"
        : /user name or password/i.test(error.message)
          ? "contains a user name or password"
          : "is not a web address (only http and https addresses can be imported)";
    case "network": {
      const detail = /\(([^()]*)\)\.?$/.exec(error.message)?.[1] ?? "";
      if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(detail)) return "could not be reached: no such website was found";
      if (/ECONNREFUSED/i.test(detail)) return "refused the connection";
      if (/ECONNRESET|socket hang up|other side closed/i.test(detail)) return "closed the connection before answering";
      if (/certificate|SSL|TLS/i.test(detail)) return "has an invalid security certificate";
      return "could not be reached";
    }
  }
}

function hostOf(url: string): string {
  return URL.parse(url.trim())?.hostname ?? url;
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return megabytes >= 1 ? `${Math.round(megabytes)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
