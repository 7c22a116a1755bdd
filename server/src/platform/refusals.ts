/**
 * How many calls this instance refused since it started, by status: 401 (no or a bad sign-in) and 403 (signed
 * in, but the call is not for this account's role). A refused call changes nothing and leaves no line in the
 * activity log; this count, in /healthz, is its only trace (docs/security.md, "Roles"). One per app, not per
 * process: the API suite runs many apps in one process.
 */
export function createRefusals() {
  const counts = { 401: 0, 403: 0 };
  return {
    count(status: 401 | 403) {
      counts[status]++;
    },
    snapshot: () => ({ ...counts }),
  };
}

export type Refusals = ReturnType<typeof createRefusals>;
