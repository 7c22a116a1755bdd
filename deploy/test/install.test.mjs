// @ts-check
// scripts/pnpm.mjs on a fresh clone: the install the README names runs once, not a plain one first.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { repo, tempDir } from './support.mjs';

/**
 * A clone without node_modules, and a `pnpm` of the pinned major on PATH that writes down each call.
 * @returns {{ clone: string, calls: string, env: NodeJS.ProcessEnv }}
 */
function freshClone() {
  const dir = tempDir('install');
  const clone = join(dir, 'clone');
  mkdirSync(join(clone, 'scripts'), { recursive: true });
  cpSync(join(repo, 'scripts/pnpm.mjs'), join(clone, 'scripts/pnpm.mjs'));
  cpSync(join(repo, 'scripts/lib'), join(clone, 'scripts/lib'), { recursive: true });
  cpSync(join(repo, 'package.json'), join(clone, 'package.json'));
  cpSync(join(repo, 'pnpm-lock.yaml'), join(clone, 'pnpm-lock.yaml'));
  const pinned = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).packageManager.split('@')[1];
  const bin = join(dir, 'bin');
  const calls = join(dir, 'calls');
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'pnpm'),
    `#!/bin/sh\nif [ "$1" = --version ]; then echo ${pinned}; exit 0; fi\necho "$*" >> ${calls}\n`,
  );
  chmodSync(join(bin, 'pnpm'), 0o755);
  writeFileSync(calls, '');
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  // A fresh clone as a newcomer has it: outside CI.
  delete env.CI;
  return { clone, calls, env };
}

/** @param {string} cwd @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(cwd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/pnpm.mjs', ...args], { cwd, env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

test('a fresh clone runs `pnpm install --frozen-lockfile` once, and no plain install before it', async () => {
  const { clone, calls, env } = freshClone();
  assert.equal(await run(clone, ['install', '--frozen-lockfile'], env), 0);
  assert.deepEqual(readFileSync(calls, 'utf8').trim().split('\n'), ['install --frozen-lockfile']);
});

test('any other command on a fresh clone installs first, then runs', async () => {
  const { clone, calls, env } = freshClone();
  assert.equal(await run(clone, ['-r', 'build'], env), 0);
  assert.deepEqual(readFileSync(calls, 'utf8').trim().split('\n'), ['install', '-r build']);
});
