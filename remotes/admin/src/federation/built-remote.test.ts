import { packageOf, REMOTE_MANIFEST, SINGLETONS } from '@texbridge/shared/federation';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The BUILT dashboard must ask the host for every shared entry point and carry none of them in the
 * code it loads up front. A subpath left out (react/jsx-runtime, react-dom/client) used to be bundled
 * and run as a second copy: 69 KB gzip more on every first /admin open, and a second React.
 *
 * The remote's own copies still exist as fallbacks for standalone mode, but only behind dynamic
 * imports that run when no host provides the module.
 */
const remote = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
let out: string;

interface ManifestEntry {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}
interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: (ManifestEntry & { singleton?: boolean; requiredVersion?: string })[];
  exposes: ManifestEntry[];
}

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'texbridge-remote-build-'));
  execFileSync(
    join(remote, 'node_modules/.bin/vite'),
    ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: remote,
      stdio: 'inherit',
      // A production build, as released: not the test run's NODE_ENV and VITEST flags.
      env: Object.fromEntries(
        Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
      ),
    },
  );
}, 300_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(out, file), 'utf8');

/** The chunks a file imports statically (what loads with it), relative to the build's root. */
function staticImports(file: string): string[] {
  const code = read(file);
  const found = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)];
  return found.map(([, path]) => join(dirname(file), path!));
}

/** Every chunk that loads with the remote entry and the exposed App, before any fallback. */
function upFront(manifest: Manifest): string[] {
  const queue = [manifest.metaData.remoteEntry.name, ...manifest.exposes.flatMap((e) => e.assets.js.sync)];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

/** Where a singleton's code lives in the source maps: its package in node_modules, or the auth store's file. */
const sourceOf = (name: string) =>
  name.startsWith('@texbridge/shared/')
    ? `shared/src/${name.slice('@texbridge/shared/'.length)}.ts`
    : `node_modules/${packageOf(name as never)}/`;

describe('the built dashboard (vite build of remotes/admin)', () => {
  it('declares every entry point of the contract as a singleton, and no shared module beyond it', () => {
    const manifest = JSON.parse(read(REMOTE_MANIFEST)) as Manifest;
    expect(manifest.shared.map((s) => s.name).sort()).toEqual([...SINGLETONS].sort());
    for (const share of manifest.shared) {
      expect(share.singleton, share.name).toBe(true);
      // A range, so that an incompatible host is refused by name (see compatibleRange).
      expect(share.requiredVersion, share.name).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it('loads none of the shared libraries with its own code', () => {
    const manifest = JSON.parse(read(REMOTE_MANIFEST)) as Manifest;
    const chunks = upFront(manifest);
    expect(chunks.length).toBeGreaterThan(3);
    const bundled = chunks.flatMap((chunk) => {
      if (!existsSync(join(out, `${chunk}.map`))) return [];
      const { sources } = JSON.parse(read(`${chunk}.map`)) as { sources: string[] };
      return SINGLETONS.filter((name) => sources.some((source) => source.includes(sourceOf(name)))).map(
        (name) => `${chunk} carries ${name}`,
      );
    });
    expect(bundled).toEqual([]);
  });

  it('can tell: the fallback copies it ships for standalone mode are seen in the maps', () => {
    // Without this, a source-map layout that hid every library would make the check above pass.
    const manifest = JSON.parse(read(REMOTE_MANIFEST)) as Manifest;
    const fallbacks = manifest.shared.flatMap((s) => s.assets.js.async);
    const mapped = fallbacks.flatMap((chunk) =>
      existsSync(join(out, `${chunk}.map`)) ? (JSON.parse(read(`${chunk}.map`)) as { sources: string[] }).sources : [],
    );
    expect(mapped.some((source) => source.includes(sourceOf('react-dom/client')))).toBe(true);
    expect(mapped.some((source) => source.includes(sourceOf('react-router-dom')))).toBe(true);
  });

  it("runs on the host's federation runtime: none of its up-front chunks carries one", () => {
    // experiments.externalRuntime: a second runtime-core was ~18 KB gzip of every first /admin open.
    const manifest = JSON.parse(read(REMOTE_MANIFEST)) as Manifest;
    const carriers = upFront(manifest).filter(
      (chunk) =>
        existsSync(join(out, `${chunk}.map`)) &&
        (JSON.parse(read(`${chunk}.map`)) as { sources: string[] }).sources.some((source) =>
          source.includes('@module-federation/runtime-core/'),
        ),
    );
    expect(carriers).toEqual([]);
  });

  it('publishes its own runtime first when it runs on its own origin (standalone mode)', () => {
    const html = read('index.html');
    const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/provide-runtime-core-[\w-]+\.js$/);
    expect(scripts[1]).toMatch(/mf-entry-bootstrap/);
    const { sources } = JSON.parse(read(`${scripts[0]}.map`)) as { sources: string[] };
    expect(sources.some((source) => source.includes('@module-federation/runtime-core/'))).toBe(true);
  });

  it("loads the forms' code (react-hook-form) only when a form opens, not with the dashboard", () => {
    const manifest = JSON.parse(read(REMOTE_MANIFEST)) as Manifest;
    const carriers = upFront(manifest).filter(
      (chunk) =>
        existsSync(join(out, `${chunk}.map`)) &&
        (JSON.parse(read(`${chunk}.map`)) as { sources: string[] }).sources.some((source) =>
          source.includes('node_modules/react-hook-form/'),
        ),
    );
    expect(carriers).toEqual([]);
  });

  it("loads its own code up front as one file, without the inbox's and the history's screens", () => {
    // Rolldown gave each set of modules shared by the landing screen and a later one a file of its own,
    // all fetched on the first open anyway: more files, more bytes (first-load-chunk.ts).
    const manifest = JSON.parse(read(REMOTE_MANIFEST)) as Manifest;
    const sourcesOf = (chunk: string) =>
      existsSync(join(out, `${chunk}.map`)) ? (JSON.parse(read(`${chunk}.map`)) as { sources: string[] }).sources : [];
    const upFrontSources = upFront(manifest).map((chunk) => ({ chunk, sources: sourcesOf(chunk) }));
    const withAppCode = upFrontSources.filter(({ sources }) =>
      sources.some((source) => /remotes\/admin\/src\/|shared\/src\//.test(source)),
    );
    expect(withAppCode.map(({ chunk }) => chunk)).toHaveLength(1);
    const own = withAppCode[0]!.sources;
    expect(own.some((source) => source.endsWith('features/sliders/components/sliders-manager.tsx'))).toBe(true);
    for (const later of ['inbox/components/request-screen.tsx', 'history/components/trash-screen.tsx'])
      expect(
        own.some((source) => source.endsWith(`features/${later}`)),
        later,
      ).toBe(false);
  });
});
