import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What src/standalone/provide-runtime-core.ts imports: the federation runtime's own code. */
const RUNTIME_CORE_ID = '@texbridge/federation-runtime-core';
const PROVIDER = fileURLToPath(new URL('./src/standalone/provide-runtime-core.ts', import.meta.url));

/**
 * runtime-core's ESM file by its path: `experiments.externalRuntime` replaces only the bare
 * specifier with a shim that reads globalThis._FEDERATION_RUNTIME_CORE. Found the way the plugin
 * finds it (through @module-federation/runtime), so it is the version the remote was built against.
 */
function runtimeCoreFile(): string {
  const fromHere = createRequire(import.meta.url);
  const fromPlugin = createRequire(fromHere.resolve('@module-federation/vite'));
  const fromRuntime = createRequire(fromPlugin.resolve('@module-federation/runtime'));
  return join(dirname(fromRuntime.resolve('@module-federation/runtime-core')), 'index.js');
}

/**
 * The dashboard is built with `experiments.externalRuntime`: inside the site it runs on the host's
 * federation runtime and carries none of its own (~18 KB gzip less on every /admin open). On its own
 * origin (standalone mode) nobody provides one, so this plugin puts a script before the federation's
 * bootstrap in the remote's own index.html that publishes the runtime first. The host never loads it.
 */
export function standaloneRuntimeCore(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let chunk: string | undefined;
  return {
    name: 'texbridge-standalone-runtime-core',
    // After the federation plugin, which rewrites every module script of the page into its bootstrap.
    enforce: 'post',
    config: (_config, env) => {
      command = env.command;
      return { resolve: { alias: { [RUNTIME_CORE_ID]: runtimeCoreFile() } } };
    },
    buildStart() {
      if (command === 'build') chunk = this.emitFile({ type: 'chunk', id: PROVIDER, name: 'provide-runtime-core' });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () =>
        command === 'serve'
          ? [
              {
                tag: 'script',
                attrs: { type: 'module', src: '/src/standalone/provide-runtime-core.ts' },
                injectTo: 'head-prepend',
              },
            ]
          : [],
    },
    generateBundle(_options, bundle) {
      if (!chunk) return;
      const tag = `<script type="module" crossorigin src="./${this.getFileName(chunk)}"></script>`;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
        const html = String(file.source);
        const at = html.indexOf('<script');
        if (at < 0) this.error(`${file.fileName} has no script to run the federation runtime before.`);
        file.source = `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
      }
    },
  };
}
