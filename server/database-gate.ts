import type { RequestHandler } from "express";
import type { ServerApi } from "../app/.server/server-api.ts";

/** How long a database check's verdict stands before the next request asks again. */
const RECHECK_AFTER_MS = 1000;
const CHECK_TIMEOUT_MS = 1000;
const RETRY_AFTER_SECONDS = 5;

const unavailableMessage = "The site is temporarily unavailable. Please try again in a moment.";
const unavailablePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable | Untangled</title></head>
<body><main><h1>We'll be right back</h1><p>${unavailableMessage}</p></main></body>
</html>
`;

/**
 * Answers 503 at once while the database (PostgreSQL, a separate service) cannot be reached, rather
 * than letting each request wait for connection timeouts, and lets traffic through again as soon as
 * it answers. The verdict comes from a one-second `select 1` shared by all requests: under traffic a
 * healthy instance checks about once a second in the background, a failing one on the next request
 * after a second. The embedded database lives in this process and cannot go away, so it is not gated.
 */
export function databaseGate(serverApi: Pick<ServerApi, "checkDatabase" | "logger">): RequestHandler {
  let healthy = true;
  let checkedAt = 0;
  let pending: Promise<boolean> | undefined;

  function check(): Promise<boolean> {
    pending ??= serverApi
      .checkDatabase(CHECK_TIMEOUT_MS)
      .then(
        () => true,
        (error: unknown) => {
          if (healthy) serverApi.logger.error({ err: error }, "database unreachable: answering 503 until it returns");
          return false;
        },
      )
      .then((ok) => {
        if (ok && !healthy) serverApi.logger.info("database reachable again: serving requests");
        healthy = ok;
        checkedAt = Date.now();
        pending = undefined;
        return ok;
      });
    return pending;
  }

  return (req, res, next) => {
    const stale = Date.now() - checkedAt > RECHECK_AFTER_MS;
    if (healthy) {
      if (stale) void check();
      return next();
    }
    void (stale ? check() : Promise.resolve(false)).then((ok) => {
      if (ok) return next();
      res.status(503).setHeader("Retry-After", String(RETRY_AFTER_SECONDS)).setHeader("Cache-Control", "no-store");
      const wantsJson = req.path.startsWith("/api/") || req.path.endsWith(".data") || !req.accepts("html");
      if (wantsJson) res.json({ error: unavailableMessage });
      else res.type("html").send(unavailablePage);
    });
  };
}
