import type { Rfq, RfqLine } from '@texbridge/shared/resources/rfqs';
import type { RequestSummary } from '../mail/notifier.ts';

const amount = (value: number) => value.toLocaleString('en');

/** A line's product and quantity, as the inbox lists it and the e-mail starts it: "Single Jersey × 800 m". */
export const quantityInWords = (line: Pick<RfqLine, 'title' | 'quantity' | 'unit'>) =>
  `${line.title} × ${amount(line.quantity)} ${line.unit}`;

/** One product line as staff read it: "Combed Cotton Yarn Ne 30/1 × 5,000 kg, target 2.4 USD (below the MOQ of 1,000 kg)". */
function lineInWords(line: RfqLine): string {
  const price =
    line.targetPrice === undefined ? '' : `, target ${amount(line.targetPrice)} ${line.currency ?? ''}`.trimEnd();
  const moq = line.belowMoq && line.moq ? ` (below the MOQ of ${amount(line.moq.value)} ${line.moq.unit})` : '';
  return `${quantityInWords(line)}${price}${moq}`;
}

type Optional = string | null | undefined;
/** What a summary reads of an RFQ: the stored row's fields (NULL for an optional one left out). */
export type RfqInWords = Pick<
  Rfq,
  '_id' | 'reference' | 'name' | 'email' | 'company' | 'country' | 'lines' | 'locale'
> & {
  attachments: readonly { name: string }[];
} & Partial<Record<'phone' | 'destination' | 'incoterm' | 'requiredBy' | 'message', Optional>>;

/** What the e-mails about a new RFQ say: its products, then its terms and message. */
export function rfqSummary(rfq: RfqInWords): RequestSummary {
  const terms: [string, Optional][] = [
    ['Phone', rfq.phone],
    ['Country', rfq.country],
    ['Destination', rfq.destination],
    ['Incoterm', rfq.incoterm],
    ['Required by', rfq.requiredBy],
    ['Attachments', rfq.attachments.map((file) => file.name).join(', ') || undefined],
  ];
  return {
    type: 'rfq',
    id: rfq._id,
    reference: rfq.reference,
    name: rfq.name,
    email: rfq.email,
    company: rfq.company,
    locale: rfq.locale,
    lines: [
      ...rfq.lines.map(lineInWords),
      ...terms.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
      ...(rfq.message ? ['', ...rfq.message.split(/\r?\n/)] : []),
    ],
  };
}

/** What the e-mails about a new contact-form enquiry say: the phone, then the message. */
export function enquirySummary(enquiry: {
  _id: string;
  user_name: string;
  user_email: string;
  user_phone?: string | undefined;
  message: string;
}): RequestSummary {
  return {
    type: 'enquiry',
    id: enquiry._id,
    name: enquiry.user_name,
    email: enquiry.user_email,
    lines: [...(enquiry.user_phone ? [`Phone: ${enquiry.user_phone}`, ''] : []), ...enquiry.message.split(/\r?\n/)],
  };
}
