// `npm run messages` in hosts/public, and the first step of its typecheck: the UI catalogues compiled into
// src/paraglide as vite.config.ts compiles them, for the checks that run before any build (tsc, knip, ESLint's
// import rules; scripts/test.mjs runs it first). Files whose text is unchanged are not written again, so a
// check reading them meanwhile never meets one half written.
import { compile } from '@inlang/paraglide-js';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SITE_MESSAGES } from './ui-messages.ts';

/** What is in the output folder now, hashed as Paraglide hashes what it writes (its `previousCompilation`). */
function outputHashes(dir: string): Record<string, string> | undefined {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return undefined;
  }
  const hash = (file: string) =>
    createHash('sha256')
      .update(readFileSync(file, 'utf8') + resolve(file))
      .digest('hex');
  return Object.fromEntries(names.map((file) => [relative(dir, file).split('\\').join('/'), hash(file)]));
}

const outputs = outputHashes(SITE_MESSAGES.outdir);
await compile({
  ...SITE_MESSAGES,
  cleanOutdir: false,
  ...(outputs && { previousCompilation: { outputHashes: outputs } }),
});
