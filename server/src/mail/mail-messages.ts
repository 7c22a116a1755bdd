import { ACKNOWLEDGEMENT_PHRASES as PHRASES, fill } from '@texbridge/shared/locales/phrases';
import type { Words } from '@texbridge/shared/locales/words';
import { inboxItemPath } from '@texbridge/shared/resources/pipeline';
import type { Config, MailConfig } from '../platform/config.ts';
import type { outbox } from '../platform/database/schema.ts';
import type { RequestSummary } from './notifier.ts';

export type NewOutboxRow = typeof outbox.$inferInsert;

/** The longest subject line sent; a company's or person's name is capped by its form, this is a guard. */
const SUBJECT_MAX = 200;

/** A header never carries a line break the buyer typed (nodemailer folds headers itself). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, SUBJECT_MAX);

/**
 * The e-mails about one new request (docs/quotes.md): the staff's, with what was asked and the link into
 * the dashboard, and the buyer's acknowledgement, said by `say` in the language they wrote from.
 */
export function requestMails(
  config: Pick<Config, 'siteUrl' | 'siteName'>,
  mail: MailConfig,
  request: RequestSummary,
  say: Words,
): NewOutboxRow[] {
  const subject = { subjectTable: request.type === 'rfq' ? 'rfqs' : 'enquiries', subjectId: request.id } as const;
  return [
    { ...subject, audience: 'staff', to: mail.notifyEmails, ...staffMail(config, request) },
    { ...subject, audience: 'buyer', to: [request.email], ...acknowledgement(config, request, say) },
  ];
}

/**
 * The alert of a request, to the sales person or admin it was just assigned to (docs/quotes.md): the staff
 * e-mail's words, said to them. Its state is not the request's `notification`, which is the staff e-mail's.
 */
export function assignmentMail(
  config: Pick<Config, 'siteUrl'>,
  request: RequestSummary,
  assignee: string,
  by: string,
): NewOutboxRow {
  const { subject, text } = staffMail(config, request);
  const what = request.type === 'rfq' ? (request.reference ?? 'An RFQ') : `The enquiry from ${request.name}`;
  return {
    subjectTable: request.type === 'rfq' ? 'rfqs' : 'enquiries',
    subjectId: request.id,
    audience: 'assignee',
    to: [assignee],
    subject: oneLine(`Assigned to you: ${subject}`),
    text: [`${by} assigned this to you. ${what} is yours to answer.`, '', text].join('\n'),
  };
}

function staffMail(config: Pick<Config, 'siteUrl'>, request: RequestSummary) {
  const heading =
    request.type === 'rfq'
      ? `New RFQ ${request.reference ?? ''} from ${request.company ?? request.name}`
      : `New enquiry from ${request.name}`;
  const text = [
    oneLine(heading),
    '',
    `From: ${request.name} <${request.email}>`,
    ...(request.company ? [`Company: ${request.company}`] : []),
    '',
    ...request.lines,
    '',
    'Open it in the dashboard:',
    `${config.siteUrl}${inboxItemPath(request.type, request.id)}`,
  ].join('\n');
  return { subject: oneLine(heading), text };
}

/**
 * The buyer's receipt repeats nothing they typed but the reference we gave: anyone can enter someone
 * else's address in the form, so the form must not become a way to send a stranger one's own words.
 */
function acknowledgement(config: Pick<Config, 'siteUrl' | 'siteName'>, request: RequestSummary, say: Words) {
  const signature = ['', `${config.siteName}`, config.siteUrl];
  const said = (phrase: string, reference = '') => fill(say.word(phrase), { site: config.siteName, reference });
  if (request.type === 'rfq' && request.reference) {
    return {
      subject: oneLine(said(PHRASES.rfqSubject, request.reference)),
      text: [
        said(PHRASES.hello),
        '',
        said(PHRASES.rfqSent, request.reference),
        said(PHRASES.rfqQuote, request.reference),
        ...signature,
      ].join('\n'),
    };
  }
  return {
    subject: oneLine(said(PHRASES.enquirySubject)),
    text: [said(PHRASES.hello), '', said(PHRASES.enquirySent), ...signature].join('\n'),
  };
}
