import { describe, expect, it } from 'vitest';
import { isBelow, unitsFor } from '../resources/product-vocabulary.ts';
import { rfqFromFields } from '../resources/rfq-form.ts';
import { rfqCreate } from '../resources/rfqs.ts';
import { ambiguousAmount, readAmount } from './amount.ts';

describe('readAmount', () => {
  it.each([
    // [typed, locale, value]
    ['2.500', 'de-DE', 2500],
    ['2,500', 'en-GB', 2500],
    ['2,500', 'en-US', 2500],
    ['2,85', 'en-US', 2.85],
    ['2,85', 'de-DE', 2.85],
    ['2.85', 'de-DE', 2.85],
    ['2500', undefined, 2500],
    ['1.000.000', undefined, 1_000_000],
    ['1,000,000', undefined, 1_000_000],
    ['1.234,5', 'en-US', 1234.5],
    ['1,234.5', 'de-DE', 1234.5],
    ['1 000', 'fr-FR', 1000],
    ['1\u202f000,5', 'fr-FR', 1000.5],
    ['1’000.25', 'de-CH', 1000.25],
    ['0.500', 'en-US', 0.5],
    ['0,500', 'de-DE', 0.5],
    ['1234.500', 'en-US', 1234.5],
    ['.5', undefined, 0.5],
    [' +12 ', undefined, 12],
  ])('reads %s (%s) as %s', (typed, locale, value) => {
    expect(readAmount(typed, locale)).toEqual({ value });
  });

  it.each([
    ['2.500', 'en-US'],
    ['2,500', 'de-DE'],
    ['2.500', undefined],
    ['2,500', undefined],
    ['2,500', 'not a language'],
  ])('refuses %s (%s) as reading two ways', (typed, locale) => {
    const reading = readAmount(typed, locale);
    expect(reading).toEqual({ ambiguous: [2.5, 2500] });
  });

  it.each(['', 'abc', '1,2,3', '1.000,000,5', '12 34', '-5', '1.2.3,4.5', '1e3'])('cannot read %j', (typed) => {
    expect(readAmount(typed, 'en-US')).toEqual({ unreadable: true });
  });

  it('says both readings and how to write each', () => {
    expect(ambiguousAmount([2.5, 2500], ' 2.500 ')).toBe(
      'reads two ways: “2.500” could be 2.5 or 2,500. Type 2.5 or 2500',
    );
  });
});

describe('a request read from the form', () => {
  const fields = (quantity: string, targetPrice: string) => (name: string) =>
    ({
      company: 'Weberei Nord',
      name: 'Anna',
      email: 'anna@example.com',
      country: 'DE',
      startToken: 't',
      'lines.0.productId': 'p1',
      'lines.0.quantity': quantity,
      'lines.0.unit': 'kg',
      'lines.0.targetPrice': targetPrice,
      'lines.0.currency': 'EUR',
    })[name] ?? '';

  it('reads 2.500 kg at 2,85 EUR as 2,500 at 2.85 for a German reader', () => {
    expect(rfqFromFields(fields('2.500', '2,85'), 'de-DE').lines[0]).toMatchObject({
      quantity: 2500,
      targetPrice: 2.85,
    });
  });

  it('reads 2,500 kg as 2,500 for an English reader, and sends a 2.500 that reads two ways as typed', () => {
    expect(rfqFromFields(fields('2,500', ''), 'en-GB').lines[0]!.quantity).toBe(2500);
    expect(rfqFromFields(fields('2.500', ''), 'en-GB').lines[0]!.quantity).toBe('2.500');
  });

  it('is refused by the API’s schema with both readings when it reads two ways, and read when it does not', () => {
    const sent = rfqFromFields(fields('2.500', '2,85'), 'en-GB');
    const refused = rfqCreate.safeParse(sent);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['lines', 0, 'quantity'],
        message: 'reads two ways: “2.500” could be 2.5 or 2,500. Type 2.5 or 2500',
      }),
    ]);
    const read = rfqCreate.parse({ ...sent, lines: [{ ...sent.lines[0], quantity: '2,500.5' }] });
    expect(read.lines[0]).toMatchObject({ quantity: 2500.5, targetPrice: 2.85 });
  });
});

describe('units and minimum orders', () => {
  it('offers the units that measure the product', () => {
    const values = (product: Parameters<typeof unitsFor>[0]) => unitsFor(product).map((unit) => unit.value);
    expect(values({ category: 'yarn' })).toEqual(['kg', 't']);
    expect(values({ category: 'fabrics' })).toEqual(['kg', 't', 'm', 'yd']);
    expect(values({ category: 'garments' })).toEqual(['pcs']);
    expect(values({ category: 'yarn', moq: { unit: 'm' } })).toEqual(['kg', 't', 'm', 'yd']);
    expect(values({})).toEqual(['kg', 't', 'm', 'yd', 'pcs']);
  });

  it('compares an amount with the MOQ in their base unit, and never across kinds', () => {
    expect(isBelow(1, 't', { value: 2000, unit: 'kg' })).toBe(true);
    expect(isBelow(2, 't', { value: 2000, unit: 'kg' })).toBe(false);
    expect(isBelow(1999, 'kg', { value: 2, unit: 't' })).toBe(true);
    expect(isBelow(1000, 'yd', { value: 1000, unit: 'm' })).toBe(true);
    expect(isBelow(1, 'm', { value: 2000, unit: 'kg' })).toBe(false);
  });
});
