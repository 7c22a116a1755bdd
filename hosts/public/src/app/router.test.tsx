import { QueryClient } from '@tanstack/react-query';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { appRoutes, type PageHandle } from './router.tsx';

/** hosts/public, where the build's manifest keys start. */
const SITE_ROOT = join(__dirname, '..', '..');

describe("the router's page modules", () => {
  it('each names a file that exists, as the manifest will key it', () => {
    const modules: string[] = [];
    const walk = (routes: RouteObject[]) =>
      routes.forEach((route) => {
        const module = (route.handle as PageHandle | undefined)?.module;
        if (route.lazy) modules.push(module ?? `(route ${route.id} has no handle.module)`);
        walk(route.children ?? []);
      });
    walk(appRoutes(new QueryClient()));
    expect(modules.length).toBeGreaterThan(8);
    for (const module of modules) expect(existsSync(join(SITE_ROOT, module)), module).toBe(true);
  });
});
