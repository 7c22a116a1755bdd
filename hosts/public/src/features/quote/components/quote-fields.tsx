import type { ReactNode } from 'react';
import { RFQ_ATTACHMENT_FIELD, RFQ_LIMITS } from '@texbridge/shared/resources/rfq-form';
import { controlClass, describedBy, FormField } from '../../../components/ui/form-field.tsx';
import { fieldMessage } from '../lib/check-rfq.ts';
import type { RfqProblems } from '../lib/rfq-errors.ts';

/** What a field is for, under it, read with it. */
const HINTS: Record<string, string> = {
  destination: 'Where the goods go, e.g. Chattogram.',
  message: 'Colours, certifications, packing or anything else the mill should know.',
  [RFQ_ATTACHMENT_FIELD]: `PDF, JPEG, PNG or WebP; up to ${RFQ_LIMITS.attachments.count} files of ${RFQ_LIMITS.attachments.bytes / 1024 / 1024} MB each.`,
};

/**
 * How the quote form draws its own fields: each control's id, name, first value and description (its hint and
 * its problem as a sentence), and the labelled field around it. `id`: the form's.
 */
export function quoteFields(id: string, errors: RfqProblems, typed: Record<string, string> | undefined) {
  const messages = Object.fromEntries(
    Object.entries(errors).map(([name, problem]) => [name, fieldMessage(name, problem)]),
  );
  const control = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': messages[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, HINTS[name], messages[name]),
    defaultValue: typed?.[name],
    className: controlClass(),
  });
  const field = (
    name: string,
    label: string,
    children: ReactNode,
    options: { optional?: boolean; className?: string } = {},
  ) => (
    <FormField id={`${id}-${name}`} label={label} hint={HINTS[name]} error={messages[name]} {...options}>
      {children}
    </FormField>
  );
  return { control, field, typed, messages };
}

export type QuoteFields = ReturnType<typeof quoteFields>;
