# The shell (SSR host): its browser bundle and its compiled server. Build from the repository root:
#   docker build -f deploy/docker/shell.Dockerfile -t content-site/shell:TAG .
# A release that changes the kit deploys this image first, then the remotes built against it.
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
RUN npm run build -w @site/shell && node --import tsx scripts/build-servers.ts

FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 SHELL_PORT=3001
COPY --from=prod-deps /app/node_modules node_modules
# Packages the lockfile installs under the shell's workspace (not hoisted), e.g. @fastify/static.
COPY --from=prod-deps /app/shell/node_modules shell/node_modules
COPY package.json ./
COPY shell/package.json shell/
COPY --from=build /app/shell/dist/browser shell/dist/browser
COPY --from=build /app/shell/dist/server/main.js /app/shell/dist/server/main.js.map shell/dist/server/
USER node
EXPOSE 3001
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.SHELL_PORT || 3001) + '/builds/latest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "shell/dist/server/main.js"]
