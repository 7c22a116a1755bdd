import { Link } from 'react-router-dom';
import type { ProductCategory } from '@texbridge/shared/constants';
import type { ProductSummary } from '@texbridge/shared/resources/products';
import { cardFocusRing, stretchedLink } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';
import { categoryLabel } from '../lib/category.ts';

/** A dye-lot colour per category, worn as the swatch card's selvedge stripe. */
const selvedge: Record<ProductCategory, string> = {
  fibres: 'bg-saffron-500',
  yarn: 'bg-indigo-700',
  fabrics: 'bg-madder-600',
  dyes: 'bg-teal-700',
  garments: 'bg-charcoal-700',
  other: 'bg-ecru-300',
};

/** The home page's product short list: swatch-like cards, each naming its category, linking to the product. */
export function ProductShortList({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map(({ _id, title, category }) => (
        <li key={_id}>
          <article
            className={`group relative flex h-full min-h-36 flex-col overflow-hidden rounded-2xl bg-ecru-50 p-6 pl-9 text-ink shadow-md shadow-indigo-950/30 transition hover:-translate-y-0.5 hover:shadow-xl motion-reduce:hover:translate-y-0 sm:min-h-44 ${cardFocusRing}`}
          >
            <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-3 ${selvedge[category]}`} />
            <span
              aria-hidden="true"
              className="absolute inset-y-0 left-3 w-px bg-[repeating-linear-gradient(to_bottom,var(--color-ecru-300)_0_6px,transparent_6px_10px)]"
            />
            <p className="text-xs font-semibold tracking-[0.2em] text-madder-600 uppercase">
              {categoryLabel(category)}
            </p>
            <h3 className="mt-3 text-xl leading-snug text-indigo-900">
              <Link to={paths.products.detail.getHref(_id)} className={`${stretchedLink} group-hover:underline`}>
                {title}
              </Link>
            </h3>
            <p
              aria-hidden="true"
              className="mt-auto flex items-center gap-2 pt-6 text-sm font-medium text-indigo-700 transition group-hover:gap-3"
            >
              View product <span>→</span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
