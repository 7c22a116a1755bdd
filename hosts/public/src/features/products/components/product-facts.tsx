import type { Product } from '@texbridge/shared/resources/products';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';
import { FactPanel } from './fact-panel.tsx';
import { SpecificationTable } from './product-specification.tsx';

const nothingListed = <p className="text-charcoal-500 italic">Not listed yet — ask us for the specification.</p>;

/**
 * docs/spec.md §2: 'Product Feature', 'Product Composition' and 'Product Background' below the product's
 * head, after its specification table when it has one.
 */
export function ProductFacts({ product }: { product: Product }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SpecificationTable product={product} />
      <FactPanel title="Product Feature">
        {product.feature.length === 0 ? (
          nothingListed
        ) : (
          <ul className="space-y-2">
            {product.feature.map((feature, index) => (
              <li key={`${index}-${feature}`} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rotate-45 bg-madder-600" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </FactPanel>
      <FactPanel title="Product Composition">
        {product.composition.length === 0 ? (
          nothingListed
        ) : (
          <ul className="flex flex-wrap gap-2">
            {product.composition.map((part, index) => (
              <li
                key={`${index}-${part}`}
                className="rounded-full bg-indigo-100 px-4 py-1.5 text-sm font-medium text-indigo-900"
              >
                {part}
              </li>
            ))}
          </ul>
        )}
      </FactPanel>
      <FactPanel title="Product Background" className="md:col-span-2">
        <Paragraphs text={product.background} className="space-y-4 leading-relaxed" />
      </FactPanel>
    </div>
  );
}
