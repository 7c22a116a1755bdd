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
 * no space), so `change` must replace a file, never write into it: see editCopy.
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
 * Edits a file of the hard-linked copy: writes a new file, so the checkout's own (the same inode) stays
 * as it is. Fails if the edit changes nothing, so a change cannot silently miss.
 */
export function editCopy(file: string, edit: (text: string) => string) {
  const text = readFileSync(file, 'utf8');
  const edited = edit(text);
  if (edited === text) throw new Error(`the edit left ${file} as it was`);
  rmSync(file);
  writeFileSync(file, edited);
}
