import { Link } from 'react-router-dom';
import type { SearchHit } from '@texbridge/shared/resources/search';
import { cardFocusRing, stretchedLink } from '../../../components/ui/focus-ring.ts';
import { Picture } from '../../../components/ui/picture.tsx';
import { paths } from '../../../config/paths.ts';
import { categoryLabel } from '@texbridge/shared/constants';
import { AddToQuote } from '../../../components/quote/add-to-quote.tsx';
import { SourcingFacts } from '../../../components/product/sourcing-facts.tsx';
import { Marked } from './marked.tsx';

const hrefOf = (hit: SearchHit) =>
  hit.type === 'product' ? paths.products.detail.getHref(hit._id) : paths.news.detail.getHref(hit._id);

/**
 * The matches of a search, each a card whose whole surface opens it, the words that matched marked; a
 * product's with its sourcing facts and "Add to quote" (docs/quotes.md), above the stretched link.
 */
export function SearchResults({ hits, words }: { hits: readonly SearchHit[]; words: readonly string[] }) {
  return (
    <ol className="grid gap-4">
      {hits.map((hit) => (
        <li key={`${hit.type}-${hit._id}`}>
          <article
            className={`relative flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ecru-200 transition hover:shadow-md hover:ring-indigo-600/30 sm:gap-5 sm:p-5 ${cardFocusRing}`}
          >
            {hit.image && (
              <Picture
                src={hit.image}
                alt=""
                width={160}
                height={120}
                sizes="(min-width: 640px) 160px, 96px"
                className="aspect-[4/3] w-24 shrink-0 self-start rounded-xl object-cover sm:w-40"
              />
            )}
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-widest text-madder-600 uppercase">
                {hit.type === 'product' ? `Product${hit.category ? ` · ${categoryLabel(hit.category)}` : ''}` : 'News'}
              </p>
              <h2 className="mt-1 text-xl leading-snug text-indigo-900">
                <Link to={hrefOf(hit)} className={stretchedLink}>
                  <Marked text={hit.title} words={words} />
                </Link>
              </h2>
              {hit.type === 'product' && (
                <SourcingFacts moq={hit.moq} origin={hit.origin} certifications={hit.certifications} />
              )}
              <p className="mt-2 line-clamp-3 text-charcoal-700">
                <Marked text={hit.snippet} words={words} />
              </p>
              {hit.type === 'product' && (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <AddToQuote product={{ _id: hit._id, title: hit.title }} />
                </div>
              )}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
