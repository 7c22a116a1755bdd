import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { ApiError } from '@texbridge/shared/api/api-client';
import { sentEnquiryOf, type SentEnquiry } from '@texbridge/shared/format/sent-enquiry';
import { ENQUIRY_FORM_FIELD, ENQUIRY_SENT } from '@texbridge/shared/resources/enquiry-form';
import { sendEnquiry } from '../api/send-enquiry.ts';
import { checkEnquiry, type EnquiryCheck, type EnquiryValues } from '../lib/check-enquiry.ts';
import {
  describeEnquiryFailure,
  ENQUIRY_FIELDS,
  enquiryFieldMessage,
  type EnquiryField as Field,
} from '../lib/enquiry-errors.ts';
import { useRefusedPost } from '../lib/refused-post.ts';
import { EnquirySentSummary } from './enquiry-sent.tsx';
import { controlClass, describedBy, FormField, type FormVariant } from '../../../components/ui/form-field.tsx';
import { wantToaster, raiseToast } from '../../../components/ui/toaster-slot.tsx';
import { m } from '../../../paraglide/messages.js';

interface EnquiryFormProps {
  /** The id of the heading that names this form. */
  labelledBy: string;
  /** `compact` is the footer's: light on the indigo band, a shorter message box. */
  variant?: FormVariant;
}

type Problems = Partial<Record<Field, string>>;

/** The form's values as typed: read from the controls, so text typed before hydration counts too. */
function valuesOf(form: HTMLFormElement): EnquiryValues {
  const data = new FormData(form);
  return Object.fromEntries(ENQUIRY_FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as EnquiryValues;
}

/** Each field's first problem, as the form shows it. */
function firstProblems(check: EnquiryCheck): Problems {
  const problems: Problems = {};
  if (!check.ok) for (const { field, problem } of check.problems) problems[field] ??= problem;
  return problems;
}

/**
 * docs/spec.md §2 "Contact enquiry form": stored by the API, copied by e-mail when EmailJS is configured.
 * Plain React rather than react-hook-form (~13 KB gzip with its resolver): four text fields checked on send,
 * and after a first try again as the visitor corrects them.
 */
export function EnquiryForm({ labelledBy, variant = 'default' }: EnquiryFormProps) {
  const id = useId();
  const compact = variant === 'compact';
  const formName = compact ? 'footer' : 'contact';
  // Sent without JavaScript and refused by the API: the server renders the page again with it (lib/refused-post.ts).
  const refused = useRefusedPost(formName);
  const [refusal, setRefusal] = useState(() =>
    refused ? describeEnquiryFailure(new ApiError(refused.failure.status, refused.failure.message)) : undefined,
  );
  const [errors, setErrors] = useState<Problems>(refusal?.fields ?? {});
  const [tried, setTried] = useState(refused !== undefined);
  const [sending, setSending] = useState(false);
  // After a send the form resets and its button is disabled for a moment: focus goes to the note saying
  // it was sent, what it said and whether a receipt follows, so keyboard and screen-reader users are not
  // dropped on <body>.
  const [sent, setSent] = useState<SentEnquiry>();
  const sentNote = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);
  // The button is disabled while sending; this also stops an Enter press from posting twice.
  const inFlight = useRef(false);

  const focus = (form: HTMLFormElement, problems: Problems) => {
    const first = ENQUIRY_FIELDS.find((name) => problems[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    setTried(true);
    setRefusal(undefined);
    const checked = checkEnquiry(valuesOf(form));
    if (!checked.ok) {
      const problems = firstProblems(checked);
      setErrors(problems);
      focus(form, problems);
      return;
    }
    inFlight.current = true;
    setErrors({});
    setSent(undefined);
    setSending(true);
    try {
      const answer = await sendEnquiry(checked.enquiry);
      raiseToast((toast) => toast.success(ENQUIRY_SENT.heading));
      form.reset();
      setTried(false);
      setSent(sentEnquiryOf(checked.enquiry, answer));
    } catch (error) {
      const failure = describeEnquiryFailure(error);
      setErrors(failure.fields);
      focus(form, failure.fields);
      raiseToast((toast) => toast.error(failure.toast));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  // After a first try, a field's message follows what the visitor types into it (as the API would judge it).
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    // The visitor is filling the form in: the toaster that reports the send gets ready meanwhile.
    wantToaster();
    const name = (event.target as HTMLInputElement).name as Field;
    if (!tried || !ENQUIRY_FIELDS.includes(name)) return;
    const problem = firstProblems(checkEnquiry(valuesOf(event.currentTarget)))[name];
    setErrors((current) => ({ ...current, [name]: problem }));
  };

  const control = (name: Field, hint?: string) => {
    const problem = errors[name];
    const error = problem ? enquiryFieldMessage(name, problem) : undefined;
    const props = {
      id: `${id}-${name}`,
      className: controlClass(variant),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(`${id}-${name}`, hint, error),
      name,
      // A refused plain post: what was typed, and focus (which scrolls to it) on the first field to correct.
      ...(refused && { defaultValue: refused.values[name], autoFocus: name === firstInvalid }),
    };
    return { props, error };
  };
  // Without scripts (or before they run) the form is a plain post to the page it is on; the render server
  // forwards it to the API (hosts/public/server/form-posts.ts). No #fragment in its address: a page opened
  // at one ignores `autofocus`, which is what brings a refused form into view, with focus where to correct it.
  const { pathname, search } = useLocation();
  // The router's path has no locale prefix: `useHref` puts the page's back (a Chinese page posts to itself).
  const action = useHref(`${pathname}${search}`);
  const firstInvalid = ENQUIRY_FIELDS.find((field) => errors[field]);
  const name = control('user_name');
  const email = control('user_email');
  const phoneHint = m.contact_phone_hint();
  const phone = control('user_phone', phoneHint);
  const message = control('message');

  return (
    <form
      method="post"
      action={action}
      aria-labelledby={labelledBy}
      aria-busy={sending}
      noValidate
      onSubmit={(event) => void send(event)}
      onChange={recheck}
      className="@container"
    >
      <input type="hidden" name={ENQUIRY_FORM_FIELD} value={formName} />
      {refusal && (
        <p
          role="alert"
          // No field to correct (too many messages, the API unreachable): focus on the sentence saying so.
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page answering this form's post
          autoFocus={!firstInvalid}
          className={`mb-4 rounded-lg px-4 py-3 text-sm font-medium ${compact ? 'bg-ecru-50/10 text-ecru-50' : 'bg-madder-600/10 text-madder-700'}`}
        >
          {refusal.toast}
        </p>
      )}
      <div className={compact ? 'grid gap-3' : 'grid gap-5 @md:grid-cols-2'}>
        <FormField id={name.props.id} label={m.contact_name()} error={name.error} variant={variant}>
          <input type="text" autoComplete="name" required {...name.props} />
        </FormField>
        <FormField id={email.props.id} label={m.contact_email()} error={email.error} variant={variant}>
          <input type="email" autoComplete="email" required {...email.props} />
        </FormField>
        <FormField
          id={phone.props.id}
          label={m.contact_phone()}
          hint={phoneHint}
          error={phone.error}
          optional
          variant={variant}
          className={compact ? undefined : '@md:col-span-2'}
        >
          {/* Text, not number: a number input dropped "+", spaces and dashes, or the whole "+880 …". */}
          <input type="tel" inputMode="tel" autoComplete="tel" {...phone.props} />
        </FormField>
        <FormField
          id={message.props.id}
          label={m.contact_message()}
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
        </FormField>
        <div className={compact ? undefined : '@md:col-span-2'}>
          <button
            type="submit"
            disabled={sending}
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
            {sending ? m.contact_sending() : m.contact_send()}
          </button>
          {sent && (
            <div
              ref={sentNote}
              tabIndex={-1}
              role="status"
              className={`mt-3 rounded-lg px-3 py-2 text-sm ${compact ? 'bg-ecru-50/10 text-ecru-50' : 'bg-indigo-100 text-indigo-900'}`}
            >
              <p className="font-medium">{ENQUIRY_SENT.text}</p>
              <EnquirySentSummary sent={sent} />
            </div>
          )}
        </div>
      </div>
    </form>
  );
}
