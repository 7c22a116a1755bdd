import type { RfqLine } from '@texbridge/shared/resources/rfqs';
import { Link } from 'react-router-dom';
import type { Column } from '../../../components/crud/columns.tsx';
import { ResourceTable } from '../../../components/crud/resource-table.tsx';
import { productPageHref } from '../../../config/paths.ts';

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
const link = 'text-indigo-800 underline decoration-ecru-400 underline-offset-2 hover:decoration-indigo-800';

interface LineRow {
  _id: string;
  line: RfqLine;
}

const columns: readonly Column<LineRow>[] = [
  {
    header: 'Product',
    identifies: true,
    cell: ({ line }) => (
      <Link to={productPageHref(line.productId)} className={link}>
        {line.title}
      </Link>
    ),
  },
  {
    header: 'Quantity',
    className: 'tabular-nums',
    cell: ({ line }) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="whitespace-nowrap">
          {number.format(line.quantity)} {line.unit}
        </span>
        {line.belowMoq && (
          <span className="rounded-full bg-madder-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-madder-700">
            Below MOQ
          </span>
        )}
      </span>
    ),
  },
  {
    header: 'MOQ',
    className: 'whitespace-nowrap tabular-nums',
    cell: ({ line }) =>
      line.moq ? `${number.format(line.moq.value)} ${line.moq.unit}` : <span className="text-charcoal-500">—</span>,
  },
  {
    header: 'Target price',
    className: 'whitespace-nowrap tabular-nums',
    cell: ({ line }) =>
      line.targetPrice === undefined ? (
        <span className="text-charcoal-500">None given</span>
      ) : (
        `${number.format(line.targetPrice)} ${line.currency ?? ''} / ${line.unit}`.trim()
      ),
  },
];

/**
 * The products an RFQ asks a price for, each linked to its page on the site, with the quantity, the MOQ
 * when the request arrived (marked when the quantity is below it) and the buyer's target price.
 */
export function RfqLines({ lines }: { lines: readonly RfqLine[] }) {
  return (
    <ResourceTable
      caption={`${lines.length} ${lines.length === 1 ? 'product' : 'products'}`}
      columns={columns}
      rows={lines.map((line, index) => ({ _id: String(index), line }))}
      plural="products"
      loading={false}
    />
  );
}
