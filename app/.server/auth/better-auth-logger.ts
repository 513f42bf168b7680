import { logger } from "../logger";

type BetterAuthLevel = "debug" | "info" | "warn" | "error";

/**
 * Better Auth's own messages ("User not found", a failed database call) as pino lines with
 * `source: "better-auth"`, instead of coloured text on the console that log collectors cannot parse.
 * Only the message and an Error's details are kept: the other arguments can be request data.
 */
export const betterAuthLogger = {
  // Every message reaches pino, whose LOG_LEVEL decides what is written.
  level: "debug" as const,
  log(level: BetterAuthLevel, message: string, ...args: unknown[]) {
    const err = args.find((arg): arg is Error => arg instanceof Error);
    logger[level]({ source: "better-auth", ...(err ? { err } : {}) }, message);
  },
};
