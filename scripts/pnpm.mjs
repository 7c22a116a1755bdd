// @ts-check
// `node scripts/pnpm.mjs <args>`: runs the pinned pnpm after making sure the workspace is installed.
import { ensureInstalled, runPnpm } from './lib/pnpm.mjs';

await ensureInstalled();
process.exitCode = await runPnpm(process.argv.slice(2));
