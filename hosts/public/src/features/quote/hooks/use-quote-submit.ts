import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { ApiError } from '@texbridge/shared/api/api-client';
import { RFQ_ATTACHMENT_FIELD, type RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';
import { sentRfqOf, type SentRfq } from '@texbridge/shared/format/sent-rfq';
import { sendRfq } from '../api/send-rfq.ts';
import { checkRfq } from '../lib/check-rfq.ts';
import { attachmentProblem, describeRfqFailure, type RfqFailure, type RfqProblems } from '../lib/rfq-errors.ts';
import { attachedFiles, rfqOfForm } from './read-quote-form.ts';
import { useRefusalFocus } from './use-refusal-focus.ts';

/**
 * Sending the request from the page: checked here first, then sent with its files. A refusal, here or by the
 * API (or a refused plain post the page opens with), keeps everything typed and names each problem by field.
 */
export function useQuoteSubmit(
  refused: RefusedRfqPost | undefined,
  onSent: (sent: SentRfq) => void,
  form: RefObject<HTMLFormElement | null>,
  summary: RefObject<HTMLElement | null>,
) {
  const [failure, setFailure] = useState<RfqFailure | undefined>(() =>
    refused ? describeRfqFailure(new ApiError(refused.failure.status, refused.failure.message)) : undefined,
  );
  const [errors, setErrors] = useState<RfqProblems>(failure?.fields ?? {});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const refuse = useRefusalFocus(form, summary);
  const show = (refusal: RfqFailure) => {
    setErrors(refusal.fields);
    setFailure(refusal);
    refuse(refusal.fields);
  };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not the state: a second Enter in the same frame must not send twice.
    if (inFlight.current) return;
    const data = new FormData(event.currentTarget);
    const rfq = rfqOfForm(data);
    const files = attachedFiles(data);
    const problems = checkRfq(rfq);
    const fileProblem = attachmentProblem(files);
    if (fileProblem) problems[RFQ_ATTACHMENT_FIELD] = fileProblem;
    if (Object.keys(problems).length > 0)
      return show({ summary: 'Please correct the highlighted fields, then send again.', fields: problems });
    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    setErrors({});
    try {
      onSent(sentRfqOf(rfq, await sendRfq(rfq, files)));
    } catch (error) {
      show(describeRfqFailure(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { failure, errors, setErrors, sending, send };
}
