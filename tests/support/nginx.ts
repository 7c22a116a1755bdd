import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nginxArgs, nginxBinary, writeNginxConfig as writeConfig } from '@texbridge/scripts/nginx';
import { startDetached, tmpDir, waitForUrl } from './system.ts';

export { renderTemplate } from '@texbridge/scripts/nginx';

/** Writes nginx.conf around one rendered site, under the run's directory; answers the prefix. */
export function writeNginxConfig(name: string, site: string): string {
  const prefix = join(tmpDir, `nginx-${name}`);
  writeConfig(prefix, site);
  return prefix;
}

/** Starts nginx on a config written by writeNginxConfig; answers its process group's PID once `probe` answers. */
export async function startNginx(name: string, probe: string): Promise<number> {
  const prefix = join(tmpDir, `nginx-${name}`);
  if (!existsSync(join(prefix, 'nginx.conf'))) throw new Error(`no nginx config for ${name}`);
  const pid = startDetached(`nginx-${name}`, nginxBinary, nginxArgs(prefix), prefix, process.env);
  await waitForUrl(probe, 20_000);
  return pid;
}
