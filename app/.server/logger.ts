import pino from "pino";
import { getEnv } from "./env";

/** One structured logger for the process; the HTTP layer derives per-request children from it. */
export const logger = pino({
  level: getEnv().NODE_ENV === "test" ? "silent" : getEnv().LOG_LEVEL,
  base: undefined,
  redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
});
