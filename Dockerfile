# Innkeep's server image: the client built and the server bundled once (npm run build), run as JavaScript.
# `docker compose up --build` uses it.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -- --force && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
# pg_dump and pg_restore for `innkeep backup` / `innkeep restore`, of the PostgreSQL major version the
# compose file runs (they must not be older than the server), from the PostgreSQL project's apt repository.
ARG PG_MAJOR=16
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSo /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
  && apt-get purge -y curl && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data GLIBC_TUNABLES=glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The V8 flags keep a worker near 150 MB after the big reads (docs/performance.md, "What was learned"); the workers inherit them.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--heap-growing-percent=25", "dist/server/main.js"]
