// Lighthouse's mobile scores for one page (docs/performance.md), as frontend.ts and page-sizes.ts run them.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export type Category = keyof typeof LIGHTHOUSE_TARGETS;

/** A page's scores 0–100, and the host's CPU benchmark index, which moves them (docs/performance.md). */
export type Scores = Record<Category, number> & { benchmarkIndex: number };

const run = promisify(execFile);
const lighthouseBin = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));

interface LighthouseReport {
  categories?: Record<Category, { score: number | null }>;
  environment?: { benchmarkIndex: number };
  runtimeError?: { message: string };
}

/**
 * One Lighthouse mobile run (its default form factor and simulated throttling), as it reported itself. The
 * report goes to a file: on a runtime error Lighthouse prints it and exits at once, and a pipe's last
 * bytes can be lost on the way (stdout cut the report short in 2026-11-26's run, NO_NAVSTART).
 */
async function lighthouseOnce(url: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(join(tmpdir(), 'texbridge-lighthouse-'));
  const reportPath = join(dir, 'report.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${reportPath}`,
    '--quiet',
    `--only-categories=${Object.keys(LIGHTHOUSE_TARGETS).join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  try {
    // Lighthouse exits 1 on a runtime error but still writes its report, which says what went wrong.
    await run(lighthouseBin, args, { env: { ...process.env, CHROME_PATH: CHROMIUM } }).catch((error: unknown) => {
      if (!existsSync(reportPath)) throw error;
    });
    return JSON.parse(readFileSync(reportPath, 'utf8')) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One page's scores 0–100, or the reason there are none. A busy machine can make Chromium miss one of
 * Lighthouse's protocol deadlines: such a run is tried once more before the page is reported failed.
 */
export async function lighthouse(url: string): Promise<Scores | string> {
  let report = await lighthouseOnce(url);
  if (report.runtimeError) report = await lighthouseOnce(url);
  if (report.runtimeError || !report.categories) return report.runtimeError?.message ?? 'no scores in the report';
  const scores = { benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0) } as Scores;
  for (const category of Object.keys(LIGHTHOUSE_TARGETS) as Category[]) {
    scores[category] = Math.round((report.categories[category].score ?? 0) * 100);
  }
  return scores;
}
