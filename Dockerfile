# The production image: the built server (.output, self-contained with the dependencies it
# traced) on Node 24, run as a non-root user. Build: `docker build -t timberline .`; run it with
# the environment of docs/configuration.md (docs/deploy.md walks through it, ADR 063).
# BASE_IMAGE is any image with Node 24 on its PATH (scripts/container-test.sh uses a Debian one
# made with debootstrap, where no registry is reachable).
ARG BASE_IMAGE=node:24-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /app
# The lockfile, the patches and the messages first: the install layer (which applies the patches
# and compiles the messages, ADR 074) is reused until one of them changes. `npm install` as the
# README says: the lock file lists only this platform's optional binaries.
COPY package.json package-lock.json ./
COPY patches ./patches
COPY project.inlang ./project.inlang
COPY messages ./messages
COPY scripts/i18n.mjs scripts/i18n-messages.mjs ./scripts/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${BASE_IMAGE} AS runtime
# Two malloc arenas: with the heap's flags on the command line (below), a worker stays under
# 300 MB under load (ADR 075, ADR 087, ADR 089).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Owned by root and read-only to the server: only DATA_DIR is written, so the root filesystem
# may be mounted read-only (with a tmpfs on /tmp).
COPY --from=build /app/.output ./.output
RUN mkdir -p /data && chown 10001:10001 /data
VOLUME ["/data"]
# A number rather than a name: the base image need not have a user database.
USER 10001:10001
EXPOSE 3000
# Readiness: the database answers, migrations are applied, Better Auth reads sessions.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: new requests get 503, those under way finish, exit within 10 s (ADR 015).
STOPSIGNAL SIGTERM
# IMAGE_FLAGS (src/server/platform/node-flags.mjs): PGlite's compiler and the heap's sizes.
CMD ["node", "--liftoff-only", "--max-old-space-size=384", "--max-semi-space-size=16", ".output/server/index.mjs"]
