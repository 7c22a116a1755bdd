# What release.sh refuses: configurations that would ship a half that cannot work, and releases that
# are not whole. Sourced by release.sh.

# The variables a release cannot do without (the local defaults of `npm start` would be wrong here),
# and the combinations that would quietly ship something else than what was asked for.
require_env() {
  local missing=() name
  for name in "$@"; do [ -n "${!name:-}" ] || missing+=("$name"); done
  [ ${#missing[@]} -eq 0 ] || fail "set ${missing[*]} (deploy/README.md, 'Runtime config')"
  check_firebase_env
  check_url_env
  check_all_or_none 'enquiry e-mails (EmailJS)' EMAILJS_SERVICE_ID EMAILJS_TEMPLATE_ID EMAILJS_PUBLIC_KEY
  check_all_or_none 'Cloudinary uploads' CLOUDINARY_CLOUD_NAME CLOUDINARY_UPLOAD_PRESET
}

check_firebase_env() {
  local key=${FIREBASE_API_KEY:-} project=${FIREBASE_PROJECT_ID:-} emulator=${FIREBASE_AUTH_EMULATOR_HOST:-}
  if [ -z "$key" ]; then
    [ "${RELEASE_ALLOW_EMULATOR:-}" = 1 ] ||
      fail "set FIREBASE_API_KEY and FIREBASE_PROJECT_ID for real sign-in (RELEASE_ALLOW_EMULATOR=1 points at the Auth emulator, for rehearsals only)"
    # Without it the runtime config points browsers at 127.0.0.1:9099, a developer's machine.
    [ -n "$emulator" ] || fail "RELEASE_ALLOW_EMULATOR=1 needs FIREBASE_AUTH_EMULATOR_HOST, the emulator's host:port as browsers reach it"
    return 0
  fi
  # The runtime config would fall back to the emulator's demo project: sign-in fails for everyone.
  [ -n "$project" ] || fail "FIREBASE_PROJECT_ID is empty while FIREBASE_API_KEY is set: set FIREBASE_PROJECT_ID to the Firebase project the key belongs to"
  case "$project" in demo-*) fail "FIREBASE_PROJECT_ID '$project' is a demo- project, which exists only in the Auth emulator: use the real project's id" ;; esac
  # The web SDK throws auth/invalid-api-key for these (docs FIELD-NOTES): every sign-in would fail.
  [[ "$key" =~ ^[A-Za-z0-9_-]+$ ]] || fail "FIREBASE_API_KEY holds characters no Firebase key has (':', spaces or quotes?): copy it again from the Firebase console"
  # The API would accept forged tokens with it set, and the runtime config would ignore it.
  [ -z "$emulator" ] || fail "FIREBASE_AUTH_EMULATOR_HOST is set beside FIREBASE_API_KEY: unset it, the Auth emulator is for rehearsals only"
}

# Origins browsers are sent to: absolute http(s) URLs, and never plain http from an https site
# (browsers block such mixed content).
check_url_env() {
  local name value
  for name in API_URL SITE_URL ADMIN_REMOTE_URL; do
    value=${!name:-}
    [ -n "$value" ] || continue
    [[ "$value" =~ ^https?://[^/[:space:]]+(/[^[:space:]]*)?$ ]] || fail "$name must be an absolute http(s) URL: '$value'"
    if [[ "${SITE_URL:-}" == https://* && "$value" == http://* ]]; then
      fail "$name is http:// while SITE_URL is https://: browsers block it on the site's pages; use https"
    fi
  done
  if [ -n "${ADMIN_REMOTE_URL:-}" ] && [[ "${ADMIN_REMOTE_URL%%\?*}" != *.json ]]; then
    fail "ADMIN_REMOTE_URL names the dashboard's manifest (…/mf-manifest.json), not its origin: '$ADMIN_REMOTE_URL'"
  fi
}

# A feature configured by several variables is on with all of them; some alone would be dropped
# without a word by the runtime config.
check_all_or_none() {
  local feature=$1 name set=() unset=()
  shift
  for name in "$@"; do
    if [ -n "${!name:-}" ]; then set+=("$name"); else unset+=("$name"); fi
  done
  [ ${#set[@]} -eq 0 ] || [ ${#unset[@]} -eq 0 ] ||
    fail "${set[*]} set but ${unset[*]} empty: $feature need all of $*, or none"
}

# A release is switched to only when whole: its runtime config, and what the half itself names
# (release_parts, defined by each half's script). Prints what is missing; silent when whole.
release_gaps() {
  local release=$1
  [ -s "$release/runtime-config.json" ] || echo "runtime-config.json"
  if declare -F release_parts >/dev/null; then release_parts "$release"; fi
}

require_whole() {
  local release=$1 version=$2 gaps
  gaps=$(release_gaps "$release")
  [ -z "$gaps" ] || fail "release '$version' is not whole, it lacks: $(echo "$gaps" | paste -sd ',' | sed 's/,/, /g'); not switching to it"
}
