import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { InsertResult } from '@texbridge/shared/schemas/common';
import { enquiriesResource, enquiryCreate, type EnquiryCreate } from '@texbridge/shared/resources/enquiries';
import { api, runtimeConfig } from '../../../config/runtime.ts';

/**
 * The enquiry form's input: the API's own `enquiryCreate`, except that the e-mail is trimmed and an
 * empty one reads "is required" rather than "must be an e-mail address".
 */
export const sendEnquiryInput = enquiryCreate.extend({
  user_email: z.string().trim().min(1, 'is required').pipe(enquiryCreate.shape.user_email),
});
export type SendEnquiryFields = z.input<typeof sendEnquiryInput>;
export type SendEnquiryInput = EnquiryCreate;

/** Length limits carry no message of their own; word them as the API does ("must be at most 120 characters"). */
export const sendEnquiryErrorMap = (issue: { code: string; maximum?: unknown }) =>
  issue.code === 'too_big' ? `must be at most ${String(issue.maximum)} characters` : undefined;

/** POST /enquiries: the path of the contract's add call. */
const enquiryPath = (() => {
  const { create } = enquiriesResource;
  if (!create) throw new Error('The enquiries contract declares no add call.');
  return create.path;
})();

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

/** POST /enquiries, then (when configured) the e-mail copy. The stored enquiry is what counts. */
export async function sendEnquiry(input: SendEnquiryInput): Promise<InsertResult> {
  const { user_phone, ...rest } = input;
  const body: SendEnquiryInput = user_phone ? { ...rest, user_phone } : rest;
  const result = await api().post<InsertResult>(enquiryPath, body);
  await sendEmailCopy(body, result.insertedId);
  return result;
}

/** The public site lists no enquiries, so there is no query to invalidate. Never retried: a retry could post twice. */
export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry, retry: false });
