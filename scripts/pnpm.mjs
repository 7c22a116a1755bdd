// @ts-check
// `node scripts/pnpm.mjs <args>`: runs the pinned pnpm after making sure the workspace is installed.
import { ensureInstalled, isInstall, runPnpm } from './lib/pnpm.mjs';

const args = process.argv.slice(2);
// An install asked for is the install: installing first would run it twice on a fresh clone.
if (!isInstall(args)) await ensureInstalled();
process.exitCode = await runPnpm(args);
