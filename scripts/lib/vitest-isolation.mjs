// @ts-check
// Which of an app's test files need a module registry of their own (docs/architecture.md, Tests).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What in a test file's source keeps it out of the shared registry, and why:
 * - `vi.mock(`: a mocked module does not stay inside its file there;
 * - a server render (`react-dom/server`, the site's `entry-server`): React marks each context it provides
 *   as the server renderer's, and a render left unfinished leaves the mark, so every later client render
 *   of that context in the registry warns of two renderers.
 */
const NEEDS_ITS_OWN = ['vi.mock(', 'react-dom/server', 'entry-server'];

/**
 * The test files under `root`/`dirs` that run isolated, as paths relative to `root`. The suites run
 * their other files in one shared module registry (Vitest's `isolate: false`; the app suites' files also
 * in one DOM), where starting a DOM and the setup file for each file took more than half of each app
 * suite's time, and importing the server a quarter of the API suite's.
 * @param {string} root the package's directory
 * @param {string[]} dirs folders of it
 * @returns {string[]}
 */
export function testFilesToIsolate(root, dirs) {
  return dirs
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.test\.tsx?$/.test(name))
        .map((name) => join(root, dir, name)),
    )
    .filter((path) => {
      const source = readFileSync(path, 'utf8');
      return NEEDS_ITS_OWN.some((marker) => source.includes(marker));
    })
    .map((path) => relative(root, path))
    .sort();
}

/**
 * @typedef {object} AppTestProject A Vitest project of an app suite (jsdom, Testing Library's setup file)
 * @property {true} extends
 * @property {{ name: string, environment: 'jsdom', globals: boolean, setupFiles: string[], css: boolean,
 *   include: string[], exclude?: string[], isolate?: boolean }} test
 */

/**
 * An app suite's projects: its test files under `src/` in one shared DOM and module registry, and those
 * testFilesToIsolate names in their own.
 * @param {string} root the package's directory
 * @param {string} name the suite's name in Vitest's report
 * @param {readonly string[]} defaultExclude Vitest's `configDefaults.exclude`
 * @returns {AppTestProject[]}
 */
export function appTestProjects(root, name, defaultExclude) {
  const app = {
    environment: /** @type {const} */ ('jsdom'),
    globals: true,
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
  };
  const isolated = testFilesToIsolate(root, ['src']);
  /** @type {AppTestProject[]} */
  const projects = [
    {
      extends: true,
      test: {
        ...app,
        name,
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...defaultExclude, ...isolated],
        isolate: false,
      },
    },
  ];
  if (isolated.length) projects.push({ extends: true, test: { ...app, name: `${name}, isolated`, include: isolated } });
  return projects;
}
