import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A request's id for its log lines and its X-Request-Id header: a caller's own (from a proxy) when
 * it is sane, so log lines can be joined up across services, else a new one.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && requestIdPattern.test(incoming) ? incoming : crypto.randomUUID();
}
