/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * WCAG arithmetic for tests that check colours in CSS (jsdom draws nothing): the theme's colours by
 * token name, and the contrast ratio of two of them (WCAG 2.2: non-text contrast needs 3:1).
 */
// import.meta.dirname, not import.meta.url: under jsdom the latter is an http: URL.
const themeCss = readFileSync(resolve(import.meta.dirname, '../ui/theme.css'), 'utf8');

/** The hex value of `--color-<name>` in shared/src/ui/theme.css. */
export function themeColour(name: string): string {
  const hex = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(themeCss)?.[1];
  if (!hex) throw new Error(`no colour --color-${name} in theme.css`);
  return hex;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = (hex.slice(1).match(/../g) ?? []).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `colour` drawn at `alpha` (0 to 1) over `background`, as a browser composites a Tailwind `colour/30`. */
export function over(colour: string, alpha: number, background: string): string {
  const channels = (hex: string) => (hex.slice(1).match(/../g) ?? []).map((part) => parseInt(part, 16));
  const back = channels(background);
  return `#${channels(colour)
    .map((c, i) => Math.round(c * alpha + (back[i] ?? 0) * (1 - alpha)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}
