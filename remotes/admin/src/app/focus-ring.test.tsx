/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { contrast, over, themeColour } from '@texbridge/shared/testing/contrast';
import { renderApp } from '../testing/render-app.tsx';
import { openAddDialog } from '../testing/table.ts';

/**
 * The dashboard's focus ring against the surfaces it is drawn on (WCAG 2.2, 1.4.11: 3:1). jsdom draws
 * nothing, so this reads the CSS the browser gets: the ring is `--tb-focus`, set per surface.
 */
const css = readFileSync(resolve(import.meta.dirname, 'admin.css'), 'utf8');

/** The colour `--tb-focus` is set to in the rule whose selector list includes `selector`. */
function ringIn(selector: string): string {
  const rule = new RegExp(
    `(?:^|[\\s,}])\\${selector}\\s*(?:,[^{]*)?{[^}]*--tb-focus:\\s*var\\(--color-([\\w-]+)\\)`,
  ).exec(css);
  if (!rule?.[1]) throw new Error(`no --tb-focus for ${selector} in admin.css`);
  return themeColour(rule[1]);
}

describe('the focus ring', () => {
  it('is drawn in --tb-focus on every focused element of the dashboard', () => {
    expect(css).toMatch(/\.tb-admin :focus-visible\s*{\s*outline:\s*3px solid var\(--tb-focus\);/);
  });

  it.each(['white', 'ecru-50', 'ecru-100', 'ecru-200'])('reaches 3:1 on the light %s screens', (surface) => {
    const background = surface === 'white' ? '#ffffff' : themeColour(surface);
    expect(contrast(ringIn('.tb-admin'), background)).toBeGreaterThanOrEqual(3);
    expect(contrast(ringIn('.tb-light'), background)).toBeGreaterThanOrEqual(3);
  });

  it.each(['indigo-900', 'indigo-950'])('reaches 3:1 on the dark %s top bar and side menu', (surface) => {
    expect(contrast(ringIn('.tb-dark'), themeColour(surface))).toBeGreaterThanOrEqual(3);
  });

  it('is not swapped for a faint one on the fields of a modal', async () => {
    const { dialog } = await openAddDialog('/admin/contact', 'Add Contact');
    const controls = within(dialog).getAllByRole('textbox');
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      // A focus utility that sets the outline's colour (and alpha) replaces --tb-focus for that control.
      for (const [, token, percent] of control.className.matchAll(
        /\bfocus(?:-visible)?:outline-([a-z]+-\d+)(?:\/(\d+))?/g,
      )) {
        const ring = over(themeColour(token!), percent ? Number(percent) / 100 : 1, '#ffffff');
        expect(
          contrast(ring, '#ffffff'),
          `${control.getAttribute('name')}: ${token}/${percent}`,
        ).toBeGreaterThanOrEqual(3);
      }
      expect(control.className).not.toMatch(/\bfocus(?:-visible)?:outline-none\b/);
    }
  });

  it('marks the dark top bar and side menu, so their rings turn light', async () => {
    await renderApp('/admin/news');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(nav.closest('.tb-dark')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).closest('header')).toHaveClass('tb-dark');
  });
});
