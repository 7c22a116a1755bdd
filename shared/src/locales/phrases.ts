/**
 * The API's own words that a buyer reads, in English (the spec sheet's headings and lines): each translated
 * locale's words catalogue (`words/<locale>.json`, locales/words.ts) says them too, and its test finds one
 * missing. `{name}` marks what is filled in.
 */
export const SHEET_PHRASES = {
  sheet: 'Specification sheet',
  title: '{title}: specification',
  certifications: 'Certifications',
  specification: 'Specification',
  composition: 'Composition',
  endUse: 'End use',
  businessDevelopment: 'Business development',
  hr: 'HR',
  marketing: 'Marketing',
  issued: 'issued {date}',
} as const;

/** What the site says once an RFQ is sent (RFQ_SENT, resources/rfq-form.ts), and the acknowledgement too. */
export const RFQ_SENT_PHRASE =
  'Thank you. Your request {reference} is with our sourcing team, and we will reply by e-mail soon.';
/** What the site says once an enquiry is sent (ENQUIRY_SENT, resources/enquiry-form.ts), and the acknowledgement too. */
export const ENQUIRY_SENT_PHRASE = 'Thank you, your message was sent. We will reply soon.';

/**
 * The buyer's acknowledgement of a request (docs/quotes.md), in the language they wrote from. Apart from the
 * two above, which every page's forms load, so that no page downloads the rest.
 */
export const ACKNOWLEDGEMENT_PHRASES = {
  hello: 'Hello,',
  rfqSubject: '{site}: your request for quotation {reference}',
  rfqSent: RFQ_SENT_PHRASE,
  rfqQuote: 'Please quote {reference} when you write to us about it.',
  enquirySubject: '{site}: we have your message',
  enquirySent: ENQUIRY_SENT_PHRASE,
} as const;

/**
 * The render server's own pages, for when a page cannot be rendered (hosts/public/server/app.ts): in the
 * language of the page asked for.
 */
export const RENDER_SERVER_PHRASES = {
  unavailableTitle: 'The catalogue is briefly unavailable',
  unavailableText: 'We cannot reach the catalogue right now. Please try again in a moment.',
  failedTitle: 'Something went wrong',
  failedText: 'Please try again in a moment.',
  tooManyTitle: 'Too many pages at once',
  tooManyText: 'Please wait a moment and try again.',
} as const;

/** A phrase with its `{name}`s filled in. */
export const fill = (phrase: string, values: Readonly<Record<string, string>>) =>
  phrase.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
