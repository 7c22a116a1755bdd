import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { releaseEnv, root, run, tmpDir, type Release } from './system.ts';

/**
 * Builds a site release of "the next commit": a copy of this checkout with `change` applied runs its
 * own deploy/release-public.sh, and the release is moved into this system's releases/, ready for
 * `release-public.sh --switch VERSION` — the README's "build in CI, copy, then --switch" pipeline.
 *
 * The copy sits at `<mirror>/<checkout path>` and builds into `<mirror>/<release root>`: the source
 * maps name their sources relative to the release, so every file the change leaves alone comes out
 * byte for byte as in the live release, as two builds from one CI checkout do. The pool of retained
 * assets insists on that (a hashed name with other bytes is refused). The copy is hard links (seconds,
 * no space), so `change` must replace a file, never write into it: see replaceIn.
 */
export async function buildNextSiteRelease(release: Release, version: string, change: (checkout: string) => void) {
  const mirror = join(tmpDir, 'next-commit');
  rmSync(mirror, { recursive: true, force: true });
  const checkout = join(mirror, root);
  mkdirSync(checkout, { recursive: true });
  // The tests (and this run's files under them) are not part of a site build.
  const entries = readdirSync(root).filter((name) => name !== '.git' && name !== 'tests');
  await run('cp', ['-al', ...entries, checkout], root);
  change(checkout);
  const buildRoot = join(mirror, release.releaseRoot);
  // Built only: its own RELEASE_ROOT, and nothing to restart.
  await run(join(checkout, 'deploy/release-public.sh'), [version], checkout, {
    ...releaseEnv(release),
    RELEASE_ROOT: buildRoot,
    SITE_RESTART: '',
  });
  renameSync(join(buildRoot, 'public/releases', version), join(release.releaseRoot, 'public/releases', version));
  rmSync(buildRoot, { recursive: true, force: true });
}

/**
 * Replaces `from` with `to` in a file of the hard-linked copy: a new file, so the checkout's own (the
 * same inode) stays as it is. Fails if `from` is not there, so a change cannot silently do nothing.
 */
export function replaceIn(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  rmSync(file);
  writeFileSync(file, text.replace(from, to));
}
