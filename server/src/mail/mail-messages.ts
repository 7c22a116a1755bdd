import { ENQUIRY_SENT } from '@texbridge/shared/resources/enquiry-form';
import { inboxItemPath } from '@texbridge/shared/resources/pipeline';
import { RFQ_SENT } from '@texbridge/shared/resources/rfq-form';
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
 * the dashboard, and the buyer's acknowledgement.
 */
export function requestMails(
  config: Pick<Config, 'siteUrl' | 'siteName'>,
  mail: MailConfig,
  request: RequestSummary,
): NewOutboxRow[] {
  const subject = { subjectTable: request.type === 'rfq' ? 'rfqs' : 'enquiries', subjectId: request.id } as const;
  return [
    { ...subject, audience: 'staff', to: mail.notifyEmails, ...staffMail(config, request) },
    { ...subject, audience: 'buyer', to: [request.email], ...acknowledgement(config, request) },
  ];
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
function acknowledgement(config: Pick<Config, 'siteUrl' | 'siteName'>, request: RequestSummary) {
  const signature = ['', `${config.siteName}`, config.siteUrl];
  if (request.type === 'rfq' && request.reference) {
    return {
      subject: oneLine(`${config.siteName}: your request for quotation ${request.reference}`),
      text: [
        'Hello,',
        '',
        RFQ_SENT.text(request.reference),
        `Please quote ${request.reference} when you write to us about it.`,
        ...signature,
      ].join('\n'),
    };
  }
  return {
    subject: oneLine(`${config.siteName}: we have your message`),
    text: ['Hello,', '', ENQUIRY_SENT.text, ...signature].join('\n'),
  };
}
