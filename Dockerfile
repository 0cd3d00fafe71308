# Production image: core built to JavaScript (core/dist/server.js, its workspace packages bundled in),
# serving the built storefront and admin UI, with production dependencies only. It needs a PostgreSQL
# (DATABASE_URL): the embedded one is a development convenience and is not installed here.
# Run it with an init process (compose: `init: true`; docker run: `--init`) so signals and orphans are handled.

FROM node:22.23.3-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build:apps \
 && npm run build -w @torget/core
# The production install, apart: every workspace's package.json and the lockfile, no dev dependencies.
RUN mkdir /prod \
 && cp package.json package-lock.json /prod/ \
 && for manifest in */package.json plugins/*/package.json; do \
      mkdir -p "/prod/$(dirname "$manifest")" && cp "$manifest" "/prod/$manifest"; \
    done \
 && cd /prod && npm ci --omit=dev --no-audit --no-fund

FROM node:22.23.3-bookworm-slim
WORKDIR /app
# One malloc arena: glibc gives each thread that mallocs (V8's compiler and GC helpers, libuv's pool) an
# arena of its own, and they fragment. Under the bench's reads core's peak RSS was 224–228 MB with one arena
# against 236–241 MB with glibc's default (docs/performance.md). `npm run bench` applies these ENV lines.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=1
COPY --from=build /prod /app
COPY --from=build /app/core/dist /app/core/dist
COPY --from=build /app/storefront/dist /app/storefront/dist
COPY --from=build /app/admin-ui/dist /app/admin-ui/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, no npm/npx/tsx in between: SIGTERM reaches the server, which drains and stops.
# A heap cap: without one V8 sizes the heap from the host's memory (4 GB on a 24 GiB machine) and lets
# garbage reach ~180 MB before collecting it; capped, peak RSS under load is ~205 MB instead of ~360 MB at
# the same throughput (bench/README.md). Live data is ~60 MB (~95 MB with the catalogue index of 100 000
# products), so 384 MB leaves room. Semi-spaces of 16 MB: with 8, about 1 MB of requests' objects was
# promoted at each young collection under load (--trace-gc-nvp), and the old generation's collections that
# followed set the suggestions' p95 (20–24 ms against 15–18; docs/performance.md); the 16 MB they cost were found by
# loading sharp, node-forge and qrcode when first needed and by mapping logged stacks to TypeScript only
# when they are logged (core/src/shared/mapped-stack.ts) instead of --enable-source-maps, which held every
# file's map from the start (~13 MB). AsyncLocalStorage (MikroORM's transactions) on async context
# frames, Node 24's default, instead of promise hooks that tax every promise: ~10 % of a listing's CPU.
# `npm run bench` runs core with these very arguments.
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=16", "--experimental-async-context-frame", "core/dist/server.js"]
