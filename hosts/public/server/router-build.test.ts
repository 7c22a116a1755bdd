// @vitest-environment node
// Which React Router the browser's build bundles (vite.config.ts): a real vite build, with the site's
// `resolve` settings, of a module using the router. Here rather than beside the config: vitest.config.ts runs
// this directory's tests in Node.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type ConfigEnv, type UserConfig, type UserConfigFnObject } from 'vite';
import { afterAll, expect, it } from 'vitest';
import siteConfig from '../vite.config.ts';

// Inside the site's node_modules, so that the module's imports resolve as the site's do.
const root = mkdtempSync(join(fileURLToPath(new URL('../node_modules/', import.meta.url)), '.router-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** One of React Router's developer warnings, which its development build keeps and its production build drops. */
const DEVELOPER_WARNING = 'You rendered descendant <Routes>';

async function bundle(env: ConfigEnv) {
  const { resolve } = (siteConfig as UserConfigFnObject)(env) as UserConfig;
  writeFileSync(join(root, 'main.js'), "import { useRoutes } from 'react-router-dom';\nexport { useRoutes };\n");
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve,
    build: {
      write: false,
      lib: { entry: join(root, 'main.js'), formats: ['es'], fileName: 'main' },
      rolldownOptions: { external: ['react', 'react-dom'] },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return (result as { output: { type: string; code?: string }[] }).output.map((file) => file.code ?? '').join('\n');
}

it("bundles React Router's production build into the browser's code, with no developer warnings", async () => {
  expect(await bundle({ command: 'build', mode: 'production', isSsrBuild: false })).not.toContain(DEVELOPER_WARNING);
});

it('keeps the warnings where a developer reads them: the dev server and the tests', async () => {
  expect(await bundle({ command: 'serve', mode: 'development' })).toContain(DEVELOPER_WARNING);
});
