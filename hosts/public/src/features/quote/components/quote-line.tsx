import { useState } from 'react';
import { Link, useHref } from 'react-router-dom';
import { formatNumber } from '@texbridge/shared/format/number';
import { unitsFor } from '@texbridge/shared/resources/product-vocabulary';
import { CURRENCIES } from '@texbridge/shared/resources/rfq-form';
import { controlClass } from '../../../components/ui/form-field.tsx';
import { useBuyerLocale } from '../../../lib/buyer-locale.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { belowMoq, lineField, type QuoteProduct } from '../lib/quote-product.ts';
import { AmountAsRead } from './amount-as-read.tsx';

interface QuoteLineProps {
  product: QuoteProduct;
  index: number;
  /** The product page's address. */
  href: string;
  /** What a refused plain post had in this line, by field name. */
  typed?: ((name: string) => string | undefined) | undefined;
  /** Problems as sentences, by the line's field name (`lines.0.quantity`). */
  errors: Record<string, string>;
  onRemove: () => void;
  /** Without scripts, "Remove" is a link to the page without this product. */
  removeHref: string;
}

/** The id of a line's product link, where focus goes when the line before it is removed. */
export const lineTitleId = (productId: string) => `quote-${productId}-title`;

const REMOVE = '-m-1 min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-madder-700 hover:bg-madder-600/10';

/** The ids that describe a control, those present. */
const describe = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * One product of the quote: how much, in which of the units that measure it, and a price the buyer has in
 * mind, each read back under its field. A quantity below the product's MOQ (compared in one base unit) is
 * a warning, not a refusal: mills often quote a small first order at a higher price.
 */
export function QuoteLine({ product, index, href, typed, errors, onRemove, removeHref }: QuoteLineProps) {
  const hydrated = useHydrated();
  const locale = useBuyerLocale();
  // A plain link goes past the router: the page's language is put in by `useHref`.
  const removeLink = useHref(removeHref);
  const units = unitsFor(product);
  const field = (name: string) => lineField(index, name);
  const id = (name: string) => `quote-${product._id}-${name}`;
  const [quantity, setQuantity] = useState(typed?.('quantity') ?? (product.moq ? String(product.moq.value) : ''));
  const typedUnit = typed?.('unit');
  const [unit, setUnit] = useState(
    units.some((option) => option.value === typedUnit) ? typedUnit! : (product.moq?.unit ?? units[0]!.value),
  );
  const [price, setPrice] = useState(typed?.('targetPrice') ?? '');
  const [currency, setCurrency] = useState(typed?.('currency') || CURRENCIES[0]);
  const warning = belowMoq(product, quantity, unit, locale)
    ? `Below the minimum order of ${formatNumber(product.moq!.value)} ${product.moq!.unit}. We will still ask; a small order may cost more.`
    : undefined;
  // The API names a product it no longer has by its line alone ("lines.1: “…” is no longer …").
  const error = (name: string) => errors[field(name)] ?? (name === 'productId' ? errors[`lines.${index}`] : undefined);
  const invalid = (name: string) => (error(name) ? true : undefined);
  const problem = (name: string) =>
    error(name) && (
      <p id={`${id(name)}-error`} className="mt-1 text-sm font-medium text-madder-600">
        <span aria-hidden="true">! </span>
        {error(name)}
      </p>
    );

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ecru-200 sm:p-5">
      <input type="hidden" name={field('productId')} value={product._id} />
      <input type="hidden" name={field('title')} value={product.title} />
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg leading-snug text-indigo-900">
          <Link id={lineTitleId(product._id)} to={href} className="underline-offset-4 hover:underline">
            {product.title}
          </Link>
        </h3>
        {hydrated ? (
          <button
            type="button"
            // Named by its line, so a problem with the product (lines.1) finds it, and it reads that problem.
            name={`lines.${index}`}
            onClick={onRemove}
            aria-label={`Remove ${product.title}`}
            aria-describedby={error('productId') ? `${id('productId')}-error` : undefined}
            className={REMOVE}
          >
            Remove
          </button>
        ) : (
          <a href={removeLink} aria-label={`Remove ${product.title}`} className={`${REMOVE} inline-flex items-center`}>
            Remove
          </a>
        )}
      </div>
      {product.moq && (
        <p className="mt-1 text-sm text-charcoal-700">
          Minimum order {formatNumber(product.moq.value)} {product.moq.unit}
        </p>
      )}
      {problem('productId')}
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={id('quantity')} className="mb-1 block text-sm font-medium text-indigo-900">
            Quantity
          </label>
          <input
            id={id('quantity')}
            name={field('quantity')}
            inputMode="decimal"
            required
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            aria-invalid={invalid('quantity')}
            aria-describedby={describe(
              `${id('quantity')}-read`,
              warning && `${id('quantity')}-moq`,
              error('quantity') && `${id('quantity')}-error`,
            )}
            className={controlClass()}
          />
          <AmountAsRead id={`${id('quantity')}-read`} typed={quantity} unit={unit} locale={locale} />
        </div>
        <div>
          <label htmlFor={id('unit')} className="mb-1 block text-sm font-medium text-indigo-900">
            Unit
          </label>
          <select
            id={id('unit')}
            name={field('unit')}
            value={unit}
            onChange={(event) => setUnit(event.target.value)}
            aria-invalid={invalid('unit')}
            aria-describedby={describe(error('unit') && `${id('unit')}-error`)}
            className={controlClass()}
          >
            {units.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id('targetPrice')} className="mb-1 block text-sm font-medium text-indigo-900">
            Target price <span className="font-normal text-charcoal-500">(optional)</span>
          </label>
          <input
            id={id('targetPrice')}
            name={field('targetPrice')}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={invalid('targetPrice')}
            aria-describedby={describe(
              `${id('targetPrice')}-per`,
              error('targetPrice') && `${id('targetPrice')}-error`,
            )}
            className={controlClass()}
          />
          {price.trim() === '' ? (
            <p id={`${id('targetPrice')}-per`} className="mt-1 text-xs text-charcoal-700">
              {currency} per {unit}
            </p>
          ) : (
            <AmountAsRead
              id={`${id('targetPrice')}-per`}
              typed={price}
              unit={`${currency} per ${unit}`}
              locale={locale}
            />
          )}
        </div>
        <div>
          <label htmlFor={id('currency')} className="mb-1 block text-sm font-medium text-indigo-900">
            Currency
          </label>
          <select
            id={id('currency')}
            name={field('currency')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            aria-invalid={invalid('currency')}
            aria-describedby={describe(error('currency') && `${id('currency')}-error`)}
            className={controlClass()}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </div>
      </div>
      {warning && (
        <p id={`${id('quantity')}-moq`} className="mt-3 rounded-lg bg-saffron-100 px-3 py-2 text-sm text-charcoal-700">
          {warning}
        </p>
      )}
      {problem('quantity')}
      {problem('unit')}
      {problem('targetPrice')}
      {problem('currency')}
    </li>
  );
}
