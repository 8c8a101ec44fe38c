# One remote's asset server with its published versions. Build from the repository root, after
# copying the remote's current dist/ into the context (it keeps the versions open pages use):
#   docker build -f deploy/docker/remote.Dockerfile --build-arg REMOTE=docs-app -t content-site/docs-app:TAG .
# Rolling out and back: deploy/README.md.
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
ARG REMOTE
RUN test -n "$REMOTE" || (echo "set --build-arg REMOTE=<folder>, e.g. docs-app" && exit 1)
RUN npm ci --no-audit --no-fund
COPY . .
# Adds a new immutable version beside those already in $REMOTE/dist and re-points current.json.
RUN npm run build -w "@site/$REMOTE" && node --import tsx scripts/build-servers.ts

FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ARG REMOTE
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 REMOTE=$REMOTE
COPY --from=prod-deps /app/node_modules node_modules
# Packages the lockfile installs under the shell's workspace (not hoisted), e.g. @fastify/static.
COPY --from=prod-deps /app/shell/node_modules shell/node_modules
COPY package.json ./
COPY shell/package.json shell/
COPY --from=build /app/shell/dist/server/serve-remote.js /app/shell/dist/server/serve-remote.js.map shell/dist/server/
COPY --from=build /app/$REMOTE/dist $REMOTE/dist
USER node
EXPOSE 3201 3202 3203 3204
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "const [v, d] = { 'docs-app': ['DOCS_APP_PORT', 3201], 'blog-app': ['BLOG_APP_PORT', 3202], 'templates-app': ['TEMPLATES_APP_PORT', 3203], 'studio-app': ['STUDIO_APP_PORT', 3204] }[process.env.REMOTE]; fetch('http://127.0.0.1:' + (process.env[v] || d) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "shell/dist/server/serve-remote.js"]
