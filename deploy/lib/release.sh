# Shared by release-public.sh and release-admin.sh: build one half into a versioned directory,
# write its runtime config, and switch its `current` link in one rename. Sourced, not run.
#
# Layout under $RELEASE_ROOT (default /srv/texbridge), per half:
#   <half>/releases/<version>/   one complete build with its runtime-config.json
#   <half>/current               a link to releases/<version>: what nginx serves
#   <half>/assets/               hard links to the hashed assets of every release kept, which nginx
#                                serves when `current` lacks one: an open page keeps loading its chunks
#   <half>/history               every switch, oldest first (lib/history.sh)
#   <half>/.lock                 held while a release or rollback decides and switches (flock)

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
. "$repo/deploy/lib/checks.sh"
. "$repo/deploy/lib/history.sh"

fail() {
  echo "release: $*" >&2
  exit 1
}

release_usage() {
  cat <<USAGE
usage: $1 [VERSION]              build, configure and switch to a new release
       $1 --rollback [VERSION]   switch back (to VERSION, else the newest older release not rolled back)
       $1 --switch VERSION       switch to a release already in releases/ (built elsewhere and copied)
       $1 --list                 the releases: the live one starred, the ones rolled back marked

VERSION defaults to the commit and the time (e.g. 3f2c1ab-20261122T101500).
RELEASE_ROOT is where releases live (default /srv/texbridge). RELEASE_KEEP (5) and
RELEASE_KEEP_DAYS (7) say which old releases stay (deploy/README.md, "Retention"). deploy/README.md
lists the variables the runtime config is written from.
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

# One release or rollback of a half at a time: each reads the history and `current`, and they would
# otherwise race on current.next. Waits for the one under way rather than failing.
take_lock() {
  local dir=$1
  mkdir -p "$dir"
  exec {release_lock}>>"$dir/.lock"
  if ! flock -n "$release_lock"; then
    echo "$(basename "$dir"): waiting for the release or rollback under way"
    flock -w "${RELEASE_LOCK_WAIT:-600}" "$release_lock" ||
      fail "another release or rollback of $(basename "$dir") still holds $dir/.lock after ${RELEASE_LOCK_WAIT:-600} s"
  fi
}

# Two files of one name hold the same asset: the same bytes, or for a precompressed <asset>.gz the same
# bytes once unzipped (another zlib, e.g. after a Node upgrade, may compress one input differently).
same_asset() {
  cmp -s "$1" "$2" && return 0
  [[ "$1" == *.gz ]] && cmp -s <(gzip -dc "$1") <(gzip -dc "$2")
}

# Every hashed asset of the release, hard-linked into the pool. A name already pooled is the same
# content (the hash is in the name): the release then shares the pooled file, so a pooled file's link
# count says how many kept releases still hold it.
pool_assets() {
  local dir=$1 release=$2 file name
  [ -d "$release/assets" ] || return 0
  mkdir -p "$dir/assets"
  for file in "$release"/assets/*; do
    [ -f "$file" ] || continue
    name=$(basename "$file")
    if [ ! -e "$dir/assets/$name" ]; then
      ln "$file" "$dir/assets/$name" || fail "could not link $file into $dir/assets (one file system?)"
    elif [ ! "$file" -ef "$dir/assets/$name" ]; then
      same_asset "$file" "$dir/assets/$name" ||
        fail "assets/$name of $(basename "$release") differs from the kept file of that name: hashed names must change with their content"
      ln -f "$dir/assets/$name" "$file"
    fi
  done
}

# Called with the lock held. rename(2) replaces the link in one step: a request sees the old release
# or the new, never neither.
switch_to() {
  local dir=$1 version=$2 how=$3
  [[ "$version" =~ ^[A-Za-z0-9._-]+$ ]] || fail "a version is letters, digits, '.', '_' and '-': '$version'"
  [ -d "$dir/releases/$version" ] || fail "no release '$version' in $dir/releases"
  require_whole "$dir/releases/$version" "$version"
  pool_assets "$dir" "$dir/releases/$version"
  ln -sfn "releases/$version" "$dir/current.next"
  mv -T "$dir/current.next" "$dir/current"
  record_switch "$dir" "$how" "$version"
  echo "$(basename "$dir"): current → $version"
  # What runs from `current` (the site's render server) is restarted by the command given, if any;
  # without the lock, or a server it starts would hold it for good.
  if declare -F release_switched >/dev/null; then release_switched "$version" {release_lock}>&-; fi
  prune_releases "$dir"
}

build_release() {
  local dir=$1 half=$2 app=$3 version=$4
  [[ "$version" =~ ^[A-Za-z0-9._-]+$ ]] || fail "a version is letters, digits, '.', '_' and '-': '$version'"
  [ -e "$dir/releases/$version" ] && fail "release '$version' exists; releases are never rebuilt in place"
  mkdir -p "$dir/releases"
  # Built beside the others and renamed into place when complete: a half-built release never exists.
  # Its own name per build, so two builds of one version cannot write into each other.
  local staging="$dir/releases/.$version.staging.$$"
  echo "$half: building $version"
  (cd "$repo/$app" && VITE_RELEASE_VERSION="$version" ./node_modules/.bin/vite build \
    --outDir "$staging" --emptyOutDir --logLevel warn) || fail "the $half build failed"
  node "$repo/scripts/lib/runtime-config.mjs" "$half" >"$staging/runtime-config.json" ||
    fail "could not write runtime-config.json"
  # A half with more to ship than its static build (the site's render server) adds it here.
  if declare -F release_extra >/dev/null; then release_extra "$staging" "$version" || fail "the $half build failed"; fi
  local gaps
  gaps=$(release_gaps "$staging")
  [ -z "$gaps" ] || fail "the $half build of $version lacks: $(echo "$gaps" | paste -sd ' ') (left in $staging)"
  take_lock "$dir"
  [ -e "$dir/releases/$version" ] && fail "release '$version' exists; releases are never rebuilt in place"
  mv -T "$staging" "$dir/releases/$version"
  switch_to "$dir" "$version" release
}

# Nothing to switch to: say so without creating the half's directory.
require_releases() {
  local dir=$1 version=$2
  [ -d "$dir/releases" ] && return 0
  [ -n "$version" ] && fail "no release '$version' in $dir/releases"
  fail "nothing to roll back to in $dir: it holds no releases"
}

rollback() {
  local dir=$1 version=${2:-} current
  require_releases "$dir" "$version"
  take_lock "$dir"
  current=$(current_version "$dir")
  if [ -z "$version" ]; then
    version=$(rollback_target "$dir" "$current")
    [ -n "$version" ] || fail "nothing to roll back to in $dir: no older release that was not rolled back is left"
  fi
  [ "$version" != "$current" ] || fail "'$version' is already live"
  switch_to "$dir" "$version" rollback
}

switch_only() {
  local dir=$1 version=$2
  [ -n "$version" ] || fail "--switch needs the VERSION to switch to"
  require_releases "$dir" "$version"
  take_lock "$dir"
  switch_to "$dir" "$version" switch
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
    --switch) switch_only "$dir" "${2:-}" ;;
    -*) release_usage "$script" >&2 && exit 2 ;;
    *)
      require_env "${required[@]}"
      build_release "$dir" "$half" "$app" "${1:-$(default_version)}"
      ;;
  esac
}
