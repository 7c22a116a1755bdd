import type { Product } from '@texbridge/shared/resources/products';
import { keyFacts, lineText, specificationLines } from '@texbridge/shared/format/specification';
import { FactPanel } from './fact-panel.tsx';

/** The minimum order, lead time, origin and samples, each a labelled figure; nothing when none is given. */
export function KeyFacts({ product }: { product: Product }) {
  const facts = keyFacts(product);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-white px-4 py-3 ring-1 ring-ecru-200">
          <dt className="text-xs font-semibold tracking-widest text-charcoal-500 uppercase">{fact.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-indigo-900">{lineText(fact)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The schemes a product is certified under, as badges; nothing when it lists none. */
export function Certifications({ product }: { product: Product }) {
  const names = product.certifications ?? [];
  if (names.length === 0) return null;
  return (
    <section aria-labelledby="product-certifications" className="mt-6">
      <h2 id="product-certifications" className="text-sm font-semibold tracking-widest text-charcoal-500 uppercase">
        Certifications
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map((name) => (
          <li
            key={name}
            className="inline-flex items-center gap-1.5 rounded-full bg-indigo-900 px-3 py-1 text-sm font-semibold text-ecru-50"
          >
            <span aria-hidden="true" className="text-saffron-400">
              ✓
            </span>
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The product's specification as a two-column table a buyer can scan; nothing when it has none. */
export function SpecificationTable({ product }: { product: Product }) {
  const lines = specificationLines(product);
  if (lines.length === 0) return null;
  return (
    <FactPanel title="Specification" className="md:col-span-2">
      <table className="w-full border-collapse text-left">
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${index}-${line.label}`} className="border-b border-ecru-200 last:border-b-0">
              <th scope="row" className="w-2/5 py-2.5 pr-4 align-top font-semibold text-indigo-950">
                {line.label}
              </th>
              <td className="py-2.5 text-charcoal-700">{lineText(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </FactPanel>
  );
}
