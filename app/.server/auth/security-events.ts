import { logger } from "../logger";

/**
 * Security events (ASVS 7.1.3, 7.2): one structured pino line each, with an `event` field, who
 * (user id and email) and from where (the client address Express set). Never a password, code,
 * token or secret: callers pass only the fields below and plain facts.
 */
export type Actor = { userId: string; email: string };

/**
 * The header Express sets from `req.ip` on every request (overwriting anything a client sent), so
 * Better Auth's rate limits and session records see the real client address, proxy-aware.
 */
export const clientIpHeader = "x-app-client-ip";

export function clientIpOf(headers: Headers | undefined): string | undefined {
  return headers?.get(clientIpHeader) ?? undefined;
}

/** Plain facts only; `headers` is read for the client address and never logged. */
type EventFields = { headers?: Headers } & Record<string, string | number | boolean | Headers | undefined>;

export function logSecurityEvent(level: "info" | "warn", event: string, fields: EventFields, message: string): void {
  const { headers, ...rest } = fields;
  const clientIp = clientIpOf(headers);
  logger[level]({ event, ...rest, ...(clientIp ? { clientIp } : {}) }, message);
}
