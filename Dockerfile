# Production image. See docs/deploy.md for the environment variables and how to run it.
#
#   docker build -t untangled .
#   docker run -p 3000:3000 -v untangled-data:/data \
#     -e PUBLIC_URL=https://example.com -e AUTH_SECRET="$(openssl rand -base64 32)" untangled

# The Node version the tests run on (.node-version, the `node` devDependency); Renovate moves them
# together.
ARG NODE_IMAGE=node:24.21.0-slim

# ---- build: every dependency (Vite, React Router's CLI, Tailwind) and `react-router build` ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime: production dependencies, the build and the few files the server reads ----
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app

# Only what the server imports at run time: no devDependencies, and no optional peers either
# (better-auth lists vitest, drizzle-kit, Prisma, … as optional peers; npm would install the ones the
# lockfile holds for development, over 100 MB of build and test tooling). Then the files of those
# packages that Node never loads: source maps (the server runs without --enable-source-maps), type
# declarations and Markdown docs other than licences, about 50 MB of some 175 (docs/deploy.md).
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --omit=optional && npm cache clean --force \
  && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' \
       -o \( -iname '*.md' ! -iname 'licen[cs]e*' \) \) -delete
# resvg (share cards, app/.server/share-cards) draws with a native binary that npm ships as an
# optional dependency per platform, which --omit=optional leaves out: the build stage installed the one
# for this image's platform, so take @resvg from there. The brand fonts the cards use are read from
# node_modules/@fontsource/{lora,source-sans-3}/files (*.woff), regular dependencies, kept above.
COPY --from=build /app/node_modules/@resvg ./node_modules/@resvg

# What the running server reads, all relative to the working directory:
#   build/    the server bundle (build/server/index.js) and the static files and CSS (build/client/)
#   server/   the Express entry, run as TypeScript by Node 24's type stripping
#   drizzle/  the SQL migrations, applied at start (meta/_journal.json included)
#   scripts/  `npm run admin`, `db:migrate`, `db:backup` and `db:restore` inside the container; the
#             backup scripts run app modules from source (no build), copied beside them
#   app/content/public-pages.ts  the list of public pages the page cache may keep
#   app/lib/page-query.ts, episode-extras.ts  the query parameters the page cache keys pages on
#   app/lib/copyright.ts, app/content/site.ts  the calendar year a cached page was rendered in (its footer shows it)
#   app/lib/quick-exit.ts  QUICK_EXIT_URL's default, which app/.server/env.ts reads
COPY --from=build /app/build ./build
COPY server ./server
COPY drizzle ./drizzle
COPY scripts ./scripts
COPY app/content/public-pages.ts ./app/content/public-pages.ts
COPY app/lib/page-query.ts ./app/lib/page-query.ts
COPY app/lib/episode-extras.ts ./app/lib/episode-extras.ts
COPY app/lib/copyright.ts ./app/lib/copyright.ts
COPY app/content/site.ts ./app/content/site.ts
COPY app/lib/quick-exit.ts ./app/lib/quick-exit.ts
COPY app/.server/env.ts ./app/.server/env.ts
COPY app/.server/db/backup.ts ./app/.server/db/backup.ts
COPY app/.server/db/backup ./app/.server/db/backup
# scripts/ensure-build.ts (behind `npm run admin`) rebuilds when a source such as package-lock.json
# or app/ looks newer than the build; there is no build tooling here, so make the build the newest.
RUN touch build/server/index.js

# The embedded database and the generated cookie secret live in DATA_DIR. The other writable path is
# backups/, where `npm run db:backup` writes by default: mount a host folder there.
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
VOLUME ["/data"]

USER node
EXPOSE 3000

# No curl in the slim image: Node's fetch asks /healthz, which answers while the process does. Not
# /readyz: during a PostgreSQL outage the app answers 503 and recovers by itself (server/), and a
# restart would only lose that; readiness is for the load balancer, not for restarts.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Straight to the server, not `npm start`: that would try to build, and npm would sit between the
# orchestrator's SIGTERM and the graceful shutdown. Migrations run before it listens. The V8 flags
# and MALLOC_ARENA_MAX above keep its memory small (server/node-flags.ts).
CMD ["node", "--liftoff-only", "--max-semi-space-size=16", "server/main.ts"]
