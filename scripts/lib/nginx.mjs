// @ts-check
// Real nginx for the tests (tests/support, deploy/test): deploy/nginx's templates filled in as the
// nginx image does it, and a small nginx.conf of its own around one site.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { root } from './pnpm.mjs';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const mimeTypes = '/etc/nginx/mime.types';

/** @type {typeof import('../../shared/src/limits/request-bodies.ts')} */
const bodies = await tsImport('../../shared/src/limits/request-bodies.ts', import.meta.url);
/** nginx's size in kilobytes, rounded up: it takes no bytes figure above its own units. @param {number} bytes */
const kilobytes = (bytes) => `${Math.ceil(bytes / 1024)}k`;

/**
 * The templates' variables that follow from the applications' own limits, never chosen by whoever renders
 * them: every path (these scripts, compose's env file, envsubst on a server) takes them from here
 * (`node scripts/lib/nginx.mjs env` prints them; deploy/README.md).
 */
export const derivedVariables = {
  SITE_BODY_MAX: kilobytes(bodies.SITE_BODY_MAX_BYTES),
  API_BODY_MAX: kilobytes(bodies.API_BODY_MAX_BYTES),
  SITE_BODY_TOO_LARGE: bodies.BODY_TOO_LARGE_MESSAGES.site,
  API_BODY_TOO_LARGE: bodies.BODY_TOO_LARGE_MESSAGES.api,
};

/**
 * deploy/nginx/<name>.conf.template with its ${VARS} filled in, as envsubst does in the nginx image;
 * a variable the template names and neither `vars` nor derivedVariables has is an error, not an empty
 * string.
 * @param {'public' | 'admin' | 'api'} name
 * @param {Record<string, string>} vars
 */
export function renderTemplate(name, vars) {
  const template = readFileSync(join(root, 'deploy', 'nginx', `${name}.conf.template`), 'utf8');
  const all = { ...vars, ...derivedVariables };
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, /** @type {string} */ key) => {
    const value = all[/** @type {keyof typeof all} */ (key)];
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

// `node scripts/lib/nginx.mjs env` prints the derived variables as an env file's lines, single-quoted
// (the values hold no quote), which both compose's --env-file and a shell's `. deploy/.env` read.
if (process.argv[1] === import.meta.filename && process.argv[2] === 'env') {
  for (const [key, value] of Object.entries(derivedVariables)) console.log(`${key}='${value}'`);
}
