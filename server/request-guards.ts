import type { RequestHandler } from "express";

/**
 * Better Auth's session cookie, plain or with the __Secure- prefix it uses over HTTPS (the same
 * pattern as `mayHaveSession` in app/.server/auth/guards.ts, which the app side uses).
 */
export const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * A page answered to a signed-in visitor may carry personal content: no cache, shared or private,
 * may keep it (ASVS 8.2.1). A route that sets its own Cache-Control (a feed) still replaces this.
 */
export const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  if (sessionCookie.test(req.headers.cookie ?? "")) res.setHeader("Cache-Control", "private, no-store");
  next();
};

/**
 * Refuses request bodies larger than any form or endpoint of the site takes, before anything reads
 * them: by the declared length (413), and bodies without one (chunked uploads, which browsers never
 * send for forms or fetch with a string body) are refused outright (411), so no handler can be made
 * to buffer an endless stream.
 */
export function limitRequestBodies({ maxBytes }: { maxBytes: number }): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next();
      res.setHeader("Connection", "close");
      return res.status(411).type("text/plain").send("Please send the request with a Content-Length.");
    }
    if (Number(declared) > maxBytes) {
      res.setHeader("Connection", "close");
      return res.status(413).type("text/plain").send("The request is too large.");
    }
    next();
  };
}

/**
 * The server functions under /api/functions take JSON by POST only: another method answers 405, a
 * body of another type 415. A cross-site page cannot send `application/json` without a CORS
 * preflight, which this site never grants. The job reports (`/api/functions/jobs…`) are read with
 * GET as well; they change nothing.
 */
export const jsonPostOnly: RequestHandler = (req, res, next) => {
  const isJobRead = (req.method === "GET" || req.method === "HEAD") && /^\/jobs(?:\/|$)/.test(req.path);
  if (req.method !== "POST" && !isJobRead) {
    res.setHeader("Allow", "POST");
    return res.status(405).json({ error: "This endpoint takes POST requests only." });
  }
  const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (hasBody && !/^application\/json\b/i.test(req.headers["content-type"] ?? "")) {
    return res.status(415).json({ error: "Please send the request body as application/json." });
  }
  next();
};

/**
 * A NUL byte (`%00`) has no business in any address of the site, and PostgreSQL cannot store or
 * compare it in text: `/episodes?q=%00` failed deep in a query as a 500. Refused at the door with a
 * plain 400 instead. Forms get the same check as they are read (app/.server/read-form.ts).
 */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
  if (/%00|\0/.test(req.originalUrl)) {
    return res.status(400).type("text/plain").send("The address contains a character that is not allowed.");
  }
  next();
};
