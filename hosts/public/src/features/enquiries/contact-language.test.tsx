// @vitest-environment node
// The contact form in each language as the render server makes it (docs/adding-a-language.md): the English
// exactly as docs/spec.md words it, the Chinese from the catalogue, and its sentences about a refusal too.
import { make } from '@texbridge/shared/testing/records';
import { render } from '../../entry-server.tsx';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { decodeHtml } from '../../testing/decode-html.ts';

const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: 'https://texbridge.example' };
const textOf = async (url: string) =>
  decodeHtml((await render(url, config)).html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('the contact form in each language', () => {
  it('labels its fields and its button in the page’s language', async () => {
    apiDb.contacts.push(make.contact());
    const english = await textOf('/contact');
    for (const words of ['Your name', 'E-mail', 'Phone / WhatsApp', 'With the country code, e.g. +880 1711-000000.'])
      expect(english).toContain(words);
    expect(english).toContain('Send Message');

    const chinese = await textOf('/zh/contact');
    for (const words of ['您的姓名', '电子邮箱', '电话 / WhatsApp', '请包含国家区号', '发送留言'])
      expect(chinese).toContain(words);
    for (const words of ['Your name', 'Send Message', 'With the country code']) expect(chinese).not.toContain(words);
  });
});
