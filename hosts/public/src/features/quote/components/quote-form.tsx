import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@texbridge/shared/api/api-client';
import { countryOptions } from '@texbridge/shared/resources/product-vocabulary';
import {
  INCOTERMS,
  RFQ_ATTACHMENT_FIELD,
  RFQ_HONEYPOT,
  RFQ_LIMITS,
  RFQ_TOKEN_FIELD,
  rfqFromFields,
  type RefusedRfqPost,
} from '@texbridge/shared/resources/rfq-form';
import { sentRfqOf, type SentRfq } from '@texbridge/shared/format/sent-rfq';
import { controlClass, describedBy, FormField } from '../../../components/ui/form-field.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { sendRfq } from '../api/send-rfq.ts';
import { checkedHere, checkRfq, fieldMessage } from '../lib/check-rfq.ts';
import { draftValues, readDraft, saveDraft } from '../lib/quote-draft.ts';
import type { QuoteProduct } from '../lib/quote-product.ts';
import { attachmentProblem, describeRfqFailure, type RfqProblems } from '../lib/rfq-errors.ts';
import { lineTitleId, QuoteLine } from './quote-line.tsx';

interface QuoteFormProps {
  /** The products to ask about, one line each. */
  products: readonly QuoteProduct[];
  startToken: string;
  /** A plain post the API refused: the page is rendered again with what was typed and why. */
  refused?: RefusedRfqPost | undefined;
  productHref: (id: string) => string;
  onRemove: (id: string) => void;
  /** Where "Remove" goes without scripts: this page without the product. */
  removeHref: (id: string) => string;
  /** Stored: what was sent, as the confirmation sums it up. */
  onSent: (sent: SentRfq) => void;
  /** Shown above the lines: products of the basket no longer in the catalogue, or still being read. */
  notice?: ReactNode;
  /** Shown instead of the lines when there are none. */
  empty: ReactNode;
}

/** A form field's value as typed, '' for a file or a missing field. */
const valueOf = (data: FormData) => (name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** The first control a problem names (a line's own problem: its quantity), or else the summary. */
function focusFirst(form: HTMLFormElement, problems: RfqProblems, summary: HTMLElement | null) {
  const first = Object.keys(problems)
    .map((name) => form.elements.namedItem(name) ?? form.elements.namedItem(`${name}.quantity`))
    .find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !(element instanceof HTMLInputElement && element.type === 'hidden'),
    );
  (first ?? summary)?.focus();
}

/** What a field is for, under it, read with it. */
const HINTS: Record<string, string> = {
  destination: 'Where the goods go, e.g. Chattogram.',
  message: 'Colours, certifications, packing or anything else the mill should know.',
  [RFQ_ATTACHMENT_FIELD]: `PDF, JPEG, PNG or WebP; up to ${RFQ_LIMITS.attachments.count} files of ${RFQ_LIMITS.attachments.bytes / 1024 / 1024} MB each.`,
};

/**
 * The request for quotation (docs/quotes.md). Without scripts it is a plain multipart post to /quote,
 * which the render server forwards to the API (hosts/public/server/quote-posts.ts); with them it is sent
 * from here, and a refusal keeps everything typed, with each problem beside its field.
 */
export function QuoteForm({
  products,
  startToken,
  refused,
  productHref,
  onRemove,
  removeHref,
  onSent,
  notice,
  empty,
}: QuoteFormProps) {
  const id = useId();
  const [failure, setFailure] = useState(() =>
    refused ? describeRfqFailure(new ApiError(refused.failure.status, refused.failure.message)) : undefined,
  );
  const [errors, setErrors] = useState<RfqProblems>(failure?.fields ?? {});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const summary = useRef<HTMLParagraphElement>(null);
  const countries = useMemo(() => countryOptions(), []);
  // The draft is read once the page is the browser's: the server's page has none, and hydration must match
  // it. The form is then drawn again around it (its key), as its fields take their first values once.
  const hydrated = useHydrated();
  const draft = useMemo(() => (hydrated && !refused ? readDraft() : undefined), [hydrated, refused]);
  const typed = refused?.values ?? (draft && draftValues(draft, products));
  const messages = Object.fromEntries(
    Object.entries(errors).map(([field, problem]) => [field, fieldMessage(field, problem)]),
  );

  // After a refusal has rendered its messages, focus goes to the first field to correct, or to the summary.
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedWith, setRefusedWith] = useState<RfqProblems>();
  useEffect(() => {
    if (refusedWith && formRef.current) focusFirst(formRef.current, refusedWith, summary.current);
  }, [refusedWith]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not the state: a second Enter in the same frame must not send twice.
    if (inFlight.current) return;
    const data = new FormData(event.currentTarget);
    const rfq = rfqFromFields(valueOf(data), navigator.language);
    const files = data
      .getAll(RFQ_ATTACHMENT_FIELD)
      .filter((file): file is File => file instanceof File && file.size > 0);
    const problems = checkRfq(rfq);
    const fileProblem = attachmentProblem(files);
    if (fileProblem) problems[RFQ_ATTACHMENT_FIELD] = fileProblem;
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFailure({ summary: 'Please correct the highlighted fields, then send again.', fields: problems });
      setRefusedWith(problems);
      return;
    }
    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    setErrors({});
    try {
      onSent(sentRfqOf(rfq, await sendRfq(rfq, files)));
    } catch (error) {
      const described = describeRfqFailure(error);
      setErrors(described.fields);
      setFailure(described);
      setRefusedWith(described.fields);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  // A line's problems are by its place (lines.1…), which changes when one goes: they are dropped with it.
  // Focus goes to the next line's product, or the one before, or what the empty quote offers.
  const [focusAfterRemove, setFocusAfterRemove] = useState<string | null>();
  useEffect(() => {
    if (focusAfterRemove === undefined) return;
    const target = focusAfterRemove
      ? document.getElementById(lineTitleId(focusAfterRemove))
      : formRef.current?.querySelector<HTMLElement>('[data-quote-empty] a');
    target?.focus();
  }, [focusAfterRemove]);
  const remove = (index: number) => {
    const product = products[index]!;
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('lines.'))),
    );
    setFocusAfterRemove((products[index + 1] ?? products[index - 1])?._id ?? null);
    onRemove(product._id);
  };

  // Every change is kept in the draft. A field marked wrong is checked again as the buyer corrects it; the
  // API's verdict stands until the next send.
  const changed = (event: FormEvent<HTMLFormElement>) => {
    saveDraft(event.currentTarget, products);
    const name = (event.target as HTMLInputElement).name;
    if (!errors[name] || !checkedHere(name)) return;
    const problem = checkRfq(rfqFromFields(valueOf(new FormData(event.currentTarget)), navigator.language))[name];
    setErrors(({ [name]: _corrected, ...others }) => (problem ? { ...others, [name]: problem } : others));
  };

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

  return (
    <form
      key={draft ? 'draft' : 'blank'}
      ref={formRef}
      method="post"
      action="/quote"
      encType="multipart/form-data"
      noValidate
      aria-labelledby={`${id}-heading`}
      aria-busy={sending}
      onSubmit={(event) => void send(event)}
      onChange={changed}
      className="space-y-10"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        Request for quotation
      </h2>
      {failure && (
        <p
          ref={summary}
          role="alert"
          tabIndex={-1}
          className="rounded-lg bg-madder-600/10 px-4 py-3 font-medium text-madder-700"
        >
          {failure.summary}
          {refused?.hadAttachments && ' Your files were not kept: attach them again.'}
        </p>
      )}

      <fieldset>
        <legend className="text-2xl text-indigo-900">Products</legend>
        {notice}
        {products.length > 0 ? (
          <ol className="mt-4 space-y-4">
            {products.map((product, index) => (
              <QuoteLine
                key={product._id}
                product={product}
                index={index}
                href={productHref(product._id)}
                typed={typed && ((name) => typed[`lines.${index}.${name}`])}
                errors={messages}
                onRemove={() => remove(index)}
                removeHref={removeHref(product._id)}
              />
            ))}
          </ol>
        ) : (
          empty
        )}
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-2xl text-indigo-900">Your details</legend>
        {field(
          'company',
          'Company',
          <input type="text" autoComplete="organization" required {...control('company')} />,
        )}
        {field('name', 'Your name', <input type="text" autoComplete="name" required {...control('name')} />)}
        {field('email', 'E-mail', <input type="email" autoComplete="email" required {...control('email')} />)}
        {field(
          'phone',
          'Phone / WhatsApp',
          <input type="tel" inputMode="tel" autoComplete="tel" {...control('phone')} />,
          { optional: true },
        )}
        {field(
          'country',
          'Country',
          <select autoComplete="country" required {...control('country')} defaultValue={typed?.country ?? ''}>
            <option value="">Choose a country</option>
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </select>,
        )}
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="mb-4 text-2xl text-indigo-900">Delivery</legend>
        {field('destination', 'Port or city', <input type="text" {...control('destination')} />, { optional: true })}
        {field(
          'incoterm',
          'Incoterm',
          <select {...control('incoterm')} defaultValue={typed?.incoterm ?? ''}>
            <option value="">Not decided</option>
            {INCOTERMS.map((term) => (
              <option key={term}>{term}</option>
            ))}
          </select>,
          { optional: true },
        )}
        {field('requiredBy', 'Required by', <input type="date" {...control('requiredBy')} />, {
          optional: true,
        })}
      </fieldset>

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

      {/* People never see this field, so never fill it in; form-filling robots do (docs/quotes.md). Password
          managers and autofill are told to leave it alone too. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${id}-${RFQ_HONEYPOT}`}>Leave this empty</label>
        <input
          id={`${id}-${RFQ_HONEYPOT}`}
          type="text"
          name={RFQ_HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-form-type="other"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={RFQ_TOKEN_FIELD} value={startToken} />

      <button
        type="submit"
        disabled={sending || products.length === 0}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-madder-600 px-8 py-3.5 text-lg font-semibold text-ecru-50 transition hover:bg-madder-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {sending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        )}
        {sending ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}
