/**
 * Where to go after signing in: only a path on this site (never "//elsewhere" or "https://…", which
 * would turn the login page into an open redirect). Default: the home page (SPEC.md §4).
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
