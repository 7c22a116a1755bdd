// @vitest-environment node
// As on the render server: no window, no document. The API is the shared fake (src/testing/handlers.ts) over MSW.
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import type { SentEnquiry } from '@texbridge/shared/format/sent-enquiry';
import { make } from '@texbridge/shared/testing/records';
import { createTemplate } from '../../../server/template.ts';
import { render, type RenderOptions } from '../../entry-server.tsx';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { decodeHtml } from '../../testing/decode-html.ts';

// Where a form sent without JavaScript lands (hosts/public/server/form-posts.ts, quote-posts.ts): pages of
// the site, with its header, footer and stylesheet, saying what was sent and whether a receipt follows.

const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: 'https://texbridge.example' };

const rfq: SentRfq = {
  reference: 'RFQ-2026-000042',
  company: 'Dhaka Knit Composite',
  email: 'nadia@dhakaknit.example',
  lines: [
    { title: 'Combed Cotton Yarn', quantity: 5000, unit: 'kg' },
    { title: 'Single Jersey', quantity: 800, unit: 'm' },
  ],
  more: 2,
  receipt: true,
};
const enquiry: SentEnquiry = {
  name: 'Rafiq Islam',
  email: 'rafiq@denim.example',
  message: 'Price for 12 oz denim, please.',
  receipt: false,
};

/** The client build's index.html in small: its stylesheet, the inline loader and the page's code. */
const template = createTemplate(
  '<!doctype html><html><head><title>TexBridge</title><link rel="stylesheet" href="/assets/index-1.css">' +
    '<script type="module">start()</script>' +
    '<template id="page-code" data-entry="/assets/index-1.js"></template></head>' +
    '<body><div id="root"></div></body></html>',
);

const decode = decodeHtml;
/** The markup's text, tags dropped (React's <!-- --> between two texts is none), entities decoded. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<!--[^]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
/** The text of the page's <main>. */
const mainOf = (html: string) => textOf(/<main\b[^>]*>([^]*)<\/main>/.exec(html)![1]!);

async function sentPage(url: string, options: RenderOptions) {
  apiDb.contacts.push(make.contact());
  const result = await render(url, config, options);
  return { result, html: template.page(result) };
}

describe('the confirmation pages of forms sent without JavaScript', () => {
  it('/quote/sent is a page of the site that sums up the request and says a receipt follows', async () => {
    const { result, html } = await sentPage('/quote/sent?reference=RFQ-2026-000042', { sent: { rfq } });
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Request for quotation sent | TexBridge</title>');
    expect(result.head).toContain('noindex');
    // The site's stylesheet, header and footer around it.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-1.css">');
    expect(result.html).toMatch(/<header\b[^]*href="\/quote"[^]*<\/header>/);
    expect(result.html).toMatch(/<footer\b/);
    expect(result.html).toMatch(/<h1[^>]*>Request for quotation sent<\/h1>/);
    const main = mainOf(result.html);
    expect(main).toContain('Combed Cotton Yarn: 5,000 kg');
    expect(main).toContain('Single Jersey: 800 m');
    expect(main).toContain('and 2 more');
    expect(main).toContain('Company Dhaka Knit Composite');
    expect(main).toContain('E-mail nadia@dhakaknit.example');
    expect(main).toContain(
      'A receipt is on its way to nadia@dhakaknit.example. It gives your reference, RFQ-2026-000042, and nothing else you typed.',
    );
  });

  it('goes out without page code or state: the browser keeps it as the server wrote it', async () => {
    const { result, html } = await sentPage('/quote/sent?reference=RFQ-2026-000042', { sent: { rfq } });
    expect(result.hydrate).toBe(false);
    expect(html).not.toContain('page-code');
    expect(html).not.toContain('ssr-state');
    expect(html).not.toContain('nadia@dhakaknit.example","');
    // Every other page still gets its code.
    const home = await render('/', config);
    expect(home.hydrate).toBe(true);
    expect(template.page(home)).toContain('<template id="page-code" data-entry="/assets/index-1.js">');
  });

  it('/quote/sent without this browser’s summary names the reference and nothing of the request', async () => {
    const { result } = await sentPage('/quote/sent?reference=RFQ-2026-000042', {});
    const main = mainOf(result.html);
    expect(main).toContain('Your request RFQ-2026-000042 is with our sourcing team');
    expect(main).not.toMatch(/receipt|What you sent/);
  });

  it('/message-sent is a page of the site that sums up the message, says no receipt follows and links back', async () => {
    const { result } = await sentPage('/message-sent?from=%2Fabout', { sent: { enquiry } });
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>We Will Reply Soon | TexBridge</title>');
    expect(result.html).toMatch(/<footer\b/);
    const main = mainOf(result.html);
    expect(main).toContain('Thank you, your message was sent. We will reply soon.');
    expect(main).toContain('From Rafiq Islam (rafiq@denim.example): “Price for 12 oz denim, please.”');
    expect(main).toContain('We do not send a receipt by e-mail. Our reply comes to rafiq@denim.example.');
    expect(result.html).toMatch(/<a[^>]*href="\/about"[^>]*>Back to the page you were on/);
  });
});
