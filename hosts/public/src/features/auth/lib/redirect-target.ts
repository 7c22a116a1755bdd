import { paths } from '../../../config/paths.ts';

/**
 * Where to go after signing in. No target: the home page (docs/spec.md §4). A target is followed only when
 * it is a path on this site, read the way the browser will read it: "/\t/evil.example" is
 * "//evil.example" to a URL parser, so string checks alone turn the login page into an open redirect
 * or a navigation that never completes. Anything else leads to the dashboard, the page a person
 * signing in came for.
 */
export function safeRedirectTarget(value: string | null | undefined, origin = window.location.origin): string {
  if (!value) return paths.home.getHref();
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return paths.admin.getHref();
  }
  if (!value.startsWith('/') || url.origin !== origin) return paths.admin.getHref();
  return url.pathname + url.search + url.hash;
}
