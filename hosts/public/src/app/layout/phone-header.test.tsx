// @vitest-environment node
// The header as the server sends it: what a phone has before, and without, the page's code.
import { make } from '@texbridge/shared/testing/records';
import { render } from '../../entry-server.tsx';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';

const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: 'https://texbridge.example' };

/** The sticky bar of the header (not the promo line above it), as markup. */
async function headerBar(url = '/') {
  apiDb.contacts.push(make.contact());
  const { html } = await render(url, config);
  return /<header\b[^>]*>([^]*?)<\/header>/.exec(html)![1]!;
}

/** Each link of the markup: its attributes as one string, and its text with the tags dropped. */
const linksOf = (markup: string) =>
  [...markup.matchAll(/<a\b([^>]*)>([^]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    attributes: attributes!,
    text: inner!.replace(/<[^>]+>/g, '').trim(),
  }));

describe("the header's bar", () => {
  it('links to the search page on a phone, with a name, a 44 px target and no need of scripts', async () => {
    const search = linksOf(await headerBar()).filter(({ attributes }) => attributes.includes('href="/search"'));
    // The desktop menu's box is a form (hidden below lg); this is the phone's way to search.
    expect(search).toHaveLength(1);
    expect(search[0]!.attributes).toContain('aria-label="Search"');
    expect(search[0]!.attributes).toMatch(/\bsize-11\b/);
    expect(search[0]!.attributes).toMatch(/\blg:hidden\b/);
  });

  it('has the language switch from sm up; a phone has it at the end of the promo line, in a 44 px target', async () => {
    apiDb.contacts.push(make.contact());
    const { html } = await render('/', config);
    const switches = linksOf(html).filter(({ attributes }) => attributes.includes('hrefLang="zh-CN"'));
    expect(switches.map(({ attributes }) => /href="([^"]*)"/.exec(attributes)![1])).toEqual(['/zh/', '/zh/']);
    const [phone, wide] = switches;
    expect(phone!.text).toBe('中文');
    expect(phone!.attributes).toMatch(/\bmin-h-11\b.*\bmin-w-11\b.*\bsm:hidden\b/);
    expect(wide!.attributes).toMatch(/\bh-11\b.*\bmax-sm:hidden\b/);
    // Outside the bar, which keeps one line at 390 px; inside it from sm up.
    expect(linksOf(await headerBar()).filter(({ attributes }) => attributes.includes('hrefLang'))).toHaveLength(1);
  });

  it('shows the word Quote on the quote link at every width, not an icon alone', async () => {
    const [quote] = linksOf(await headerBar()).filter(({ attributes }) => attributes.includes('href="/quote"'));
    expect(quote!.text).toBe('Quote');
    expect(quote!.attributes).toMatch(/\bh-11\b/);
    // No class that hides the link or its text at some width.
    expect(quote!.attributes).not.toMatch(/\b(hidden|sr-only)\b/);
  });
});
