import { describe, expect, it } from 'vitest';
import type { Rfq } from '../resources/rfqs.ts';
import { RFQ_CSV_COLUMNS, rfqCsvCells } from './rfq-csv.ts';

const rfq: Rfq = {
  _id: 'r1',
  reference: 'RFQ-2026-000001',
  company: 'Dhaka Knits',
  name: 'Rahim',
  email: 'rahim@example.com',
  phone: '+880 1711 000000',
  country: 'BD',
  locale: 'en',
  destination: 'Hamburg',
  incoterm: 'FOB',
  requiredBy: '2027-03-31',
  message: 'Not in the export',
  lines: [],
  attachments: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'quoted',
  assignee: 'staff@example.com',
  statusHistory: [],
  notes: [
    { at: '2026-11-21T09:00:00.000Z', by: 'staff@example.com', text: 'Called back' },
    { at: '2026-11-22T09:00:00.000Z', by: 'lead@example.com', text: 'Quoted' },
  ],
  firstReplyAt: '2026-11-21T09:00:00.000Z',
  notification: 'sent',
};

describe('the RFQ export', () => {
  // The header row is what staff's spreadsheets are set up against: its words and order are fixed.
  it('names its columns in the order spreadsheets expect', () => {
    expect(RFQ_CSV_COLUMNS.join(',')).toBe(
      'reference,received,status,company,name,email,phone,country,destination,incoterm,requiredBy,' +
        'product,productId,quantity,unit,targetPrice,currency,belowMoq,assignee,firstReplyAt,notes,notification',
    );
  });

  it('writes each line as its cells under those columns', () => {
    const line = {
      productId: 'p1',
      title: 'Combed cotton yarn',
      quantity: 2,
      unit: 't',
      targetPrice: 3.5,
      currency: 'USD',
      belowMoq: true,
    };
    expect(rfqCsvCells(rfq, line)).toEqual([
      'RFQ-2026-000001',
      '2026-11-20T10:00:00.000Z',
      'quoted',
      'Dhaka Knits',
      'Rahim',
      'rahim@example.com',
      '+880 1711 000000',
      'BD',
      'Hamburg',
      'FOB',
      '2027-03-31',
      'Combed cotton yarn',
      'p1',
      2,
      't',
      3.5,
      'USD',
      'yes',
      'staff@example.com',
      '2026-11-21T09:00:00.000Z',
      '2026-11-21T09:00:00.000Z staff@example.com: Called back\n2026-11-22T09:00:00.000Z lead@example.com: Quoted',
      'sent',
    ]);
    expect(rfqCsvCells({ ...rfq, phone: undefined, assignee: undefined }, { ...line, belowMoq: false })).toEqual(
      expect.arrayContaining(['no']),
    );
  });
});
