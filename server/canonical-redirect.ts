import type { RequestHandler } from "express";
import { canonicalRedirect } from "./canonical-path.ts";

/**
 * Sends GET/HEAD of a public page spelled another way (`/EPISODES`, `/episodes/`, `/%65pisodes`) to
 * its canonical address with a 301, before the page cache: one page, one cache entry, and a flood
 * of spellings costs a redirect each instead of a render and an entry (canonical-path.ts). Other
 * methods are left alone: a 301 would turn a form's POST into a GET.
 */
export const redirectToCanonicalPath: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const location = canonicalRedirect(req.originalUrl);
  if (location === undefined) return next();
  // The canonical spelling of an address never changes, so browsers and CDNs may remember it.
  res.setHeader("Cache-Control", "public, max-age=86400");
  return res.redirect(301, location);
};
