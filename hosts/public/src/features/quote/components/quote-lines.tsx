import type { ReactNode } from 'react';
import type { QuoteProduct } from '../lib/quote-product.ts';
import type { QuoteFields } from './quote-fields.tsx';
import { QuoteLine } from './quote-line.tsx';

export interface QuoteLinesProps {
  /** The products to ask about, one line each. */
  products: readonly QuoteProduct[];
  productHref: (id: string) => string;
  /** Where "Remove" goes without scripts: this page without the product. */
  removeHref: (id: string) => string;
  /** Shown above the lines: products of the basket no longer in the catalogue, or still being read. */
  notice?: ReactNode;
  /** Shown instead of the lines when there are none. */
  empty: ReactNode;
}

/** The products asked about, one line each, or what the empty quote says instead. */
export function QuoteLines({
  products,
  productHref,
  removeHref,
  notice,
  empty,
  fields: { typed, messages },
  onRemove,
}: QuoteLinesProps & { fields: QuoteFields; onRemove: (index: number) => void }) {
  return (
    <fieldset>
      <legend className="text-2xl text-indigo-900">Products</legend>
      {notice}
      {products.length > 0 ? (
        <ol className="mt-4 space-y-4">
          {products.map((product, index) => (
            <QuoteLine
              key={product._id}
              product={product}
              index={index}
              href={productHref(product._id)}
              typed={typed && ((name) => typed[`lines.${index}.${name}`])}
              errors={messages}
              onRemove={() => onRemove(index)}
              removeHref={removeHref(product._id)}
            />
          ))}
        </ol>
      ) : (
        empty
      )}
    </fieldset>
  );
}
