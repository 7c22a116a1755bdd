# Shared by release-public.sh and release-admin.sh: build one half into a versioned directory,
# write its runtime config, and switch its `current` link in one rename. Sourced, not run.
#
# Layout under $RELEASE_ROOT (default /srv/texbridge), per half:
#   <half>/releases/<version>/   one complete build with its runtime-config.json
#   <half>/current               a link to releases/<version>: what nginx serves
#   <half>/history               every version switched to, oldest first

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

fail() {
  echo "release: $*" >&2
  exit 1
}

release_usage() {
  cat <<USAGE
usage: $1 [VERSION]              build, configure and switch to a new release
       $1 --rollback [VERSION]   switch back (to VERSION, else the release before this one)
       $1 --list                 the releases, the current one marked

VERSION defaults to the commit and the time (e.g. 3f2c1ab-20261122T101500).
RELEASE_ROOT is where releases live (default /srv/texbridge). deploy/README.md lists the
variables the runtime config is written from.
USAGE
}

default_version() {
  local commit
  commit=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo build)
  echo "$commit-$(date -u +%Y%m%dT%H%M%S)"
}

current_version() {
  local link
  link=$(readlink "$1/current" 2>/dev/null) || return 0
  basename "$link"
}

# rename(2) replaces the link in one step: a request sees the old release or the new, never neither.
switch_to() {
  local dir=$1 version=$2
  [ -d "$dir/releases/$version" ] || fail "no release '$version' in $dir/releases"
  ln -sfn "releases/$version" "$dir/current.next"
  mv -T "$dir/current.next" "$dir/current"
  echo "$version" >>"$dir/history"
  echo "$(basename "$dir"): current → $version"
  # What runs from `current` (the site's render server) is restarted by the command given, if any.
  if declare -F release_switched >/dev/null; then release_switched "$version"; fi
}

# The variables a release cannot do without; the local defaults of `npm start` would be wrong here.
require_env() {
  local missing=() name
  for name in "$@"; do [ -n "${!name:-}" ] || missing+=("$name"); done
  [ ${#missing[@]} -eq 0 ] || fail "set ${missing[*]} (deploy/README.md, 'Runtime config')"
  if [ -z "${FIREBASE_API_KEY:-}" ] && [ "${RELEASE_ALLOW_EMULATOR:-}" != 1 ]; then
    fail "set FIREBASE_API_KEY and FIREBASE_PROJECT_ID for real sign-in (RELEASE_ALLOW_EMULATOR=1 points at the Auth emulator, for rehearsals only)"
  fi
}

build_release() {
  local dir=$1 half=$2 app=$3 version=$4
  [[ "$version" =~ ^[A-Za-z0-9._-]+$ ]] || fail "a version is letters, digits, '.', '_' and '-': '$version'"
  [ -e "$dir/releases/$version" ] && fail "release '$version' exists; releases are never rebuilt in place"
  mkdir -p "$dir/releases"
  # Built beside the others and renamed into place when complete: a half-built release never exists.
  local staging="$dir/releases/.$version.staging"
  rm -rf "$staging"
  echo "$half: building $version"
  (cd "$repo/$app" && VITE_RELEASE_VERSION="$version" ./node_modules/.bin/vite build \
    --outDir "$staging" --emptyOutDir --logLevel warn) || fail "the $half build failed"
  node "$repo/scripts/lib/runtime-config.mjs" "$half" >"$staging/runtime-config.json" ||
    fail "could not write runtime-config.json"
  # A half with more to ship than its static build (the site's render server) adds it here.
  if declare -F release_extra >/dev/null; then release_extra "$staging" "$version" || fail "the $half build failed"; fi
  mv -T "$staging" "$dir/releases/$version"
  switch_to "$dir" "$version"
}

rollback() {
  local dir=$1 version=${2:-} current
  current=$(current_version "$dir")
  if [ -z "$version" ]; then
    # The most recent switch to something other than what is live, still on disk.
    version=$({ grep -vxF "${current:-}" "$dir/history" 2>/dev/null || true; } | tac |
      while read -r candidate; do if [ -d "$dir/releases/$candidate" ]; then echo "$candidate" && break; fi; done) || true
    [ -n "$version" ] || fail "nothing to roll back to in $dir"
  fi
  switch_to "$dir" "$version"
}

list_releases() {
  local dir=$1 current name
  current=$(current_version "$dir")
  [ -d "$dir/releases" ] || return 0
  for name in $(ls -1tr "$dir/releases"); do
    if [ "$name" = "$current" ]; then echo "* $name"; else echo "  $name"; fi
  done
}

# release_main HALF APP_DIR REQUIRED_VARS... -- ARGS...
release_main() {
  local half=$1 app=$2 script
  shift 2
  local required=()
  while [ "$1" != "--" ]; do required+=("$1"); shift; done
  shift
  script="deploy/release-$half.sh"
  local dir="${RELEASE_ROOT:-/srv/texbridge}/$half"
  case "${1:-}" in
    -h | --help) release_usage "$script" ;;
    --list) list_releases "$dir" ;;
    --rollback) rollback "$dir" "${2:-}" ;;
    -*) release_usage "$script" >&2 && exit 2 ;;
    *)
      require_env "${required[@]}"
      build_release "$dir" "$half" "$app" "${1:-$(default_version)}"
      ;;
  esac
}
