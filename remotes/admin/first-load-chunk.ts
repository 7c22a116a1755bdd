import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP_SOURCE = /[\\/](remotes[\\/]admin[\\/]src|shared[\\/]src)[\\/]/;
// The remote's own copy of a singleton: the host provides it, so it never runs in the site.
const SINGLETON_SOURCE = /[\\/]auth[\\/]auth-store\.ts$/;

/**
 * The dashboard's first load as one file. The inbox's and the history's screens load when first opened
 * (src/app/admin-routes.tsx); without this, Rolldown gives each set of modules they share with the
 * screens of the first load a file of its own, all fetched on the first open anyway, and the extra files
 * cost more than the later screens save (docs/performance.md). Here every module of the app's own
 * source that the exposed App reaches by static imports is one chunk group, and each later screen's
 * chunk holds only what that screen alone needs.
 */
export function firstLoadChunk(entry: string) {
  const root = fileURLToPath(new URL(entry, import.meta.url));
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'texbridge:first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const pending = [root];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (APP_SOURCE.test(imported) && !SINGLETON_SOURCE.test(imported)) pending.push(imported);
        }
      }
    },
  };
  const group = { name: 'remote-app', test: (id: string) => firstLoad.has(id) };
  return { plugin, group };
}
