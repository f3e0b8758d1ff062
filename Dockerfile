# The production image: docs/deploy.md's recipe ("Build once, run anywhere"), in two stages.
#   docker build --build-arg SITE_URL=https://syncreel.com -t syncreel-site .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… syncreel-site
# `npm test` runs the last stage's steps (scripts/production-install.ts): its COPY lines, its npm
# lines and its CMD, in a fresh folder, then asks the server for pages and an image. No image is
# built there (no Docker engine on that machine); the RUN lines that are not npm are only printed.

# 1. Build: every dependency, the site settings baked in (each one a build argument, see the docs).
FROM node:24-bookworm-slim AS build
# The social cards' font (scripts/social-cards.ts).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
ARG BRAND_NAME SITE_URL APP_URL APP_STORE_URL GOOGLE_PLAY_URL INSTAGRAM_URL FACEBOOK_URL YOUTUBE_URL \
    DIRECTORY_URL DIRECTORY_NAME PRIVACY_POLICY_URL SUPPORT_EMAIL PRIVACY_EMAIL AFFILIATE_EMAIL SALES_EMAIL \
    POSTHOG_KEY POSTHOG_HOST GTM_ID META_PIXEL_ID IP_LOOKUP_URL CONSENT_VERSION DEMO_VIDEO_URL
RUN npm run build

# 2. Run: only `dependencies`, the server's sources and the build, on the image's Node 24.
FROM node:24-bookworm-slim
# The server draws database articles' social cards with the same font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev
COPY server ./server
COPY app ./app
COPY db ./db
COPY --from=build /app/build ./build
# The cards' and images' caches (.cache/) and the embedded database of a preview without
# DATABASE_URL (.data/) are written under /app, by the unprivileged user.
RUN mkdir -p .cache .data && chown node:node .cache .data
USER node
EXPOSE 3000
CMD ["node", "--liftoff-only", "server/main.ts"]
