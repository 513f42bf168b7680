import path from "node:path";
import { Readable } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { ServerApi } from "../app/.server/server-api.ts";
import { redirectToCanonicalPath } from "./canonical-redirect.ts";
import { databaseGate } from "./database-gate.ts";
import { pageCache } from "./page-cache.ts";
import { immutableCacheControl, precompressedAssets } from "./precompressed-assets.ts";
import { requestIdOf } from "./request-id.ts";
import { jsonPostOnly, limitRequestBodies, noStoreWhenSignedIn, refuseNulInUrl } from "./request-guards.ts";
import { securityHeaders } from "./security-headers.ts";

export type AppOptions = {
  serverApi: ServerApi;
  /** Production: the built server bundle. Development: Vite loads it on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
  /** Set by the shutdown handler: new requests are refused while in-flight ones finish. */
  isShuttingDown: () => boolean;
};

const clientBuildDir = path.resolve("build/client");

export function createApp({ serverApi, build, vite, isShuttingDown }: AppOptions) {
  const env = serverApi.getEnv();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // Public pages for visitors who are not signed in, from memory (production only: development
  // renders every request so edits show at once). A hit whose headers are known is answered before
  // anything else runs (the first middleware below); the first hit of a page, and every miss, take
  // the chain, hits before the outage gate (a page in memory needs no database) and misses after it.
  const cache =
    !vite && typeof build !== "function" && env.PAGE_CACHE === "on" ? pageCache({ build, serverApi }) : undefined;
  if (cache) app.use((req, res, next) => (isShuttingDown() ? next() : cache.answerHitsFirst(req, res, next)));

  // The analytics beacon: the one endpoint that may take a thousand requests a second, answered
  // ahead of the request log, compression, the page headers and React Router, which would cost it
  // ten times as much (app/.server/beacon-endpoint.ts; ADR 0028, addendum on ingest). Its answer is
  // an empty 204, or a short JSON error.
  app.all("/api/analytics", (req, res, next) => {
    if (isShuttingDown()) return next();
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(url, {
      method: req.method,
      headers: new Headers(
        Object.entries(req.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((item) => [name, item] as [string, string]),
        ),
      ),
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    serverApi
      .answerBeacon(request, req.ip ?? req.socket.remoteAddress ?? "unknown")
      .then(async (response) => {
        res.status(response.status);
        response.headers.forEach((value, name) => res.setHeader(name, value));
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(next);
  });

  app.use(
    pinoHttp({
      logger: serverApi.logger,
      genReqId(req, res) {
        const id = requestIdOf(req);
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      // One compact line per request: no headers (they carry cookies), no query strings of forms.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );

  // The client address as the trusted proxy chain reports it, for code that only sees the fetch
  // Request (Better Auth's rate limits). Overwritten on every request, so a client cannot forge it.
  app.use((req, _res, next) => {
    req.headers[serverApi.clientIpHeader] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  app.use((_req, res, next) => {
    if (!isShuttingDown()) return next();
    res.setHeader("Connection", "close");
    res.status(503).type("text/plain").send("Server is restarting. Please try again in a moment.");
  });

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await serverApi.checkDatabase(2000);
      res.json({ status: "ready" });
    } catch (error) {
      serverApi.logger.warn({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable", reason: "database" });
    }
  });

  // The largest legitimate body is a blog post's full content from the admin form.
  app.use(limitRequestBodies({ maxBytes: 2 * 1024 * 1024 }));
  app.use(noStoreWhenSignedIn);
  app.use("/api/functions", jsonPostOnly);
  app.use(compression());
  app.use(securityHeaders({ development: Boolean(vite) }));
  app.use(refuseNulInUrl);

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed file names change whenever the content does, so browsers may keep them forever.
    app.use(
      "/assets",
      precompressedAssets(path.join(clientBuildDir, "assets")),
      express.static(path.join(clientBuildDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
      // A missing hashed asset is a plain 404, never an HTML page a browser would try to run or style.
      (_req: express.Request, res: express.Response) => res.status(404).type("text/plain").send("Not found"),
    );
    // Everything else under public/ (icons, PDFs) keeps its name across releases: cache briefly.
    // redirect: false, or /resources (a page) would be redirected to /resources/ (the PDF folder).
    // Pages address the site's images by their content (/images/x.svg?v=hash, app/components/ui/image.tsx):
    // a changed file gets a new address, so those may be kept as long as hashed assets. Only the
    // current hash: an old or made-up one answers today's file, which must not be kept a year.
    app.use(
      express.static(clientBuildDir, {
        maxAge: "1h",
        index: false,
        redirect: false,
        setHeaders: (res: express.Response) => {
          const { path: file, query } = res.req;
          if (serverApi.isCurrentImageVersion(file, query.v)) {
            res.setHeader("Cache-Control", immutableCacheControl);
          }
        },
      }),
    );
  }

  // One address per public page: another spelling of it (case, escapes, a trailing slash) is sent
  // to the canonical one before the cache sees it (canonical-redirect.ts).
  app.use(redirectToCanonicalPath);

  if (cache) app.use(cache.serveHits);

  // PostgreSQL is a separate service that can go away; while it is unreachable, pages answer 503 at once.
  if (env.DATABASE_URL) app.use(databaseGate(serverApi));

  if (cache) app.use(cache.renderMisses);

  app.use(
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(serverApi.requestInfoContext, {
          requestId: String(req.id),
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          cspNonce: res.locals.cspNonce as string,
        });
        return context;
      },
    }),
  );

  return app;
}
