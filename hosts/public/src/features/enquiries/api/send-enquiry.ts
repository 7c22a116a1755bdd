import type { RequestReceived } from '@texbridge/shared/schemas/common';
import type { EnquiryCreate } from '@texbridge/shared/resources/enquiries';
import { ENQUIRY_CREATE_PATH } from '@texbridge/shared/resources/enquiry-form';
import { api, runtimeConfig } from '../../../config/runtime.ts';

/** What the form sends, once lib/check-enquiry.ts has checked it as the API will. */
export type SendEnquiryInput = EnquiryCreate;

/** EmailJS is a courtesy copy: it may not hold up the visitor once the API has stored the enquiry. */
const EMAILJS_TIMEOUT_MS = 8000;

async function sendEmailCopy(input: SendEnquiryInput, enquiryId: string) {
  const emailjs = runtimeConfig().emailjs;
  if (!emailjs) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // Loaded only when someone sends, so visitors who never write do not download it.
    const { default: client } = await import('@emailjs/browser');
    const params = { ...input, user_phone: input.user_phone ?? '', enquiry_id: enquiryId };
    await Promise.race([
      client.send(emailjs.serviceId, emailjs.templateId, params, { publicKey: emailjs.publicKey }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('EmailJS did not answer in time')), EMAILJS_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    console.warn('The enquiry was stored, but its e-mail copy could not be sent.', error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POST /enquiries, then (when configured) the e-mail copy. The stored enquiry is what counts. Never retried:
 * a retry could post twice. The public site lists no enquiries, so there is no query to invalidate; a plain
 * call rather than React Query's useMutation keeps ~1 KB off the form.
 */
export async function sendEnquiry(input: SendEnquiryInput): Promise<RequestReceived> {
  const { user_phone, ...rest } = input;
  const body: SendEnquiryInput = user_phone ? { ...rest, user_phone } : rest;
  const result = await api().post<RequestReceived>(ENQUIRY_CREATE_PATH, body);
  await sendEmailCopy(body, result.insertedId);
  return result;
}
