import { useMemo } from 'react';
import { countryOptions } from '@texbridge/shared/resources/product-vocabulary';
import type { QuoteFields } from './quote-fields.tsx';

/** Who is asking: company, name, how to reach them, and their country. */
export function QuoteDetailsFields({ control, field, typed }: QuoteFields) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-2xl text-indigo-900">Your details</legend>
      {field('company', 'Company', <input type="text" autoComplete="organization" required {...control('company')} />)}
      {field('name', 'Your name', <input type="text" autoComplete="name" required {...control('name')} />)}
      {field('email', 'E-mail', <input type="email" autoComplete="email" required {...control('email')} />)}
      {field(
        'phone',
        'Phone / WhatsApp',
        <input type="tel" inputMode="tel" autoComplete="tel" {...control('phone')} />,
        {
          optional: true,
        },
      )}
      {field(
        'country',
        'Country',
        <select autoComplete="country" required {...control('country')} defaultValue={typed?.country ?? ''}>
          <option value="">Choose a country</option>
          {countries.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </select>,
      )}
    </fieldset>
  );
}
