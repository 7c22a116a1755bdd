import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useHref } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useBasket } from '../../lib/quote-basket.ts';
import { addToBasket, type AddResult } from '../../lib/quote-basket-changes.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

interface AddToQuoteProps {
  product: { _id: string; title: string };
  /** `card`: a compact button at a product card's foot; `page`: the product page's outlined button. */
  variant?: 'card' | 'page';
}

const REFUSED: Partial<Record<AddResult, string>> = {
  full: 'Your quote is full: send it, then start another.',
  unavailable: 'This browser does not let the site keep a basket. Use “Ask for a quotation” instead.',
};

const BUTTON = {
  card: 'relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-full border border-indigo-900/20 px-4 text-sm font-semibold text-indigo-900 transition hover:border-madder-600 hover:text-madder-700',
  page: 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-indigo-900 px-6 py-2.5 font-semibold text-indigo-900 transition hover:bg-indigo-900 hover:text-ecru-50',
} as const;

/**
 * "Add to quote" (docs/quotes.md). A form, so without scripts it opens /quote with the product; with them
 * it adds the product to the basket in this browser and stays on the page, then offers the quote.
 */
export function AddToQuote({ product, variant = 'card' }: AddToQuoteProps) {
  // The quote page in this page's language (the router's locale prefix).
  const quoteAction = useHref(paths.quote.path);
  const basket = useBasket();
  const hydrated = useHydrated();
  const inBasket = basket.some((item) => item.id === product._id);
  const [refusal, setRefusal] = useState<string>();
  const [added, setAdded] = useState(false);
  // The button the visitor pressed is gone: focus goes to the link that takes its place.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (added && inBasket) link.current?.focus();
  }, [added, inBasket]);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = addToBasket({ id: product._id, title: product.title });
    setRefusal(REFUSED[result]);
    setAdded(result === 'added');
  };
  const count = basket.length;

  return (
    <>
      {inBasket ? (
        <Link
          ref={link}
          to={paths.quote.getHref()}
          aria-label={`In your quote: ${product.title}`}
          className={BUTTON[variant]}
        >
          <span aria-hidden="true">✓</span> In your quote <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <form method="get" action={quoteAction} onSubmit={add} className="contents">
          <input type="hidden" name="product" value={product._id} />
          {/* Named with its product: a grid has one such button per card. */}
          <button type="submit" aria-label={`Add to quote: ${product.title}`} className={BUTTON[variant]}>
            <span aria-hidden="true">+</span> Add to quote
          </button>
        </form>
      )}
      {/* There from hydration on, before anything is put in it, so that what is put in it is announced; not
          in the server's page, which has nothing to announce. */}
      {hydrated && (
        <span role="status" className="sr-only">
          {added && inBasket ? `Added to your quote (${count} ${count === 1 ? 'product' : 'products'}).` : ''}
        </span>
      )}
      {refusal && (
        <span role="alert" className="relative z-10 basis-full text-sm text-madder-700">
          {refusal}
        </span>
      )}
    </>
  );
}
