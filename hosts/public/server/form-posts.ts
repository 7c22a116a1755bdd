import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { localPath } from '@texbridge/shared/format/local-path';
import {
  ENQUIRY_CREATE_PATH,
  ENQUIRY_FIELDS,
  ENQUIRY_FORM_FIELD,
  ENQUIRY_FORMS,
  ENQUIRY_SENT,
  type EnquiryFormName,
  type RefusedEnquiryPost,
} from '@texbridge/shared/resources/enquiry-form';
import { SENT_PAGES } from '@texbridge/shared/constants';
import { LOCALE_CODES } from '@texbridge/shared/locales/locales';
import { localePath, splitLocale } from '@texbridge/shared/locales/paths';
import { sentEnquiryOf } from '@texbridge/shared/format/sent-enquiry';
import type { FormPostsOptions } from './form-posts-options.ts';
import { answerRefused, answerSent, html, postGuard, postToApi, renderGuard } from './plain-posts.ts';
import { quotePosts } from './quote-posts.ts';
import { readSent, sentCookie } from './sent-cookie.ts';
import { messagePage } from './template.ts';

/** Where a form sent without JavaScript lands once the API has stored it (Post/Redirect/Get). */
const THANK_YOU_PATH = SENT_PAGES.enquiry;

type Body = Record<string, string | string[] | undefined> | undefined;

/**
 * A field's value as typed: the first, when a field comes twice; '' when it is missing. A browser posts
 * a textarea's line breaks as CRLF; its value, which the JavaScript form sends, has LF.
 */
function field(body: Body, name: string): string {
  const value = body?.[name];
  return ((Array.isArray(value) ? value[0] : value) ?? '').replace(/\r\n?/g, '\n');
}

/**
 * The site's enquiry forms without JavaScript (docs/spec.md §2 "Contact enquiry form"): each is a plain
 * `application/x-www-form-urlencoded` post to the page it is on. This forwards it to the API's
 * POST /enquiries and answers with a 303 to the thank-you page, or with the page rendered again, its form
 * holding what was typed and the API's error (src/features/enquiries/lib/refused-post.ts). The answer
 * never goes through the page cache. A page's language is its path's (`/zh/contact`): its thank-you page is in
 * that language too.
 */
export async function formPosts(
  app: FastifyInstance,
  { config, render, apiFetch, page, renderLimit }: FormPostsOptions,
) {
  await app.register(formbody);
  const guard = postGuard(config, renderLimit);
  const pageGuard = renderGuard(config, renderLimit);
  // The request for quotation (/quote) is multipart, with files: its own module and parser.
  await app.register(quotePosts, { config, render, apiFetch, page, guard, pageGuard });
  const secure = config.siteUrl?.startsWith('https:') ?? false;

  /**
   * POST /enquiries with what the JavaScript form sends (lib/check-enquiry.ts): the e-mail trimmed, a blank
   * phone left out. Everything else is the API's to judge, in its own words. The visitor is held to the
   * API's enquiry limit (ENQUIRY_LIMIT_MAX per 10 minutes), as with JavaScript (postToApi).
   */
  async function forward(values: RefusedEnquiryPost['values'], visitor: string) {
    const { user_phone, ...rest } = values;
    const enquiry = { ...rest, user_email: rest.user_email.trim(), ...(user_phone.trim() ? { user_phone } : {}) };
    return postToApi(apiFetch ?? fetch, `${config.apiUrl}${ENQUIRY_CREATE_PATH}`, {
      body: JSON.stringify(enquiry),
      visitor,
      log: app.log,
    });
  }

  app.post('/*', async (request, reply) => {
    if (await guard(request, reply)) return reply;
    const body = request.body as Body;
    const form = field(body, ENQUIRY_FORM_FIELD) as EnquiryFormName;
    if (!ENQUIRY_FORMS.includes(form)) {
      return html(
        reply,
        400,
        messagePage(config.siteName, 'Nothing was sent', 'Only the message forms of this site can be sent here.'),
      );
    }
    const values = Object.fromEntries(
      ENQUIRY_FIELDS.map((name) => [name, field(body, name)]),
    ) as RefusedEnquiryPost['values'];
    // The page the form is on, as its GET renders it.
    const url = request.url.replace(/^\/{2,}/, '/');
    const answer = await forward(values, request.ip);
    const { locale } = splitLocale(url.split('?')[0]!);
    if (answer.ok) {
      // What was sent, for the thank-you page to say (sent-cookie.ts), with whether a receipt follows.
      const sent = sentEnquiryOf(values, answer.answer as { receipt?: boolean });
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('set-cookie', sentCookie('enquiry', sent, secure, locale))
        .header('location', `${localePath(locale, THANK_YOU_PATH)}?from=${encodeURIComponent(url)}`)
        .send();
    }
    const { retryAfter, status, message } = answer;
    const failure = { status, message };
    if (retryAfter) reply.header('retry-after', retryAfter);
    const enquiry = { form, values, failure };
    return answerRefused(reply, {
      url,
      status,
      render: () => render(url, config, apiFetch ? { fetch: apiFetch, enquiry } : { enquiry }),
      page,
      siteName: config.siteName,
      heading: 'Your message was not sent',
    });
  });

  /**
   * The thank-you page: a page of the site, with what this browser sent (its cookie, sent-cookie.ts) and
   * the way back to the page the form was on.
   */
  for (const locale of LOCALE_CODES) {
    const thankYouPath = localePath(locale, THANK_YOU_PATH);
    app.get<{ Querystring: { from?: string } }>(thankYouPath, async (request, reply) => {
      if (await pageGuard(request, reply)) return reply;
      const url = `${thankYouPath}?from=${encodeURIComponent(localPath(request.query.from))}`;
      const sent = { enquiry: readSent('enquiry', request.headers.cookie) };
      return answerSent(reply, {
        url,
        render: () => render(url, config, apiFetch ? { fetch: apiFetch, sent } : { sent }),
        page,
        siteName: config.siteName,
        heading: ENQUIRY_SENT.heading,
        text: ENQUIRY_SENT.text,
      });
    });
  }
}
