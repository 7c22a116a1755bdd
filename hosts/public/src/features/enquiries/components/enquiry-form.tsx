import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  sendEnquiryErrorMap,
  sendEnquiryInput,
  useSendEnquiry,
  type SendEnquiryFields,
  type SendEnquiryInput,
} from '../api/send-enquiry.ts';
import { describeEnquiryFailure, enquiryFieldMessage, type EnquiryField as Field } from '../lib/enquiry-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { controlClass, describedBy, EnquiryField, type EnquiryFormVariant } from './enquiry-field.tsx';
import { NeedsJavaScriptNote } from './needs-javascript-note.tsx';
import { useToaster } from '../../../components/ui/toaster-slot.tsx';

const EMPTY: SendEnquiryFields = { user_name: '', user_email: '', user_phone: '', message: '' };
const PHONE_HINT = 'With the country code, e.g. +880 1711-000000.';
const SENT = 'Thank you, your message was sent. We will reply soon.';

interface EnquiryFormProps {
  /** The id of the heading that names this form. */
  labelledBy: string;
  /** `compact` is the footer's: light on the indigo band, a shorter message box. */
  variant?: EnquiryFormVariant;
}

/** docs/spec.md §2 "Contact enquiry form": stored by the API, copied by e-mail when EmailJS is configured. */
export function EnquiryForm({ labelledBy, variant = 'default' }: EnquiryFormProps) {
  useToaster();
  const id = useId();
  const compact = variant === 'compact';
  const mutation = useSendEnquiry();
  // After a send the form resets and its button is disabled for a moment: focus goes to the sentence saying
  // it was sent, so keyboard and screen-reader users are not dropped on <body>.
  const [sent, setSent] = useState(false);
  const sentNote = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);
  // The button is disabled while sending; this also stops an Enter press from posting twice.
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SendEnquiryFields, unknown, SendEnquiryInput>({
    resolver: zodResolver(sendEnquiryInput, { error: sendEnquiryErrorMap }),
    defaultValues: EMPTY,
  });
  const sending = isSubmitting || mutation.isPending;

  async function send(values: SendEnquiryInput) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSent(false);
    try {
      await mutation.mutateAsync(values);
      toast.success('We Will Reply Soon');
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      const failure = describeEnquiryFailure(error);
      const fields = Object.entries(failure.fields) as [Field, string][];
      for (const [field, problem] of fields) setError(field, { type: 'server', message: problem });
      if (fields[0]) setFocus(fields[0][0]);
      toast.error(failure.toast);
    } finally {
      inFlight.current = false;
    }
  }

  const control = (name: Field, hint?: string) => {
    const problem = errors[name]?.message;
    const error = problem ? enquiryFieldMessage(name, problem) : undefined;
    const props = {
      id: `${id}-${name}`,
      className: controlClass(variant),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(`${id}-${name}`, hint, error),
      ...register(name),
    };
    return { props, error };
  };
  // Until hydrated (and never without scripts) the form has no handler: a native submit would only put
  // the visitor's details in a GET URL, so its button waits; <NeedsJavaScriptNote> says why to no-JS visitors.
  const hydrated = useHydrated();
  const name = control('user_name');
  const email = control('user_email');
  const phone = control('user_phone', PHONE_HINT);
  const message = control('message');

  return (
    <form
      aria-labelledby={labelledBy}
      aria-busy={sending}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="@container"
    >
      <NeedsJavaScriptNote tone={compact ? 'light' : 'dark'} linkToContact={compact} />
      <div className={compact ? 'grid gap-3' : 'grid gap-5 @md:grid-cols-2'}>
        <EnquiryField id={name.props.id} label="Your name" error={name.error} variant={variant}>
          <input type="text" autoComplete="name" required {...name.props} />
        </EnquiryField>
        <EnquiryField id={email.props.id} label="E-mail" error={email.error} variant={variant}>
          <input type="email" autoComplete="email" required {...email.props} />
        </EnquiryField>
        <EnquiryField
          id={phone.props.id}
          label="Phone / WhatsApp"
          hint={PHONE_HINT}
          error={phone.error}
          optional
          variant={variant}
          className={compact ? undefined : '@md:col-span-2'}
        >
          {/* Text, not number: a number input dropped "+", spaces and dashes, or the whole "+880 …". */}
          <input type="tel" inputMode="tel" autoComplete="tel" {...phone.props} />
        </EnquiryField>
        <EnquiryField
          id={message.props.id}
          label="Message"
          error={message.error}
          variant={variant}
          className={compact ? undefined : '@md:col-span-2'}
        >
          <textarea
            rows={compact ? 3 : 6}
            required
            {...message.props}
            className={`${message.props.className} resize-y`}
          />
        </EnquiryField>
        <div className={compact ? undefined : '@md:col-span-2'}>
          <button
            type="submit"
            disabled={sending || !hydrated}
            className={[
              'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition disabled:cursor-wait disabled:opacity-70',
              compact
                ? 'w-full bg-saffron-500 text-indigo-950 hover:bg-saffron-400'
                : 'w-full bg-madder-600 text-ecru-50 hover:bg-madder-700 @md:w-auto',
            ].join(' ')}
          >
            {sending && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
              />
            )}
            {sending ? 'Sending…' : 'Send Message'}
          </button>
          {sent && (
            <p
              ref={sentNote}
              tabIndex={-1}
              role="status"
              className={`mt-3 rounded-lg px-3 py-2 text-sm font-medium ${compact ? 'bg-ecru-50/10 text-ecru-50' : 'bg-indigo-100 text-indigo-900'}`}
            >
              {SENT}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
