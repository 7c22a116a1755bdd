import { RFQ_ATTACHMENT_FIELD } from '@texbridge/shared/resources/rfq-form';
import { controlClass } from '../../../components/ui/form-field.tsx';
import type { QuoteFields } from './quote-fields.tsx';

/** The buyer's own words and their tech pack or photos, both optional. */
export function QuoteMessageFields({ control, field }: QuoteFields) {
  return (
    <div className="grid gap-5">
      {field(
        'message',
        'Message',
        <textarea rows={5} {...control('message')} className={`${controlClass()} resize-y`} />,
        { optional: true },
      )}
      {field(
        RFQ_ATTACHMENT_FIELD,
        'Tech pack or photos',
        <input
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp"
          {...control(RFQ_ATTACHMENT_FIELD)}
          defaultValue={undefined}
          className="block w-full text-sm text-charcoal-700 file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-indigo-100 file:px-4 file:font-semibold file:text-indigo-900"
        />,
        { optional: true },
      )}
    </div>
  );
}
