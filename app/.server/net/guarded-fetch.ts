import dns from "node:dns";
import type { LookupAddress } from "node:dns";
import net from "node:net";
import type { Agent as UndiciAgent, Dispatcher, Response as FetchResponse } from "undici";
import { AppError } from "../app-error-class";
import { isPublicAddress } from "./public-address";
import { BodyReadError, readLimitedBody } from "./read-limited-body";

/**
 * Why a fetch of a user-supplied URL was refused or failed: an AppError (the message is meant for
 * the admin, answered 422, docs/decisions/0021-validation-and-errors.md). It stays a class of its
 * own only to carry `remoteStatus`, the remote's HTTP status for `http-error`, which is not ours.
 */
export class GuardedFetchError extends AppError<GuardedFetchErrorCode> {
  // Declared plainly (no parameter properties), so Node can run this file by stripping types
  // (the bench imports the import code without a build: scripts/bench/import-speed.ts).
  /** The answer's HTTP status, for `http-error`. */
  readonly remoteStatus?: number;

  constructor(message: string, code: GuardedFetchErrorCode, remoteStatus?: number) {
    super(code, message);
    this.name = "GuardedFetchError";
    if (remoteStatus !== undefined) this.remoteStatus = remoteStatus;
  }
}

export type GuardedFetchErrorCode =
  "invalid-url" | "private-address" | "too-large" | "timeout" | "too-many-redirects" | "http-error" | "network";

export type GuardedFetchOptions = {
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  /** For the whole exchange, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  /** Tests only (IMPORT_ALLOW_PRIVATE_NETWORK): lets loopback fixture servers be fetched. */
  allowPrivateNetwork?: boolean;
  /** Which connected addresses are acceptable; defaults to the public internet only. */
  isAllowedAddress?: (address: string) => boolean;
  /**
   * A conditional GET: sent as If-None-Match / If-Modified-Since, and a 304 answer comes back as
   * status 304 with an empty body instead of an error (the scheduled feed sync, app/.server/jobs/).
   */
  validators?: { etag?: string | null; lastModified?: string | null };
  /** Stops the fetch early (a cancelled job); the timeout applies as well. */
  signal?: AbortSignal;
};

export type GuardedResponse = {
  url: string;
  status: number;
  contentType: string;
  /** The final answer's headers (e.g. WordPress's X-WP-TotalPages). */
  headers: { get(name: string): string | null };
  body: Buffer;
};

/** Identifies the importer to the sites it reads, as polite crawlers do. */
const userAgent = "UntangledSiteImporter/1.0";

/**
 * Fetches a URL someone typed into the admin area, safely: http(s) only, no credentials in the URL,
 * standard ports, every address it connects to checked at connect time (so DNS rebinding cannot slip
 * a private address in after the check), each redirect hop validated again, and hard limits on time,
 * size and redirects.
 */
export async function guardedFetch(rawUrl: string, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const { maxBytes = 5 * 1024 * 1024, timeoutMs = 15_000, maxRedirects = 5, accept = "*/*" } = options;
  const isAllowed = options.allowPrivateNetwork ? () => true : (options.isAllowedAddress ?? isPublicAddress);
  // Loaded on first use: only imports and the admin's tools fetch, and undici costs the idle server
  // about 10 MB (docs/decisions/0025-server-memory.md).
  const { Agent, fetch } = await import("undici");
  const dispatcher = guardedAgent(Agent, isAllowed);
  const signal = options.signal
    ? AbortSignal.any([AbortSignal.timeout(timeoutMs), options.signal])
    : AbortSignal.timeout(timeoutMs);
  const conditional: Record<string, string> = {};
  if (options.validators?.etag) conditional["if-none-match"] = options.validators.etag;
  if (options.validators?.lastModified) conditional["if-modified-since"] = options.validators.lastModified;
  let url = validateUrl(rawUrl, isAllowed);

  try {
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, {
        redirect: "manual",
        dispatcher,
        signal,
        headers: { accept, "user-agent": userAgent, ...conditional },
      });
      if (response.status === 304 && options.validators) {
        await response.body?.cancel();
        return { url: url.toString(), status: 304, contentType: "", headers: response.headers, body: Buffer.alloc(0) };
      }
      if (response.status >= 300 && response.status < 400 && response.headers.get("location")) {
        await response.body?.cancel();
        if (hop >= maxRedirects) {
          throw new GuardedFetchError(`${rawUrl} redirected more than ${maxRedirects} times.`, "too-many-redirects");
        }
        url = validateUrl(new URL(response.headers.get("location")!, url).toString(), isAllowed);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new GuardedFetchError(`${url} answered with HTTP ${response.status}.`, "http-error", response.status);
      }
      const body = await readLimited(response, maxBytes, url, signal);
      return {
        url: url.toString(),
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        headers: response.headers,
        body,
      };
    }
  } catch (error) {
    // A cancelled job stops with its own reason, not as a timeout.
    if (options.signal?.aborted) throw options.signal.reason;
    throw translateError(error, rawUrl, timeoutMs);
  } finally {
    await dispatcher.close();
  }
}

function validateUrl(raw: string, isAllowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new GuardedFetchError(`"${raw}" is not a web address.`, "invalid-url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new GuardedFetchError(`Only http and https addresses can be fetched, not ${url.protocol}`, "invalid-url");
  }
  if (url.username || url.password) {
    throw new GuardedFetchError("Addresses with a user name or password in them are not fetched.", "invalid-url");
  }
  // An IP written into the URL never goes through the DNS lookup below, so it is judged here; names
  // (localhost included) are judged by the addresses they resolve to, when the socket connects.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && !isAllowed(host)) throw privateAddressError(url.hostname);
  const publicOnly = !isAllowed("127.0.0.1");
  if (publicOnly && url.port && url.port !== "80" && url.port !== "443") {
    throw new GuardedFetchError(`Only the standard web ports are allowed, not :${url.port}.`, "invalid-url");
  }
  return url;
}

/** An undici agent whose DNS lookup refuses non-public addresses; the check sits where the socket connects. */
function guardedAgent(
  Agent: typeof UndiciAgent,
  isAllowed: (address: string) => boolean,
): Dispatcher & { close(): Promise<void> } {
  return new Agent({
    connect: {
      timeout: 10_000,
      lookup(hostname, lookupOptions, callback) {
        dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
          if (error) return callback(error, "", 4);
          const list = addresses as LookupAddress[];
          const refused = list.find((entry) => !isAllowed(entry.address));
          if (refused) return callback(privateAddressError(hostname), "", 4);
          if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
          const first = list[0]!;
          callback(null, first.address, first.family);
        });
      },
    },
  });
}

/** The body within `maxBytes` (read-limited-body.ts); a timeout or cancel is the signal's, judged by the caller. */
async function readLimited(response: FetchResponse, maxBytes: number, url: URL, signal: AbortSignal): Promise<Buffer> {
  try {
    // undici's Response is the one Node's fetch returns; only their TypeScript stream types differ.
    return await readLimitedBody(response as unknown as Response, { maxBytes, signal });
  } catch (error) {
    if (error instanceof BodyReadError && error.code === "too-large") {
      throw new GuardedFetchError(
        `${url} is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit.`,
        "too-large",
      );
    }
    // Timeouts and cancels reach translateError as the DOMException fetch gave.
    throw error instanceof BodyReadError && error.cause ? error.cause : error;
  }
}

function privateAddressError(host: string): GuardedFetchError {
  return new GuardedFetchError(
    `${host} points to a private or local network address, which the site does not fetch.`,
    "private-address",
  );
}

function translateError(error: unknown, rawUrl: string, timeoutMs: number): Error {
  if (error instanceof GuardedFetchError) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof GuardedFetchError) return cause;
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new GuardedFetchError(`${rawUrl} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`, "timeout");
  }
  const detail = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return new GuardedFetchError(`${rawUrl} could not be fetched (${detail}).`, "network");
}
