// The UI catalogues (shared/messages/<locale>.json, docs/adding-a-language.md) as Paraglide compiles them: a
// key missing from one is compiled to the default's words without a word of warning, so the catalogues are
// compared here, with the inlang project that names them and the locales this module declares.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_CODES } from './locales.ts';

const root = new URL('../../', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>;

const settings = read('project.inlang/settings.json') as { baseLocale: string; locales: string[] };
const catalogueFiles = readdirSync(new URL('messages/', root)).filter((name) => name.endsWith('.json'));
const catalogues = Object.fromEntries(
  catalogueFiles.map((name) => {
    const { $schema: _schema, ...messages } = read(`messages/${name}`);
    return [name.replace(/\.json$/, ''), messages];
  }),
);

/** Every string a message holds: itself, or each variant's text and each declaration of a plural's. */
const texts = (message: unknown): string[] =>
  typeof message === 'string'
    ? [message]
    : Array.isArray(message)
      ? message.flatMap(texts)
      : message !== null && typeof message === 'object'
        ? Object.values(message).flatMap(texts)
        : [];

/** The inputs a message fills in, `{name}` in its text (a plural's selector variables are locals, not inputs). */
const inputsOf = (message: unknown) =>
  [...new Set(texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)))].sort();

describe('the UI catalogues', () => {
  it('are the locales the site declares, the default as the inlang project’s base', () => {
    expect(settings.baseLocale).toBe(DEFAULT_LOCALE);
    expect(settings.locales).toEqual(LOCALE_CODES);
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE))(
    '%s has every message the default has, and none it lacks',
    (code) => {
      const keys = (locale: string) => Object.keys(catalogues[locale] ?? {});
      expect({ missing: keys(DEFAULT_LOCALE).filter((key) => !keys(code).includes(key)) }).toEqual({ missing: [] });
      expect({ extra: keys(code).filter((key) => !keys(DEFAULT_LOCALE).includes(key)) }).toEqual({ extra: [] });
    },
  );

  it.each(LOCALE_CODES)('%s fills in the same inputs as the default, and says something in each message', (code) => {
    const own = catalogues[code] ?? {};
    for (const [key, message] of Object.entries(catalogues[DEFAULT_LOCALE] ?? {})) {
      if (!(key in own)) continue;
      expect(inputsOf(own[key]), key).toEqual(inputsOf(message));
      expect(
        texts(own[key]).every((text) => text.trim() !== ''),
        key,
      ).toBe(true);
    }
  });
});
