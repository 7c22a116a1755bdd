# The history of one half's switches, what it says about each release, and what it lets go.
# Sourced by release.sh.
#
# <half>/history has one line per switch, oldest first: `<epoch seconds> <how> <version>`, how being
# release, switch or rollback. (A line holding only a version, as written before, counts as a switch
# at an unknown time.) From it:
#   - the order of releases is the order in which each first went live;
#   - a release left for an older one is "rolled back", until something switches to it again;
#   - a release "was live" until the next switch.

# One line per version in history, in the order each first went live:
#   <version> <first live epoch> <last live epoch> <rolled back: 0|1>
# The live release's last live time is now.
history_state() {
  local dir=$1
  [ -f "$dir/history" ] || return 0
  awk -v now="$(date +%s)" '
    NF == 1 { t = 0; v = $1 }
    NF >= 3 { t = $1; v = $3 }
    NF == 2 || NF == 0 { next }
    {
      if (!(v in order)) { order[v] = ++n; names[n] = v; first[v] = t }
      if (live != "") {
        last[live] = t
        if (order[v] < order[live]) rolled[live] = 1
      }
      rolled[v] = 0
      live = v
    }
    END {
      if (live != "") last[live] = now
      for (i = 1; i <= n; i++) { v = names[i]; print v, first[v], last[v], rolled[v] + 0 }
    }
  ' "$dir/history"
}

# The release a bare --rollback goes to: the newest one older than the live release that was not
# rolled back and is still on disk. Never the release just left, never back up the history.
rollback_target() {
  local dir=$1 current=$2
  history_state "$dir" | awk -v current="$current" '
    { names[NR] = $1; rolled[NR] = $4; if ($1 == current) at = NR }
    END {
      if (!at) at = NR + 1
      for (i = at - 1; i >= 1; i--) if (!rolled[i]) print names[i]
    }
  ' | while read -r candidate; do
    if [ -d "$dir/releases/$candidate" ]; then
      echo "$candidate"
      break
    fi
  done
}

record_switch() {
  local dir=$1 how=$2 version=$3
  echo "$(date +%s) $how $version" >>"$dir/history"
}

# --list: every release on disk, in the order each went live (then those never live), with when it
# first went live and what it is now.
list_releases() {
  local dir=$1 current version first _last rolled mark state
  current=$(current_version "$dir")
  [ -d "$dir/releases" ] || return 0
  declare -A listed=()
  while read -r version first _last rolled; do
    [ -d "$dir/releases/$version" ] || continue
    listed[$version]=1
    mark=' ' state=''
    if [ "$version" = "$current" ]; then
      mark='*' state='live'
    elif [ "$rolled" = 1 ]; then
      state='rolled back'
    fi
    printf '%s %-32s %-20s %s\n' "$mark" "$version" "$(format_time "$first")" "$state"
  done < <(history_state "$dir")
  for version in $(ls -1 "$dir/releases"); do
    [ -n "${listed[$version]:-}" ] && continue
    mark=' '
    [ "$version" = "$current" ] && mark='*'
    printf '%s %-32s %-20s %s\n' "$mark" "$version" '-' 'never live'
  done
}

format_time() {
  if [ "$1" = 0 ]; then echo '-'; else date -u -d "@$1" '+%Y-%m-%d %H:%M UTC'; fi
}

# The retention rule (deploy/README.md, "Retention"): a release stays on disk, with every one of its
# hashed assets servable, while it is live, among the RELEASE_KEEP (5) releases that went live last,
# or was live in the last RELEASE_KEEP_DAYS (7) days; releases never live are left alone. Older ones
# are deleted, then every pooled asset no kept release holds (a hard link count of one).
prune_releases() {
  local dir=$1 current keep=${RELEASE_KEEP:-5} days=${RELEASE_KEEP_DAYS:-7} now version _first last _rolled
  [[ "$keep" =~ ^[1-9][0-9]*$ ]] || fail "RELEASE_KEEP is a number of releases, at least 1: '$keep'"
  [[ "$days" =~ ^[0-9]+$ ]] || fail "RELEASE_KEEP_DAYS is a number of days: '$days'"
  current=$(current_version "$dir")
  now=$(date +%s)
  local on_disk=()
  while read -r version _first last _rolled; do
    [ -d "$dir/releases/$version" ] && on_disk+=("$version $last")
  done < <(history_state "$dir")
  local count=${#on_disk[@]} i=0
  for entry in "${on_disk[@]}"; do
    i=$((i + 1))
    version=${entry% *} last=${entry#* }
    [ "$version" = "$current" ] && continue
    [ $((count - i)) -lt "$keep" ] && continue
    [ "$last" -ge $((now - days * 86400)) ] && continue
    echo "$(basename "$dir"): deleting release $version (older than the last $keep and not live in $days days)"
    rm -rf "${dir:?}/releases/$version"
  done
  # Releases kept from before the pool existed join it here.
  local release
  for release in "$dir"/releases/*; do [ -d "$release" ] && pool_assets "$dir" "$release"; done
  if [ -d "$dir/assets" ]; then find "$dir/assets" -maxdepth 1 -type f -links 1 -delete; fi
  # Staging directories of builds that died before they finished.
  local staging pid
  for staging in "$dir"/releases/.*.staging.*; do
    [ -d "$staging" ] || continue
    pid=${staging##*.}
    kill -0 "$pid" 2>/dev/null || rm -rf "$staging"
  done
}
