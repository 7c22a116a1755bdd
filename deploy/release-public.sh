#!/usr/bin/env bash
# Releases the public site (hosts/public) on its own: builds it into $RELEASE_ROOT/public/releases/<version>,
# writes runtime-config.json from the environment and switches $RELEASE_ROOT/public/current to it.
# A release holds both halves of the site: the client build (index.html, assets/, runtime-config.json)
# that nginx serves, and the render server (server/: its sources and the SSR bundle in server/dist)
# that nginx proxies every page to. Both come from one build and switch with one link, so a
# rollback flips both. The render server runs from `current` (deploy/public/texbridge-site.service):
# set SITE_RESTART to the command that restarts it (e.g. `systemctl restart texbridge-site`) and the
# script runs it after every switch. See deploy/README.md.
set -euo pipefail
. "$(dirname "$0")/lib/release.sh"

# The render server in the release: server/*.ts (run by tsx), the SSR bundle in server/dist, and
# links to what they need from this checkout: dist → the client build beside it (main.ts reads
# ../dist) and node_modules → hosts/public's dependencies (tsx, fastify, react…).
release_extra() {
  local staging=$1 version=$2 app="$repo/hosts/public"
  mkdir -p "$staging/server"
  (cd "$app" && VITE_RELEASE_VERSION="$version" ./node_modules/.bin/vite build --ssr src/entry-server.tsx \
    --outDir "$staging/server/dist" --emptyOutDir --logLevel warn) || return 1
  cp "$app"/server/*.ts "$staging/server/"
  rm -f "$staging"/server/*.test.ts
  echo '{ "private": true, "type": "module" }' >"$staging/server/package.json"
  ln -s . "$staging/dist"
  ln -s "$app/node_modules" "$staging/node_modules"
}

# What a site release cannot serve without: the client shell and the render server's bundle.
release_parts() {
  local release=$1 part
  for part in index.html server/main.ts server/dist/entry-server.js; do
    [ -s "$release/$part" ] || echo "$part"
  done
}

release_switched() {
  if [ -n "${SITE_RESTART:-}" ]; then
    echo "public: $SITE_RESTART"
    sh -c "$SITE_RESTART" || fail "the render server did not restart ($SITE_RESTART); nginx serves the client shell until it does"
  fi
}

release_main public hosts/public API_URL SITE_URL ADMIN_REMOTE_URL -- "$@"
