#!/usr/bin/env bash
# Releases the dashboard remote (remotes/admin) on its own: builds it into $RELEASE_ROOT/admin/releases/<version>,
# writes its standalone runtime-config.json and switches $RELEASE_ROOT/admin/current to it. The running
# site loads the new mf-manifest.json on its next visit to /admin: no site rebuild, no restart.
set -euo pipefail
. "$(dirname "$0")/lib/release.sh"

# What the site loads from a dashboard release: mf-manifest.json, and the entry it names.
release_parts() {
  local release=$1
  node -e '
    const { existsSync, readFileSync, statSync } = require("node:fs");
    const { join } = require("node:path");
    const file = join(process.argv[1], "mf-manifest.json");
    if (!existsSync(file)) { console.log("mf-manifest.json"); process.exit(0); }
    let entry;
    try { entry = JSON.parse(readFileSync(file, "utf8")).metaData.remoteEntry; } catch {}
    if (!entry || !entry.name) { console.log("a readable mf-manifest.json naming its remoteEntry"); process.exit(0); }
    const path = join(entry.path || "", entry.name);
    const full = join(process.argv[1], path);
    if (!existsSync(full) || statSync(full).size === 0) console.log(path + " (the entry mf-manifest.json names)");
  ' "$release"
}

release_main admin remotes/admin API_URL -- "$@"
