import type { Rfq } from '@texbridge/shared/resources/rfqs';
import { Details } from './sender-details.tsx';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A required-by day (YYYY-MM-DD) as '31 Mar 2027', the same in every time zone. */
const formatDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
};

const notGiven = <span className="text-charcoal-500">Not given</span>;

/** The terms the buyer asked for: the Incoterm, where to, and by when. */
export function RfqTerms({ rfq }: { rfq: Pick<Rfq, 'incoterm' | 'destination' | 'requiredBy'> }) {
  return (
    <Details
      rows={[
        ['Incoterm', rfq.incoterm ?? notGiven],
        ['Destination', rfq.destination ?? notGiven],
        ['Required by', rfq.requiredBy ? <time dateTime={rfq.requiredBy}>{formatDay(rfq.requiredBy)}</time> : notGiven],
      ]}
    />
  );
}
