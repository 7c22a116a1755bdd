// @ts-check
// Real nginx for the tests (tests/support, deploy/test): deploy/nginx's templates filled in as the
// nginx image does it, and a small nginx.conf of its own around one site.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const mimeTypes = '/etc/nginx/mime.types';

/**
 * deploy/nginx/<name>.conf.template with its ${VARS} filled in, as envsubst does in the nginx image;
 * a variable the template names and `vars` lacks is an error, not an empty string.
 * @param {'public' | 'admin' | 'api'} name
 * @param {Record<string, string>} vars
 */
export function renderTemplate(name, vars) {
  const template = readFileSync(join(root, 'deploy', 'nginx', `${name}.conf.template`), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, /** @type {string} */ key) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`deploy/nginx/${name}.conf.template needs ${key}`);
    return value;
  });
}

/**
 * Writes nginx.conf around one rendered site into `prefix` (an unprivileged nginx needs its pid,
 * logs and temp files somewhere it can write); `nginx -p prefix -c prefix/nginx.conf` runs it.
 * @param {string} prefix
 * @param {string} site
 * @param {{ accessLog?: boolean, workers?: number | 'auto' }} [options] one worker unless told (a test's site is small)
 */
export function writeNginxConfig(prefix, site, { accessLog = true, workers = 1 } = {}) {
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  writeFileSync(join(prefix, 'site.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      `worker_processes ${workers};`,
      // As root (CI), workers would otherwise run as nobody, who may not read the checkout.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      `  access_log ${accessLog ? join(prefix, 'access.log') : 'off'};`,
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
      ),
      `  include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
}

/** The arguments that start nginx on what writeNginxConfig wrote. @param {string} prefix */
export const nginxArgs = (prefix) => ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')];
