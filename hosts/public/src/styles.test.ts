/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { contrast, themeColour as token } from '@texbridge/shared/testing/contrast';

/**
 * The focus ring's colour against the surfaces it is drawn on (WCAG 2.2, 1.4.11 non-text contrast: 3:1).
 * jsdom draws nothing, so this reads the CSS the browser gets and does the WCAG arithmetic. (Read from disk:
 * with `css: false` vitest hands a `?raw` CSS import over empty.)
 */
const siteCss = readFileSync(resolvePath(import.meta.dirname, 'styles.css'), 'utf8');

/** A block's declarations, by the text that opens it (':root {', '@utility bg-twill {'). */
const block = (opening: string) => {
  const start = siteCss.indexOf(opening);
  if (start < 0) return '';
  return siteCss.slice(start, siteCss.indexOf('}', start));
};

/** Resolves var(--color-x) or var(--focus-ring) (looked up in `scope`, then :root) to a hex colour. */
function resolve(value: string, scope: string): string {
  const name = /var\(--([\w-]+)\)/.exec(value)?.[1];
  if (!name) throw new Error(`not a var(): ${value}`);
  if (name.startsWith('color-')) return token(name.slice('color-'.length));
  const declared = new RegExp(`--${name}:\\s*([^;]+);`).exec(block(scope) || block(':root {'))?.[1];
  if (!declared) throw new Error(`--${name} is not declared`);
  return resolve(declared, scope);
}

const ringValue = () => {
  const value = /:focus-visible\s*{\s*outline:\s*\S+\s+solid\s+([^;]+);/.exec(siteCss)?.[1];
  if (!value) throw new Error('no :focus-visible outline in styles.css');
  return value;
};

describe('the focus ring', () => {
  it.each(['white', 'ecru-50', 'ecru-100', 'ecru-200'])('reaches 3:1 on the light %s pages', (surface) => {
    const ring = resolve(ringValue(), ':root {');
    expect(contrast(ring, surface === 'white' ? '#ffffff' : token(surface))).toBeGreaterThanOrEqual(3);
  });

  it.each(['indigo-900', 'indigo-950'])('reaches 3:1 on the dark %s bands and the slider', (surface) => {
    for (const scope of ['@utility bg-twill {', '@utility on-dark {']) {
      const ring = resolve(ringValue(), scope);
      expect(contrast(ring, token(surface))).toBeGreaterThanOrEqual(3);
    }
  });

  it('turns back to the light colour on a light card inside a dark band', () => {
    expect(resolve(ringValue(), '@utility on-light {')).toBe(resolve(ringValue(), ':root {'));
  });
});
