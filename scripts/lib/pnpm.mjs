// @ts-check
// Finds a pnpm of the pinned major, or runs the pinned one through npx, so that a machine
// with only Node and npm can run every root script.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root directory. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** @type {[command: string, lead: string[]] | undefined} */
let cached;
/**
 * The command and leading arguments that run the pinned pnpm.
 * @returns {[command: string, lead: string[]]}
 */
export function pnpmCommand() {
  if (cached) return cached;
  try {
    const version = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (version.split('.')[0] === pinned.split('.')[0]) return (cached = ['pnpm', []]);
  } catch {
    // not on PATH: fall through to npx
  }
  return (cached = ['npx', ['--yes', `pnpm@${pinned}`]]);
}

/**
 * Runs pnpm with inherited output; resolves with its exit code.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function runPnpm(args, options = {}) {
  const [command, lead] = pnpmCommand();
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...lead, ...args], { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Whether pnpm's arguments are an install of the workspace (`install`, `i`, with their options).
 * @param {readonly string[]} args
 */
export const isInstall = (args) => args[0] === 'install' || args[0] === 'i';

/**
 * Installs the workspace when node_modules is missing or older than the lockfile.
 * @returns {Promise<void>}
 */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('Installing dependencies with pnpm (first run only)…');
  const frozen = process.env.CI && existsSync(lock) ? ['--frozen-lockfile'] : [];
  const code = await runPnpm(['install', ...frozen]);
  if (code !== 0) throw new Error(`pnpm install failed with exit code ${code}`);
}
