import crypto from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";

/** The outside sources pages may use. Players and media hosts are added by the features that need them. */
export const contentSources = {
  frames: ["https://www.podbean.com"],
  media: ["https:"],
  images: ["'self'", "data:", "https:"],
};

/** Gives every request its own CSP nonce; the React render stamps it on the scripts it emits. */
export function assignCspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
}

/**
 * The one address other sites may put in a frame: the embeddable player (routes/embed/episode-embed.ts,
 * docs/decisions/0031-embed-player.md). Matched on the path as sent, the way the router matches it
 * (any case, an optional trailing slash), so every spelling that reaches the player is frameable and
 * nothing else is.
 */
const frameablePath = /^\/embed\/episodes\/[^/]+\/?$/i;

export const isFrameablePath = (path: string) => frameablePath.test(path);

export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const forPage = helmetFor({ development, frameable: false });
  const forEmbed = helmetFor({ development, frameable: true });
  return [
    assignCspNonce,
    (req, res, next) => (isFrameablePath(req.path) ? forEmbed : forPage)(req, res, next),
    strictTransportSecurityWhenSecure,
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
      next();
    },
  ];
}

/**
 * Helmet's headers. Every page refuses to be framed (`frame-ancestors 'none'` and the older
 * `X-Frame-Options: SAMEORIGIN`); the embed allows any ancestor and sends no X-Frame-Options (it
 * has no value for "any site"), and a page that isolates itself (Cross-Origin-Embedder-Policy) may
 * load it (`Cross-Origin-Resource-Policy: cross-origin`).
 */
function helmetFor({ development, frameable }: { development: boolean; frameable: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline' for scripts: only our bundles and the inline scripts carrying this nonce.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        // Toasts and React style attributes inject inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: contentSources.images,
        mediaSrc: ["'self'", ...contentSources.media],
        frameSrc: contentSources.frames,
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [frameable ? "*" : "'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    // HSTS only means something over HTTPS; see strictTransportSecurityWhenSecure.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    ...(frameable ? { xFrameOptions: false, crossOriginResourcePolicy: { policy: "cross-origin" } } : {}),
  });
}

export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/** `req.secure` honours the trusted proxy's X-Forwarded-Proto, so this works behind a TLS proxy too. */
function strictTransportSecurityWhenSecure(req: Request, res: Response, next: NextFunction) {
  if (req.secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
  next();
}
