/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/** One keyboard stop whose focus cannot be seen well enough (WCAG 2.4.11/1.4.11: a ring of ≥ 3:1). */
export interface FocusProblem {
  /** The focused element, as a short selector-like description. */
  element: string;
  problem: string;
}

/** What the page reports for the element that has focus. */
interface FocusReport {
  element: string;
  /** A stable identity within the page, to notice when Tab has come round to the start again. */
  key: string;
  problem: string | null;
}

/**
 * Runs in the page: describes `document.activeElement`'s focus indicator. The ring is its outline, or a
 * box-shadow that adds something around it; its contrast is computed against the colour behind it (the
 * parent's background when the ring is drawn outside, its own when inside), and it must not be cut off
 * by an ancestor that clips its overflow.
 */
function describeFocus(): FocusReport | null {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  const label = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''
    }${el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 40)}"` : ''}`;
  const path = (el: Element): string => {
    const parent = el.parentElement;
    return parent ? `${path(parent)}>${Array.prototype.indexOf.call(parent.children, el)}` : 'html';
  };

  type Rgba = [number, number, number, number];
  // Computed colours may be oklab() or color(srgb …) (Tailwind's opacity modifiers): a canvas turns any of them into sRGB.
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const parse = (color: string): Rgba => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
  /** The colour an element paints over, all the way down to the white canvas. */
  const backgroundOf = (from: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let el = from; el; el = el.parentElement) layers.push(parse(getComputedStyle(el).backgroundColor));
    return layers.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
  const shadow =
    /((?:rgba?|oklab|oklch|lab|lch|color)\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px(\s+inset)?/g;
  const hasRing = (style: CSSStyleDeclaration) =>
    outlined(style) || [...style.boxShadow.matchAll(shadow)].some((match) => Number(match[5]) >= 1);
  // A card may draw the ring of the link inside it (:has(a:focus-visible)), where overflow cannot cut it off;
  // an ancestor counts only by its outline, as a card's resting border may be a box-shadow.
  const ancestors: Element[] = [];
  for (let el = element.parentElement; el && ancestors.length < 6; el = el.parentElement) ancestors.push(el);
  // Rings that fade in are judged as they end up, not in their first frame.
  for (const el of [element, ...ancestors]) for (const animation of el.getAnimations()) animation.finish();
  const ringed = hasRing(getComputedStyle(element)) ? element : ancestors.find((el) => outlined(getComputedStyle(el)));
  const report = (problem: string | null) => ({ element: label(element), key: path(element), problem });
  if (!ringed) return report('no outline or box-shadow ring when focused');
  const style = getComputedStyle(ringed);
  const rings: { color: string; reach: number; outside: boolean }[] = [];
  const outlineWidth = parseFloat(style.outlineWidth);
  if (style.outlineStyle !== 'none' && outlineWidth >= 1) {
    const offset = parseFloat(style.outlineOffset) || 0;
    rings.push({ color: style.outlineColor, reach: offset + outlineWidth, outside: offset > -outlineWidth });
  }
  for (const match of style.boxShadow.matchAll(shadow)) {
    const spread = Number(match[5]);
    if (spread >= 1) rings.push({ color: match[1]!, reach: match[6] ? 0 : spread, outside: !match[6] });
  }

  const best = rings
    .map((ring) => {
      const behind = backgroundOf(ring.outside ? ringed.parentElement : ringed);
      return { ...ring, behind, ratio: contrast(over(parse(ring.color), behind), behind) };
    })
    .sort((a, b) => b.ratio - a.ratio)[0]!;
  if (best.ratio < 3) {
    const behind = `rgb(${best.behind.slice(0, 3).map(Math.round).join(', ')})`;
    return report(`ring ${best.color} on ${behind} has contrast ${best.ratio.toFixed(2)}:1, below 3:1`);
  }

  const box = ringed.getBoundingClientRect();
  const reach = Math.max(0, best.reach);
  for (let el = ringed.parentElement; el && el !== document.body; el = el.parentElement) {
    const clip = getComputedStyle(el);
    if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
    const frame = el.getBoundingClientRect();
    const cut =
      box.left - reach < frame.left - 0.5 ||
      box.right + reach > frame.right + 0.5 ||
      box.top - reach < frame.top - 0.5 ||
      box.bottom + reach > frame.bottom + 0.5;
    // A stop half scrolled out of its scroll box is cut by the scrolling, not by the design.
    const scrolls = /auto|scroll/.test(clip.overflowX + clip.overflowY);
    if (cut && !scrolls) return report(`ring cut off by ${label(el).slice(0, 60)} (overflow ${clip.overflow})`);
  }
  return report(null);
}

/**
 * Tabs through the page from its top, up to `maxStops` stops or until focus comes round again, and answers
 * the stops whose focus ring is missing, too faint or cut off. Focus inside a frame ends the walk.
 */
export async function focusProblems(page: Page, maxStops = 80): Promise<{ stops: number; problems: FocusProblem[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  const problems: FocusProblem[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(describeFocus);
    if (!focus || seen.has(focus.key)) return { stops: stop, problems };
    seen.add(focus.key);
    if (focus.element.startsWith('iframe')) return { stops: stop + 1, problems };
    if (focus.problem) problems.push({ element: focus.element, problem: focus.problem });
  }
  return { stops: maxStops, problems };
}
