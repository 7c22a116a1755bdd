#!/usr/bin/env bash
# Releases the public site (hosts/public) on its own: builds it into $RELEASE_ROOT/public/releases/<version>,
# writes runtime-config.json from the environment and switches $RELEASE_ROOT/public/current to it.
# nginx (deploy/nginx/public.conf.template) serves `current`: no reload needed. See deploy/README.md.
set -euo pipefail
. "$(dirname "$0")/lib/release.sh"
release_main public hosts/public API_URL SITE_URL ADMIN_REMOTE_URL -- "$@"
