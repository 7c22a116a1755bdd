/**
 * A path of this site to link back to, or the home page: never another origin (`//host`, `/\host`), and
 * nothing that would end an attribute. The site's thank-you page reads it from its address, which anyone
 * can write: its "Back to the page you were on" link, and the render server's page for it.
 */
export const localPath = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])[^\s"<>\\]*$/.test(value) ? value : '/';
