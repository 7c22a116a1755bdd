import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, startDetached, tmpDir, waitForUrl } from './system.ts';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const mimeTypes = '/etc/nginx/mime.types';

/** deploy/nginx/<name>.conf.template with its ${VARS} filled in, as envsubst does in the nginx image. */
export function renderTemplate(name: 'public' | 'admin' | 'api', vars: Record<string, string>): string {
  const template = readFileSync(join(root, 'deploy', 'nginx', `${name}.conf.template`), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, key: string) => {
    if (!(key in vars)) throw new Error(`deploy/nginx/${name}.conf.template needs ${key}`);
    return vars[key]!;
  });
}

/**
 * Writes a small nginx.conf around one rendered site, in its own prefix under the run's directory
 * (an unprivileged nginx needs its pid, logs and temp files somewhere it can write).
 */
export function writeNginxConfig(name: string, site: string): string {
  const prefix = join(tmpDir, `nginx-${name}`);
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  writeFileSync(join(prefix, 'site.conf'), site);
  const temp = (kind: string) => `${kind}_temp_path ${join(prefix, 'temp', kind)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // As root (CI), workers would otherwise run as nobody, who may not read the checkout.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      `  access_log ${join(prefix, 'access.log')};`,
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${temp(kind)}`),
      `  include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return prefix;
}

/** Starts nginx on a config written by writeNginxConfig; answers its process group's PID once `probe` answers. */
export async function startNginx(name: string, probe: string): Promise<number> {
  const prefix = join(tmpDir, `nginx-${name}`);
  if (!existsSync(join(prefix, 'nginx.conf'))) throw new Error(`no nginx config for ${name}`);
  const pid = startDetached(
    `nginx-${name}`,
    nginxBinary,
    ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', join(prefix, 'nginx.conf')],
    prefix,
    process.env,
  );
  await waitForUrl(probe, 20_000);
  return pid;
}
