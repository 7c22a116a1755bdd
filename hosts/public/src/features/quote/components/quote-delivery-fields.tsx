import { INCOTERMS } from '@texbridge/shared/resources/rfq-form';
import type { QuoteFields } from './quote-fields.tsx';

/** Where and when the goods go, and on which terms: all optional. */
export function QuoteDeliveryFields({ control, field, typed }: QuoteFields) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-3">
      <legend className="mb-4 text-2xl text-indigo-900">Delivery</legend>
      {field('destination', 'Port or city', <input type="text" {...control('destination')} />, { optional: true })}
      {field(
        'incoterm',
        'Incoterm',
        <select {...control('incoterm')} defaultValue={typed?.incoterm ?? ''}>
          <option value="">Not decided</option>
          {INCOTERMS.map((term) => (
            <option key={term}>{term}</option>
          ))}
        </select>,
        { optional: true },
      )}
      {field('requiredBy', 'Required by', <input type="date" {...control('requiredBy')} />, { optional: true })}
    </fieldset>
  );
}
