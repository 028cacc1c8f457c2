# syntax=docker/dockerfile:1
# Frontdesk's image. scripts/check-production-install.mjs runs this file's last stage (its ENV, WORKDIR, COPY, RUN,
# HEALTHCHECK and CMD) in a clean folder in `npm test`, with the build stage's dist/ from `npm run build`, so the
# steps here are the tested ones. Decision 019.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/complete-lockfile.mjs scripts/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=5000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/complete-lockfile.mjs scripts/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
COPY migrations ./migrations
# `npm run backup` and `npm run restore` (README, Backups); PostgreSQL's need its client tools, not in this image.
COPY scripts/backup.mjs scripts/restore.mjs scripts/
COPY --from=build /app/dist ./dist
# container-only: the embedded database's folder belongs to the unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
