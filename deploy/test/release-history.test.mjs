// @ts-check
// The release scripts' switches, rollbacks, list, lock, wholeness check and retention, run for real
// (bash, flock, the file system) on releases laid out as a build leaves them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fakeRelease, historyLines, release, releaseOk, tempDir } from './support.mjs';

/** @param {string} root @param {'public' | 'admin'} half */
const live = (root, half) => readlinkSync(join(root, half, 'current'));

/** @param {string} root @param {'public' | 'admin'} half */
const listed = async (root, half) =>
  (await releaseOk(half, ['--list'], { RELEASE_ROOT: root }))
    .trim()
    .split('\n')
    .map((line) =>
      line
        .replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/, 'TIME')
        .replace(/\s+/g, ' ')
        .trim(),
    );

test('a rollback moves back through the history and never returns to the release it just left', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  for (const version of ['v1', 'v2', 'v3']) {
    fakeRelease(root, 'admin', version);
    await releaseOk('admin', ['--switch', version], env);
  }
  await releaseOk('admin', ['--rollback'], env);
  assert.equal(live(root, 'admin'), 'releases/v2');
  await releaseOk('admin', ['--rollback'], env);
  assert.equal(live(root, 'admin'), 'releases/v1');

  const nothing = await release('admin', ['--rollback'], env);
  assert.equal(nothing.code, 1);
  assert.match(nothing.output, /nothing to roll back to/);
  assert.equal(live(root, 'admin'), 'releases/v1');

  assert.deepEqual(await listed(root, 'admin'), ['* v1 TIME live', 'v2 TIME rolled back', 'v3 TIME rolled back']);
  assert.deepEqual(
    historyLines(root, 'admin').map((line) => line.split(' ').slice(1).join(' ')),
    ['switch v1', 'switch v2', 'switch v3', 'rollback v2', 'rollback v1'],
  );
});

test('after a new release, a rollback skips the releases rolled back before; switching to one clears its mark', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  for (const version of ['v1', 'v2', 'v3']) {
    fakeRelease(root, 'public', version);
    await releaseOk('public', ['--switch', version], env);
  }
  await releaseOk('public', ['--rollback'], env); // v3 → v2
  await releaseOk('public', ['--rollback'], env); // v2 → v1
  fakeRelease(root, 'public', 'v4');
  await releaseOk('public', ['--switch', 'v4'], env);
  await releaseOk('public', ['--rollback'], env);
  assert.equal(live(root, 'public'), 'releases/v1');

  // Chosen by name, a rolled-back release is live again, and leaving it forward marks nothing.
  await releaseOk('public', ['--rollback', 'v3'], env);
  assert.deepEqual(await listed(root, 'public'), [
    'v1 TIME',
    'v2 TIME rolled back',
    '* v3 TIME live',
    'v4 TIME rolled back',
  ]);
  await releaseOk('public', ['--rollback'], env);
  assert.equal(live(root, 'public'), 'releases/v1');

  const already = await release('public', ['--rollback', 'v1'], env);
  assert.equal(already.code, 1);
  assert.match(already.output, /'v1' is already live/);
});

test('a history written before (one version a line) still rolls back, and the list shows releases never live', async () => {
  const root = tempDir('release');
  for (const version of ['a', 'b', 'c']) fakeRelease(root, 'admin', version);
  writeFileSync(join(root, 'admin', 'history'), 'a\nb\n');
  await releaseOk('admin', ['--switch', 'b'], { RELEASE_ROOT: root });
  await releaseOk('admin', ['--rollback'], { RELEASE_ROOT: root });
  assert.equal(live(root, 'admin'), 'releases/a');
  assert.deepEqual(await listed(root, 'admin'), ['* a - live', 'b - rolled back', 'c - never live']);
});

test('80 parallel switches of one half all succeed, one at a time, and leave a whole `current`', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  fakeRelease(root, 'admin', 'v1');
  fakeRelease(root, 'admin', 'v2');
  await releaseOk('admin', ['--switch', 'v1'], env);
  const results = await Promise.all(
    Array.from({ length: 80 }, (_, i) => release('admin', ['--switch', i % 2 ? 'v1' : 'v2'], env)),
  );
  const failed = results.filter((result) => result.code !== 0);
  assert.deepEqual(failed, []);
  assert.match(live(root, 'admin'), /^releases\/v[12]$/);
  assert.equal(existsSync(join(root, 'admin', 'current.next')), false);
  const history = historyLines(root, 'admin');
  assert.equal(history.length, 81);
  assert.equal(`releases/${history.at(-1)?.split(' ')[2]}`, live(root, 'admin'));
});

test('a switch to a dashboard release without its manifest or its entry is refused; the live one stays', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  fakeRelease(root, 'admin', 'good');
  await releaseOk('admin', ['--switch', 'good'], env);
  fakeRelease(root, 'admin', 'no-manifest', { omit: ['mf-manifest.json'] });
  fakeRelease(root, 'admin', 'no-entry', { omit: ['remoteEntry.js'] });
  const broken = fakeRelease(root, 'admin', 'bad-manifest');
  writeFileSync(join(broken, 'mf-manifest.json'), '{"metaData":');
  fakeRelease(root, 'admin', 'empty', { omit: ['mf-manifest.json', 'remoteEntry.js', 'runtime-config.json'] });

  for (const [version, lack] of /** @type {const} */ ([
    ['no-manifest', 'mf-manifest.json'],
    ['no-entry', 'remoteEntry.js (the entry mf-manifest.json names)'],
    ['bad-manifest', 'a readable mf-manifest.json naming its remoteEntry'],
    ['empty', 'runtime-config.json, mf-manifest.json'],
  ])) {
    const result = await release('admin', ['--rollback', version], env);
    assert.equal(result.code, 1, version);
    assert.ok(result.output.includes(`release '${version}' is not whole, it lacks: ${lack}`), result.output);
    assert.equal(live(root, 'admin'), 'releases/good');
  }
  assert.equal(historyLines(root, 'admin').length, 1);
});

test('a switch to a site release without its index.html or its server bundle is refused', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  fakeRelease(root, 'public', 'good');
  await releaseOk('public', ['--switch', 'good'], env);
  fakeRelease(root, 'public', 'no-shell', { omit: ['index.html'] });
  fakeRelease(root, 'public', 'no-bundle', { omit: ['server/dist/entry-server.js'] });
  for (const [version, lack] of /** @type {const} */ ([
    ['no-shell', 'index.html'],
    ['no-bundle', 'server/dist/entry-server.js'],
  ])) {
    const result = await release('public', ['--switch', version], env);
    assert.equal(result.code, 1, version);
    assert.ok(result.output.includes(`lacks: ${lack}`), result.output);
    assert.equal(live(root, 'public'), 'releases/good');
  }
});

test('retention: the last 5 releases and any live in the last 7 days stay with their assets; older ones go', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  const day = 86_400;
  const now = Math.floor(Date.now() / 1000);
  // r1…r8 went live a day apart, r1 twenty days ago; r3 came back for a while three days ago.
  const history = [];
  for (let i = 1; i <= 8; i++) {
    fakeRelease(root, 'admin', `r${i}`, { assets: { [`chunk-r${i}.js`]: `r${i}`, 'vendor-same.js': 'vendor' } });
    history.push(`${now - (21 - i) * day} switch r${i}`);
  }
  history.push(`${now - 4 * day} rollback r3`, `${now - 3 * day} switch r8`);
  writeFileSync(join(root, 'admin', 'history'), `${history.join('\n')}\n`);
  fakeRelease(root, 'admin', 'r9', { assets: { 'chunk-r9.js': 'r9', 'vendor-same.js': 'vendor' } });
  await releaseOk('admin', ['--switch', 'r9'], env);

  const kept = (/** @type {string} */ version) => existsSync(join(root, 'admin', 'releases', version));
  // r5…r9 are the last five; r3 was live four days ago; r1, r2 and r4 are older than both rules.
  assert.deepEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'].filter(kept), [
    'r3',
    'r5',
    'r6',
    'r7',
    'r8',
    'r9',
  ]);
  const pooled = (/** @type {string} */ name) => existsSync(join(root, 'admin', 'assets', name));
  assert.deepEqual(['chunk-r1.js', 'chunk-r2.js', 'chunk-r4.js'].filter(pooled), []);
  for (const version of ['r3', 'r5', 'r9']) assert.ok(pooled(`chunk-${version}.js`), version);
  // One copy of a file that several releases share, linked from each.
  const vendor = join(root, 'admin', 'assets', 'vendor-same.js');
  assert.equal(readFileSync(vendor, 'utf8'), 'vendor');
  assert.equal(statSync(vendor).nlink, 1 + 6);
});

test('a release whose hashed asset differs from the kept one of the same name is refused', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  fakeRelease(root, 'public', 'v1', { assets: { 'app-abc.js': 'one' } });
  await releaseOk('public', ['--switch', 'v1'], env);
  fakeRelease(root, 'public', 'v2', { assets: { 'app-abc.js': 'two' } });
  const result = await release('public', ['--switch', 'v2'], env);
  assert.equal(result.code, 1);
  assert.match(result.output, /assets\/app-abc\.js of v2 differs from the kept file of that name/);
  assert.equal(live(root, 'public'), 'releases/v1');
});

test('a precompressed asset (.gz) compressed anew by another zlib is the same asset; other content is refused', async () => {
  const root = tempDir('release');
  const env = { RELEASE_ROOT: root };
  const code = 'export const answer = 42;\n'.repeat(50);
  const gz = (/** @type {string} */ text, /** @type {number} */ level) => gzipSync(text, { level });
  // The same bytes unzipped, other bytes zipped: what a Node upgrade's zlib may do to one input.
  assert.notDeepEqual(gz(code, 9), gz(code, 1));
  fakeRelease(root, 'public', 'v1', { assets: { 'app-abc.js': code, 'app-abc.js.gz': gz(code, 9) } });
  await releaseOk('public', ['--switch', 'v1'], env);
  fakeRelease(root, 'public', 'v2', { assets: { 'app-abc.js': code, 'app-abc.js.gz': gz(code, 1) } });
  await releaseOk('public', ['--switch', 'v2'], env);
  assert.equal(live(root, 'public'), 'releases/v2');
  // v2 now shares the kept file: one copy for both releases.
  const kept = join(root, 'public', 'assets', 'app-abc.js.gz');
  assert.equal(statSync(kept).nlink, 3);
  assert.deepEqual(gunzipSync(readFileSync(kept)).toString(), code);

  fakeRelease(root, 'public', 'v3', { assets: { 'app-abc.js': code, 'app-abc.js.gz': gz(`${code}//`, 9) } });
  const result = await release('public', ['--switch', 'v3'], env);
  assert.equal(result.code, 1);
  assert.match(result.output, /assets\/app-abc\.js\.gz of v3 differs from the kept file of that name/);
  assert.equal(live(root, 'public'), 'releases/v2');
});

test('a rollback or switch where nothing was released says so and creates nothing', async () => {
  const root = tempDir('release');
  const rollback = await release('admin', ['--rollback'], { RELEASE_ROOT: root });
  assert.equal(rollback.code, 1);
  assert.match(rollback.output, /nothing to roll back to .* it holds no releases/);
  const to = await release('public', ['--switch', 'v1'], { RELEASE_ROOT: root });
  assert.equal(to.code, 1);
  assert.match(to.output, /no release 'v1'/);
  assert.deepEqual(readdirSync(root), []);
});

test("a render server started by SITE_RESTART does not hold the half's lock", async () => {
  const root = tempDir('release');
  // Stands for a restart that leaves a long-running process behind (the render server itself).
  const env = { RELEASE_ROOT: root, SITE_RESTART: 'sleep 5 >/dev/null 2>&1 &', RELEASE_LOCK_WAIT: '1' };
  fakeRelease(root, 'public', 'v1');
  fakeRelease(root, 'public', 'v2');
  await releaseOk('public', ['--switch', 'v1'], env);
  await releaseOk('public', ['--switch', 'v2'], env);
  assert.equal(live(root, 'public'), 'releases/v2');
});
