# Cashier in one image: the web app and the server built at image build time, `npm start` at run
# time, the SQLite database and uploaded pictures in the /data volume. Not built in CI here (no
# Docker engine on the development machine); see docs/operations.md.
FROM node:24-bookworm-slim

WORKDIR /app

# Dependencies first, so a source change does not reinstall them. better-sqlite3 and
# @node-rs/argon2 ship prebuilt Node-API binaries for glibc on x64 and arm64: no compiler needed.
# npm install also brings the Node.js 24 package that npm's scripts run on (the same major as the
# image's own, which runs npm and the health check).
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/sale/package.json packages/sale/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm install --no-audit --no-fund

COPY . .
RUN npm run build

# The image never rebuilds at start (SKIP_BUILD), and runs as the unprivileged `node` user, who
# owns only /data.
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
