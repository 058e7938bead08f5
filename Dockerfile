# Multi-stage image of the portal: build with dev dependencies, run with production ones only.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SOURCE_COMMIT=unknown
ENV SOURCE_COMMIT=${SOURCE_COMMIT}
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# Without install scripts: none of the runtime dependencies needs one. @napi-rs/canvas (the
# server-side PDF preview, with unpdf and pdf-lib runtime dependencies too) comes as a prebuilt
# binary in an optional per-platform package (linux-x64-gnu / linux-arm64-gnu on this glibc image).
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts
# The dependencies patched at install (patches/, applied by the build stage's npm ci).
COPY --from=build /app/node_modules/@remix-run/router ./node_modules/@remix-run/router
COPY --from=build /app/node_modules/@remix-run/react ./node_modules/@remix-run/react
COPY --from=build /app/node_modules/@remix-run/server-runtime ./node_modules/@remix-run/server-runtime
COPY --from=build /app/node_modules/react-router-dom ./node_modules/react-router-dom

FROM node:${NODE_VERSION}-bookworm-slim
# The PDF preview draws text in fonts a PDF names but does not embed (Helvetica, Times) with the
# system's fonts; the slim image has none.
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-liberation \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=production-dependencies --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "./build/server.js"]
