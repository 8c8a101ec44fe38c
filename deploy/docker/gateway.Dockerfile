# The gateway: the only public process. Build from the repository root:
#   docker build -f deploy/docker/gateway.Dockerfile -t content-site/gateway:TAG .
# Stages: deps (every dependency, to build), build (compiles the server), prod-deps (runtime
# dependencies only), runtime (compiled server + runtime dependencies, non-root).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shell/package.json shell/
COPY shell/contracts/package.json shell/contracts/
COPY shell/kit/package.json shell/kit/
COPY content-service/package.json content-service/
COPY gateway/package.json gateway/
COPY docs-app/package.json docs-app/
COPY blog-app/package.json blog-app/
COPY templates-app/package.json templates-app/
COPY studio-app/package.json studio-app/

FROM deps AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN node --import tsx scripts/build-servers.ts

FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 GATEWAY_PORT=3000 GATEWAY_METRICS_PORT=9464
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY gateway/package.json gateway/
COPY --from=build /app/gateway/dist gateway/dist
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.GATEWAY_PORT || 3000) + '/healthz/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "gateway/dist/main.js"]
