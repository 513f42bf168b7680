import pino from "pino";
import { getEnv } from "./env";
import { readableLogLine } from "./readable-log-line";

/**
 * The longest string a log line keeps of any one value. A request can carry megabytes (a 1.9 MB
 * email once made an 11 MB line, and a failed query's error repeats every parameter it had), and a
 * log line is for finding what happened, not for keeping what was sent.
 */
export const maxLoggedValueLength = 2_000;

export function capLoggedValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") {
    return value.length > maxLoggedValueLength
      ? `${value.slice(0, maxLoggedValueLength)}… (${value.length - maxLoggedValueLength} more characters)`
      : value;
  }
  if (depth >= 4 || !value || typeof value !== "object" || value instanceof Error) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => capLoggedValue(item, depth + 1));
  // Only plain data is copied. Objects of a class are left for their serializers: copying their own
  // fields loses what their prototype defines, e.g. the `headersSent` pino-http's response
  // serializer reads, which logged every request's status as null.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, capLoggedValue(item, depth + 1)]));
}

/**
 * Where the lines go: JSON lines on stdout (what a log collector reads: a container, systemd, a
 * file), but readable lines when stdout is a terminal, so that someone running `npm start` reads
 * "WARN  PUBLIC_URL is not set…" rather than raw JSON.
 */
const destination =
  process.stdout.isTTY && getEnv().NODE_ENV !== "test"
    ? { write: (line: string) => process.stdout.write(readableLogLine(line)) }
    : undefined;

/** One structured logger for the process; the HTTP layer derives per-request children from it. */
export const logger = pino(
  {
    level: getEnv().NODE_ENV === "test" ? "silent" : getEnv().LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    serializers: { err: (error: Error) => capLoggedValue(pino.stdSerializers.err(error)) },
    formatters: { log: (object) => capLoggedValue(object) as Record<string, unknown> },
    hooks: {
      // The message too: `logger.info(text)` with a huge text.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => capLoggedValue(arg)) as Parameters<typeof method>);
      },
    },
  },
  destination,
);

export type Logger = typeof logger;
