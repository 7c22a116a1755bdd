#!/usr/bin/env bash
# Releases the dashboard remote (remotes/admin) on its own: builds it into $RELEASE_ROOT/admin/releases/<version>,
# writes its standalone runtime-config.json and switches $RELEASE_ROOT/admin/current to it. The running
# site loads the new mf-manifest.json on its next visit to /admin: no site rebuild, no restart.
set -euo pipefail
. "$(dirname "$0")/lib/release.sh"
release_main admin remotes/admin API_URL -- "$@"
