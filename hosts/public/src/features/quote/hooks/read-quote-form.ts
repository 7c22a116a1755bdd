import { RFQ_ATTACHMENT_FIELD, rfqFromFields } from '@texbridge/shared/resources/rfq-form';
import { contentLocale } from '../../../config/runtime.ts';

/**
 * What the quote form holds as the request it would send: each field as typed, '' for a file or a missing one,
 * with the page's language (the buyer's receipt is in it).
 */
export function rfqOfForm(data: FormData) {
  return rfqFromFields(
    (name) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    },
    navigator.language,
    contentLocale().locale,
  );
}

/** The files attached, without the empty entry a file input with none sends. */
export const attachedFiles = (data: FormData) =>
  data.getAll(RFQ_ATTACHMENT_FIELD).filter((file): file is File => file instanceof File && file.size > 0);
