import { describe, expect, it } from 'vitest';
import { RFQ_FIELDS, RFQ_HONEYPOT, RFQ_LINE_FIELDS, RFQ_TOKEN_FIELD, rfqFromFields } from './rfq-form.ts';
import { rfq, rfqCreate, rfqLineCreate } from './rfqs.ts';

/**
 * The RFQ's fields are named once, in RFQ_FIELDS and RFQ_LINE_FIELDS (rfq-form.ts, no zod, so the site's
 * form reads them): the schemas must have each, no other, in that order (the CSV's columns follow it), and
 * leave out the ones the form leaves out when blank. A key missing or extra is a type error in rfqs.ts
 * (`satisfies`); the order and the optional ones are held here.
 */
describe('the RFQ schemas and the form read one list of fields', () => {
  it('takes the form fields, in their order, then the lines, the honeypot, the token and the page’s language', () => {
    expect(Object.keys(rfqCreate.shape)).toEqual([...RFQ_FIELDS, 'lines', RFQ_HONEYPOT, RFQ_TOKEN_FIELD, 'locale']);
  });

  it('stores the form fields in their order', () => {
    const keys = Object.keys(rfq.shape);
    const first = keys.indexOf(RFQ_FIELDS[0]);
    expect(keys.slice(first, first + RFQ_FIELDS.length)).toEqual(RFQ_FIELDS);
  });

  it('takes a line’s fields in their order', () => {
    expect(Object.keys(rfqLineCreate.shape)).toEqual(RFQ_LINE_FIELDS);
  });

  it('may go without exactly the fields the form leaves out when blank', () => {
    const blank = rfqFromFields(() => '');
    const leftOut = RFQ_FIELDS.filter((name) => !(name in blank));
    const optional = RFQ_FIELDS.filter((name) => rfqCreate.shape[name].safeParse(undefined).success);
    expect(leftOut).toEqual(optional);
    expect(leftOut.length).toBeGreaterThan(0);
  });
});
