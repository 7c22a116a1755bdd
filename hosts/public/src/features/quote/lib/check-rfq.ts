import { ambiguousAmount, readAmount } from '@texbridge/shared/format/amount';
import { EMAIL_PATTERN, problems } from '@texbridge/shared/schemas/field-rules';
import type { RfqJson } from '@texbridge/shared/resources/rfq-form';
import { lineField } from './quote-product.ts';
import { sentence, type RfqProblems } from './rfq-errors.ts';

/**
 * What the browser can tell before sending, in the API's words (rfqs.ts): the fields a request needs and
 * numbers that read as numbers. The API judges the rest, and its answer is shown the same way.
 */
export function checkRfq(rfq: RfqJson): RfqProblems {
  const found: RfqProblems = {};
  for (const name of ['company', 'name', 'email', 'country'] as const) {
    if (rfq[name].trim() === '') found[name] = problems.required;
  }
  if (!found.email && !EMAIL_PATTERN.test(rfq.email)) found.email = problems.email;
  rfq.lines.forEach((line, index) => {
    const quantity = amountProblem(line.quantity, 'must be a number more than 0');
    if (quantity) found[lineField(index, 'quantity')] = line.quantity === '' ? problems.required : quantity;
    const price =
      line.targetPrice === undefined
        ? undefined
        : amountProblem(line.targetPrice, 'must be a number more than 0, or left empty');
    if (price) found[lineField(index, 'targetPrice')] = price;
  });
  return found;
}

/**
 * What is wrong with an amount as rfqFromFields read it: a number must be more than 0; text it could not
 * read is either ambiguous ("2.500": 2.5 or 2,500?), said with both readings as the API says it, or no number.
 */
function amountProblem(amount: number | string, notANumber: string): string | undefined {
  if (typeof amount === 'number') return amount > 0 ? undefined : notANumber;
  const reading = readAmount(amount);
  return 'ambiguous' in reading ? ambiguousAmount(reading.ambiguous, amount) : notANumber;
}

/** Whether checkRfq judges a field: the others are the API's to judge, and its verdict stands until the next send. */
export const checkedHere = (field: string) =>
  ['company', 'name', 'email', 'country'].includes(field) || /^lines\.\d+\.(quantity|targetPrice)$/.test(field);

const LABELS: Record<string, string> = {
  company: 'Company',
  name: 'Your name',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  destination: 'Destination',
  incoterm: 'Incoterm',
  requiredBy: 'Required by',
  message: 'Message',
  quantity: 'Quantity',
  unit: 'Unit',
  targetPrice: 'Target price',
  currency: 'Currency',
  productId: 'This product',
};

/** A problem as a sentence for the buyer, beside its field: "Quantity must be a number more than 0." */
export function fieldMessage(field: string, problem: string): string {
  if (problem === problems.email) return 'Enter an e-mail address such as name@company.com.';
  if (problem === problems.required && field === 'country') return 'Choose your country.';
  const name = field.split('.').at(-1) ?? field;
  // The API's sentence about a product already names it ("“Organic Cotton Yarn” is no longer …").
  if (/^lines\.\d+$/.test(field)) return sentence(problem);
  return sentence(`${LABELS[name] ?? name} ${problem}`);
}
