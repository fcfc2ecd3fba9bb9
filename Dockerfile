# Cashier in one image, built in two stages. The build stage installs everything (dev tools
# included) and builds the staff web app, the guest site and the server bundle; the runtime stage gets only the server's
# production dependencies, the built files, the printing fonts and the demo pictures: no sources,
# no dev dependencies, no build tools. The database's migrations are in the server bundle. The
# SQLite database and uploaded pictures live in the /data volume. Not built in CI here (no Docker
# engine on the development machine); see docs/operations.md.

# ---- build: npm ci with dev dependencies, then `npm run build` (web, site, then server bundle) ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a source change does not reinstall them. Every workspace's package.json
# is needed for npm ci to check the lockfile.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sale/package.json packages/sale/
COPY packages/web-core/package.json packages/web-core/
COPY packages/ui/package.json packages/ui/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/site/package.json apps/site/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of the server only, the built files, a non-root user ----
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sale/package.json packages/sale/
COPY packages/web-core/package.json packages/web-core/
COPY packages/ui/package.json packages/ui/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/site/package.json apps/site/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only the server workspace's dependencies, without dev ones: the web app's libraries are in its
# built files, and the root's Node.js package is not needed (the image's Node.js is 24).
# better-sqlite3 and @node-rs/argon2 ship prebuilt Node-API binaries for glibc on x64 and arm64:
# no compiler needed.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force
COPY scripts/start.mjs scripts/node-version.mjs scripts/
COPY apps/server/fonts apps/server/fonts
COPY apps/server/assets apps/server/assets
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/site/dist apps/site/dist

# The image never rebuilds at start (SKIP_BUILD: there are no sources to build from), and runs as
# the unprivileged `node` user, who owns only /data.
ENV SKIP_BUILD=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=/data/cashier.sqlite \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# npm passes SIGTERM to scripts/start.mjs, which passes it to the server: it finishes the requests
# in flight, ends the event streams and closes the database within 10 s (docker stop waits 10 s
# by default; give it more with --time if requests may take longer).
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
