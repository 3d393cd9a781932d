# docdelta serve in a container: Node 20, LibreOffice without a GUI (previews, PDF views, format
# conversions) and the fonts metric-compatible with Word's (Liberation, Carlito, Caladea), so pages
# break where Word breaks them. See "Running it on Kubernetes" in the README.
#
#   docker build -t docdelta .
#   docker run -p 8080:8080 -e DOCDELTA_CLIENT_ID=ci -e DOCDELTA_CLIENT_SECRET=… docdelta

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-dist.mjs

FROM node:20-bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui libreoffice-draw-nogui fonts-liberation fonts-crosextra-carlito fonts-crosextra-caladea \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# sharp, @napi-rs/canvas and pdfjs-dist stay outside the bundles (native code, workers): install the runtime dependencies.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The SDK version is pinned for Node 20 (README, S3 storage); its notice about Node 22 is known.
ENV NODE_ENV=production HOME=/tmp AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
USER node
EXPOSE 8080
ENTRYPOINT ["node", "/app/dist/cli/index.js"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080", "--storage", "/tmp/docdelta"]
