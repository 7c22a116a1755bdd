import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  RFQ_ATTACHMENT_FIELD,
  RFQ_FIELDS,
  RFQ_HONEYPOT,
  RFQ_JSON_FIELD,
  RFQ_LINE_FIELDS,
  RFQ_LIMITS,
  RFQ_MESSAGES,
  RFQ_PATHS,
  RFQ_REFERENCE_PATTERN,
  RFQ_SENT,
  RFQ_TOKEN_FIELD,
  rfqFromFields,
  type RefusedRfqPost,
} from '@texbridge/shared/resources/rfq-form';
import { basketCookie } from '@texbridge/shared/resources/rfq-basket';
import { SENT_PAGES } from '@texbridge/shared/constants';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';
import { sentRfqOf } from '@texbridge/shared/format/sent-rfq';
import type { FormPostsOptions } from './form-posts-options.ts';
import { answerRefused, answerSent, postToApi, type PostGuard } from './plain-posts.ts';
import { readSent, sentCookie } from './sent-cookie.ts';

/** The page of the form: a post to it is a request for quotation. */
const QUOTE_PATH = '/quote';
/** Where a request sent without JavaScript lands once stored (the site's /quote/sent route). */
const SENT_PATH = SENT_PAGES.rfq;

type QuotePostsOptions = Pick<FormPostsOptions, 'config' | 'apiFetch' | 'page' | 'render'> & {
  /** A post's checks (plain-posts.ts postGuard). */
  guard: PostGuard;
  /** A page rendered for one visitor's eyes only: within the client's render allowance. */
  pageGuard: PostGuard;
};

interface Attachment {
  name: string;
  type: string;
  bytes: Buffer;
}

/** Multipart's own refusals (a file over the limit, too many files) in the API's words. */
function partsFailure(error: unknown, file: string | undefined): RefusedRfqPost['failure'] {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, message: RFQ_MESSAGES.attachmentSize(file ?? 'a file') };
  if (code === 'FST_FILES_LIMIT') return { status: 400, message: RFQ_MESSAGES.attachmentCount };
  return { status: 400, message: 'the form could not be read; load the quote page again and send it' };
}

/**
 * The request for quotation without JavaScript (docs/quotes.md): a plain multipart post to /quote, which
 * this forwards to the API's POST /rfqs with its files, as the page's own script would (the same
 * rfqFromFields), then answers with a 303 to the thank-you page, or with /quote rendered again around what
 * was typed and the API's error. Files cannot be put back in a file field: the page asks for them again.
 * Each language's quote page is its own address (/zh/quote), and its answers stay in that language.
 */
export async function quotePosts(
  app: FastifyInstance,
  { config, render, apiFetch, page, guard, pageGuard }: QuotePostsOptions,
) {
  const secure = config.siteUrl?.startsWith('https:') ?? false;
  // One more file than allowed reaches the API, which refuses the request in its own words. A field holds
  // at most the longest text the form takes (the message), and there are as many as the form has.
  // The form's fields: its own, the token and the honeypot, and each line's.
  const fieldCount = RFQ_FIELDS.length + 2 + RFQ_LINE_FIELDS.length * RFQ_LIMITS.lines.max;
  const fileCount = RFQ_LIMITS.attachments.count + 1;
  await app.register(multipart, {
    limits: {
      fileSize: RFQ_LIMITS.attachments.bytes,
      files: fileCount,
      fields: fieldCount,
      parts: fieldCount + fileCount,
      // UTF-8 takes up to 4 bytes a character.
      fieldSize: RFQ_LIMITS.message * 4,
    },
  });

  for (const locale of LOCALE_CODES) {
    const quotePath = localePath(locale, QUOTE_PATH);
    const sentPath = localePath(locale, SENT_PATH);
    app.post(quotePath, async (request, reply) => {
      if (await guard(request, reply)) return reply;
      const values: Record<string, string> = {};
      const files: Attachment[] = [];
      let failure: RefusedRfqPost['failure'] | undefined;
      let reading: string | undefined;
      let attached = false;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            // A file field left empty comes as a part without a name (or named '') and without bytes.
            reading = part.filename;
            attached ||= Boolean(part.filename);
            const bytes = await part.toBuffer();
            if (part.fieldname === RFQ_ATTACHMENT_FIELD && part.filename && bytes.length > 0) {
              files.push({ name: part.filename, type: part.mimetype, bytes });
            }
          } else {
            // A browser posts a textarea's line breaks as CRLF; the script sends LF.
            values[part.fieldname] ??= String(part.value).replace(/\r\n?/g, '\n');
          }
        }
      } catch (error) {
        failure = partsFailure(error, reading);
      }

      if (!failure) {
        // The buyer's first language says how their numbers are written ("2.500" is 2,500 in German).
        const language = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
        // The page's language, from its path, is the request's: the buyer's receipt is in it.
        const page = locale === DEFAULT_LOCALE ? undefined : locale;
        const rfq = rfqFromFields((name) => values[name] ?? '', language || undefined, page);
        let body: string | FormData = JSON.stringify(rfq);
        if (files.length > 0) {
          body = new FormData();
          body.append(RFQ_JSON_FIELD, JSON.stringify(rfq));
          for (const file of files)
            body.append(RFQ_ATTACHMENT_FIELD, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
        }
        const sent = await postToApi(apiFetch ?? fetch, `${config.apiUrl}${RFQ_PATHS.create}`, {
          body,
          visitor: request.ip,
          log: app.log,
        });
        if (sent.ok) {
          const answer = sent.answer as { reference?: unknown; receipt?: boolean };
          const reference = String(answer.reference ?? '');
          // Sent: the basket is empty again, as the page's script empties its own; what was sent goes to the
          // thank-you page in this browser's cookie (sent-cookie.ts), with whether a receipt follows.
          return reply
            .code(303)
            .header('cache-control', 'no-store')
            .header('set-cookie', [
              basketCookie([]),
              sentCookie('rfq', sentRfqOf(rfq, { reference, receipt: answer.receipt }), secure, locale),
            ])
            .header('location', `${sentPath}?reference=${encodeURIComponent(reference)}`)
            .send();
        }
        if (sent.retryAfter) reply.header('retry-after', sent.retryAfter);
        failure = { status: sent.status, message: sent.message };
      }

      // The page again, with the posted products as its lines (the form posts to /quote without them).
      const products = Object.keys(values)
        .filter((name) => /^lines\.\d+\.productId$/.test(name))
        .map((name) => `product=${encodeURIComponent(values[name]!)}`);
      const url = products.length > 0 ? `${quotePath}?${products.join('&')}` : quotePath;
      // The token and the honeypot are the page's own, never what was typed.
      const { [RFQ_TOKEN_FIELD]: _token, [RFQ_HONEYPOT]: _honeypot, ...typed } = values;
      const quote: RefusedRfqPost = { values: typed, failure, hadAttachments: attached };
      return answerRefused(reply, {
        url,
        status: failure.status,
        render: () => render(url, config, apiFetch ? { fetch: apiFetch, quote } : { quote }),
        page,
        siteName: config.siteName,
        heading: 'Your request was not sent',
      });
    });

    /**
     * The thank-you page: a page of the site with the reference, and what was sent when this browser's cookie
     * holds that request's summary (sent-cookie.ts). The reference alone, which anyone can guess, shows nothing.
     */
    app.get<{ Querystring: { reference?: string } }>(sentPath, async (request, reply) => {
      if (await pageGuard(request, reply)) return reply;
      const asked = request.query.reference ?? '';
      const reference = RFQ_REFERENCE_PATTERN.test(asked) ? asked : undefined;
      const kept = readSent('rfq', request.headers.cookie);
      const sent = { rfq: kept && kept.reference === reference ? kept : undefined };
      const url = reference ? `${sentPath}?reference=${encodeURIComponent(reference)}` : sentPath;
      return answerSent(reply, {
        url,
        render: () => render(url, config, apiFetch ? { fetch: apiFetch, sent } : { sent }),
        page,
        siteName: config.siteName,
        heading: RFQ_SENT.heading,
        text: reference
          ? RFQ_SENT.text(reference)
          : 'Thank you. Your request is with our sourcing team, and we will reply by e-mail soon.',
      });
    });
  }
}
