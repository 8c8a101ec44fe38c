# content-service with the built content database in its image (a new content release is a
# new image). Build from the repository root:
#   docker build -f deploy/docker/content.Dockerfile -t content-site/content:TAG .
# The build fails, and no image is made, when any content file is broken (file and line are printed).
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
RUN node --import tsx scripts/build-servers.ts && node content-service/dist/build.js --strict-links

FROM deps AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 CONTENT_SERVICE_PORT=3100
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY content-service/package.json content-service/
COPY --from=build /app/content-service/dist content-service/dist
COPY --from=build /app/content-service/.data/content.sqlite content-service/.data/content.sqlite
# Images and other static files referenced by pages are served from the content folder, and
# root-relative pictures (/blog/cover.png) from the public folder beside it (PUBLIC_DIR).
COPY --from=build /app/content content
COPY --from=build /app/public public
USER node
EXPOSE 3100
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.CONTENT_SERVICE_PORT || 3100) + '/api/content/info').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# --no-build: serve the database built above as it is (the filesystem is read-only; a new
# content release is a new image), never rebuild it at start.
CMD ["node", "--enable-source-maps", "content-service/dist/serve.js", "--no-build"]
