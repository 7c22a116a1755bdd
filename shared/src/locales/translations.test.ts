import { describe, expect, it } from 'vitest';
import { contactFields } from '../resources/contacts.ts';
import { productFields } from '../resources/product-fields.ts';
import { hasTranslations, localizedFields, inLocale, translationStatus, withTranslation } from './translations.ts';
import { localePath, splitLocale } from './paths.ts';
import { isLocale, unknownLocaleMessage } from './locales.ts';

const product = {
  _id: 'p1',
  title: 'Combed Cotton Yarn Ne 30/1',
  desc: 'Ring-spun combed cotton yarn.',
  feature: ['Low hairiness'],
  hsCode: '520512',
  specs: [
    { label: 'Count', value: 'Ne 30/1', unit: '' },
    { label: 'Twist', value: 'Z', unit: 'TPI' },
  ],
};

describe('inLocale', () => {
  it('answers each localized field in the locale, and falls back per field and per row part', () => {
    const zh = { title: '精梳棉纱 Ne 30/1', desc: '   ', specs: [{ label: '支数' }] };
    expect(inLocale(product, { zh }, productFields, 'zh')).toEqual({
      ...product,
      title: '精梳棉纱 Ne 30/1',
      specs: [
        { label: '支数', value: 'Ne 30/1', unit: '' },
        { label: 'Twist', value: 'Z', unit: 'TPI' },
      ],
    });
  });

  it('answers null for each missing translation with fallback none, and leaves what is not localized', () => {
    const read = inLocale(product, {}, productFields, 'zh', 'none');
    expect(read).toMatchObject({ title: null, desc: null, feature: null, hsCode: '520512' });
    expect(read.specs).toEqual([
      { label: null, value: null, unit: '' },
      { label: null, value: null, unit: 'TPI' },
    ]);
  });

  it('translates a group by its localized parts, and keeps an absent group absent', () => {
    const contact = { add1: { addT1: 'Head Office', add1: 'Dhaka' }, HR: { hrt: '0171', hre: 'hr@x.example' } };
    const read = inLocale(contact, { zh: { add1: { addT1: '总部' } } }, contactFields, 'zh');
    expect(read).toEqual({ add1: { addT1: '总部', add1: 'Dhaka' }, HR: contact.HR });
    expect('add2' in read).toBe(false);
  });

  it('reads the default locale as stored, without looking at translations', () => {
    expect(inLocale(product, { zh: { title: '精梳棉纱' } }, productFields, 'en')).toBe(product);
  });
});

describe('translationStatus', () => {
  it('counts only what the record holds in the default locale', () => {
    expect(translationStatus(product, undefined, productFields, 'zh')).toBe('missing');
    expect(translationStatus(product, { zh: { title: '精梳棉纱' } }, productFields, 'zh')).toBe('partial');
    const whole = {
      title: '精梳棉纱',
      desc: '环锭纺精梳棉纱。',
      feature: ['毛羽少'],
      specs: [
        { label: '支数', value: 'Ne 30/1' },
        { label: '捻向', value: 'Z' },
      ],
    };
    expect(translationStatus(product, { zh: whole }, productFields, 'zh')).toBe('complete');
  });
});

describe('withTranslation', () => {
  it('replaces each field sent, keeps the others and the other locales, and drops what is blank', () => {
    const before = { zh: { title: '精梳棉纱', desc: '环锭纺。', specs: [{ label: '支数' }] }, xx: { title: 'kept' } };
    const after = withTranslation(before, productFields, 'zh', {
      title: '  ',
      feature: ['毛羽少'],
      specs: [{ label: '', value: 'Ne 30/1' }, { label: '捻向' }],
      hsCode: 'not localized',
    });
    expect(after).toEqual({
      xx: { title: 'kept' },
      zh: { desc: '环锭纺。', feature: ['毛羽少'], specs: [{ value: 'Ne 30/1' }, { label: '捻向' }] },
    });
    // What was there is not changed in place.
    expect(before.zh.title).toBe('精梳棉纱');
  });

  it('merges a group part by part, and drops a locale left with nothing', () => {
    const once = withTranslation({}, contactFields, 'zh', { add1: { addT1: '总部' } });
    const twice = withTranslation(once, contactFields, 'zh', { add1: { add1: '达卡' } });
    expect(twice).toEqual({ zh: { add1: { addT1: '总部', add1: '达卡' } } });
    const cleared = withTranslation(twice, contactFields, 'zh', { add1: { addT1: '', add1: '' } });
    expect(cleared).toEqual({});
    expect(hasTranslations(cleared)).toBe(false);
    expect(hasTranslations({ zh: {} })).toBe(false);
    expect(hasTranslations(twice)).toBe(true);
    // Rows left with no words at all are no translation.
    expect(withTranslation({}, productFields, 'zh', { specs: [{ label: ' ' }, {}] })).toEqual({});
  });
});

describe('localizedFields', () => {
  it('names the words a reader reads, and no numbers, codes, choices or images', () => {
    expect(localizedFields(productFields).map(([name]) => name)).toEqual([
      'title',
      'desc',
      'feature',
      'composition',
      'endUse',
      'background',
      'specs',
    ]);
  });
});

describe('locale paths', () => {
  it('reads a page’s locale from its first segment, the default having none', () => {
    expect(splitLocale('/zh/products/yarn')).toEqual({ locale: 'zh', path: '/products/yarn' });
    expect(splitLocale('/zh')).toEqual({ locale: 'zh', path: '/' });
    expect(splitLocale('/products/yarn')).toEqual({ locale: 'en', path: '/products/yarn' });
    expect(splitLocale('/en/products')).toEqual({ locale: 'en', path: '/en/products' });
    expect(localePath('zh', '/search?q=%E6%A3%89')).toBe('/zh/search?q=%E6%A3%89');
    expect(localePath('en', '/')).toBe('/');
  });

  it('refuses an unknown locale by naming the supported ones', () => {
    expect(isLocale('zh')).toBe(true);
    expect(isLocale('toString')).toBe(false);
    expect(unknownLocaleMessage('xx')).toBe('The locale "xx" is not supported. Use one of: en, zh.');
  });
});
