import { describe, expect, it } from 'vitest';
import { resources } from '../resources/index.ts';
import type { Fields } from '../resources/fields.ts';
import { TRANSLATED_LOCALES } from './locales.ts';
import { ACKNOWLEDGEMENT_PHRASES, RENDER_SERVER_PHRASES, SHEET_PHRASES } from './phrases.ts';
import { declaredWords, inEnglish, loadWords, regionName, wordsFrom } from './words.ts';

const everyWord = new Set([
  ...resources.flatMap((resource) => ('fields' in resource ? declaredWords(resource.fields as Fields) : [])),
  ...Object.values(SHEET_PHRASES),
  ...Object.values(ACKNOWLEDGEMENT_PHRASES),
  ...Object.values(RENDER_SERVER_PHRASES),
]);

describe.each(TRANSLATED_LOCALES)('the %s words catalogue', (locale) => {
  it('says every word the declarations and the API show, and no word they no longer have', async () => {
    const catalogue = await loadWords(locale);
    expect([...everyWord].filter((word) => !catalogue[word]?.trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((word) => !everyWord.has(word))).toEqual([]);
    // A phrase keeps what it fills in.
    for (const phrase of [
      ...Object.values(SHEET_PHRASES),
      ...Object.values(ACKNOWLEDGEMENT_PHRASES),
      ...Object.values(RENDER_SERVER_PHRASES),
    ])
      expect(catalogue[phrase]?.match(/\{\w+\}/g)?.sort(), phrase).toEqual(phrase.match(/\{\w+\}/g)?.sort());
  });
});

describe('words', () => {
  it('finds a word in groups, rows, choices and a page’s names', () => {
    expect([...everyWord]).toEqual(
      expect.arrayContaining(['Address 1 Title', 'Organic cotton', 'Minimum order', 'days', 'Not available', 'Unit']),
    );
    // Countries are named by Intl in each language; a group's `unit` names its part, not a word.
    expect(everyWord.has('Bangladesh')).toBe(false);
    expect(everyWord.has('unit')).toBe(false);
  });

  it('says a word in the locale, the English where the catalogue has none', async () => {
    const zh = wordsFrom(await loadWords('zh'), 'zh-CN');
    expect(zh.word('Minimum order')).toBe('最小起订量');
    expect(zh.word('A word no one declared')).toBe('A word no one declared');
    expect(zh.region?.('BD')).toBe('孟加拉国');
    expect(inEnglish.word('Minimum order')).toBe('Minimum order');
    expect(regionName('BD', 'zh-CN')).toBe('孟加拉国');
    expect(regionName('BD', 'en')).toBe('Bangladesh');
  });
});
