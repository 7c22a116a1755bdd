import { formatNumber } from '@texbridge/shared/format/number';
import { countryName } from '@texbridge/shared/resources/product-vocabulary';

/** How many certifications a card names before "+2 more". */
const NAMED_CERTIFICATIONS = 2;

interface Facts {
  moq?: { value: number; unit: string } | undefined;
  origin?: string | undefined;
  certifications?: readonly string[] | undefined;
}

/**
 * What a buyer compares first, in one line under a product's name on a card or a search result: its
 * minimum order, origin and certifications, those it has (docs/search.md).
 */
export function SourcingFacts({ moq, origin, certifications = [] }: Facts) {
  const more = certifications.length - NAMED_CERTIFICATIONS;
  const facts = [
    moq && `MOQ ${formatNumber(moq.value)} ${moq.unit}`,
    origin && countryName(origin),
    certifications.length > 0 &&
      `${certifications.slice(0, NAMED_CERTIFICATIONS).join(', ')}${more > 0 ? ` +${more} more` : ''}`,
  ].filter((fact): fact is string => Boolean(fact));
  if (facts.length === 0) return null;
  return (
    <ul aria-label="Sourcing facts" className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-charcoal-700">
      {facts.map((fact) => (
        // The dot between facts is drawn, not written: a screen reader reads a list of three.
        <li
          key={fact}
          className="not-first:before:mr-3 not-first:before:text-charcoal-500 not-first:before:content-['·']"
        >
          {fact}
        </li>
      ))}
    </ul>
  );
}
