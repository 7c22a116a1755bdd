import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';

interface Options {
  /** Hosts whose frames are someone else's content (the contact page's map), left unchecked by intent. */
  thirdParty?: string[];
}

/**
 * axe's serious and critical findings on the page as it stands, one readable line each: rule, impact,
 * what it asks, and every element it names with axe's summary of what is wrong with it.
 *
 * Legacy mode runs `axe.run` in the page. The default runs `axe.runPartial`, then `axe.finishRun` in a
 * new blank tab, and that tab cost about 3 s of a 5 s scan of the dashboard's Products screen; a
 * 60 s test with three scans timed out under CI's load. What legacy mode gives up is frames of
 * another origin: a page with one that is not named third-party is refused rather than half-checked.
 * Only violations are wanted, so the passes are not serialised node by node (`resultTypes`).
 */
export async function seriousViolations(page: Page, { thirdParty = [] }: Options = {}): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const unchecked: string[] = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const source = await frameSource(frame);
    if (source.origin !== origin && !thirdParty.includes(source.hostname)) unchecked.push(source.href);
  }
  if (unchecked.length > 0) {
    throw new Error(`axe in legacy mode cannot look inside frames of another origin: ${unchecked.join(', ')}`);
  }
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

/** Where a frame was asked to load from: its element's src, since a frame that failed shows an error URL. */
async function frameSource(frame: Frame): Promise<URL> {
  const base = frame.parentFrame()?.url() ?? frame.url();
  const src = await (await frame.frameElement()).getAttribute('src');
  return new URL(src ?? frame.url(), base);
}
