import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const main = () => within(screen.getByRole('main'));
const marked = () => [...document.querySelectorAll('main mark')].map((mark) => mark.textContent);

describe('Search (/search?q=)', () => {
  it('lists the matches, best first, each linking to its page, with the words that matched marked', async () => {
    const poplin = make.product({
      title: 'Cotton Poplin 40s',
      desc: 'A crisp plain-weave poplin for shirting.',
      category: 'fabrics',
      moq: { value: 3000, unit: 'm' },
      origin: 'BD',
      certifications: ['GOTS', 'OEKO-TEX Standard 100', 'BCI'],
    });
    const yarn = make.product({ title: 'Combed Yarn', desc: 'Spun for poplin weavers.', category: 'yarn' });
    const fair = make.news({ title: 'Poplin week at the fair', content: 'Stand 14.' });
    apiDb.products.push(poplin, yarn);
    apiDb.news.push(fair);
    renderRoute('/search?q=poplin');
    await screen.findByRole('heading', { level: 1, name: 'Search' });

    expect(await main().findByText('3 matches for “poplin”, best first')).toBeInTheDocument();
    const results = main().getAllByRole('article');
    expect(results.map((result) => within(result).getByRole('heading').textContent)).toEqual([
      'Cotton Poplin 40s',
      'Poplin week at the fair',
      'Combed Yarn',
    ]);
    expect(within(results[0]!).getByRole('link', { name: 'Cotton Poplin 40s' })).toHaveAttribute(
      'href',
      `/products/${poplin._id}`,
    );
    expect(within(results[0]!).getByText('Product · Fabric')).toBeInTheDocument();
    // A product's result says what a buyer compares first, and adds it to the quote.
    expect(
      within(within(results[0]!).getByRole('list', { name: 'Sourcing facts' }))
        .getAllByRole('listitem')
        .map((fact) => fact.textContent),
    ).toEqual(['MOQ 3,000 m', 'Bangladesh', 'GOTS, OEKO-TEX Standard 100 +1 more']);
    expect(within(results[0]!).getByRole('button', { name: 'Add to quote: Cotton Poplin 40s' })).toBeInTheDocument();
    expect(within(results[1]!).queryByRole('button', { name: /Add to quote/ })).not.toBeInTheDocument();
    expect(within(results[1]!).getByRole('link')).toHaveAttribute('href', `/news/${fair._id}`);
    expect(within(results[1]!).getByText('News')).toBeInTheDocument();
    expect(marked()).toEqual(['Poplin', 'poplin', 'Poplin', 'poplin']);
    expect(main().getByRole('searchbox', { name: 'Search products and news' })).toHaveValue('poplin');
    expect(document.title).toBe('Search: poplin | TexBridge');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says when nothing matches, and offers the categories and the contact page', async () => {
    apiDb.products.push(make.product({ title: 'Denim' }));
    renderRoute('/search?q=velvet');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(await main().findByText('Nothing matches “velvet”.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Yarn' })).toHaveAttribute('href', '/products/yarn');
    expect(main().getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('asks what to search for when there is nothing to search, and says a search that is too long', async () => {
    apiDb.products.push(
      make.product({ certifications: ['BCI', 'WRAP'], fibres: [{ fibre: 'recycled-polyester', percent: 100 }] }),
      make.product({ certifications: ['BCI'], fibres: [{ fibre: 'recycled-polyester', percent: 100 }] }),
    );
    const first = renderRoute('/search');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(await main().findByText('What do you source?')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Fabric' })).toHaveAttribute('href', '/products/fabrics');
    // Examples the catalogue has, most listed first: each a search that finds something.
    const examples = within(main().getByRole('list', { name: 'Searches to try' }));
    expect(examples.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'BCI',
      'WRAP',
      'Recycled polyester',
    ]);
    expect(examples.getByRole('link', { name: 'Recycled polyester' })).toHaveAttribute(
      'href',
      '/search?q=Recycled+polyester',
    );
    expect(screen.queryByText(/poplin/i)).not.toBeInTheDocument();
    // The header's box and the page's are two search landmarks, each named (axe's landmark-unique).
    const landmarks = screen.getAllByRole('search').map((landmark) => landmark.getAttribute('aria-label'));
    expect(landmarks).toContain('Search the catalogue');
    expect(new Set(landmarks).size).toBe(landmarks.length);
    first.unmount();

    renderRoute(`/search?q=${'a'.repeat(201)}`);
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A search may be at most 200 characters: shorten it and search again.',
    );
  });

  it('says when it searched a correction of a typo instead, and marks the corrected words', async () => {
    const poplin = make.product({ title: 'Cotton Poplin 40s', desc: 'A crisp poplin.', category: 'fabrics' });
    const hit = { type: 'product', _id: poplin._id, title: poplin.title, snippet: poplin.desc, category: 'fabrics' };
    server.use(http.get(`${API}/search`, () => HttpResponse.json({ total: 1, items: [hit], corrected: 'poplin' })));
    renderRoute('/search?q=poplinn');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(await main().findByText('Nothing matches “poplinn”. Showing the matches for “poplin”.')).toBeInTheDocument();
    expect(main().getByText('1 match for “poplin”, best first')).toBeInTheDocument();
    expect(marked()).toEqual(['Poplin', 'poplin']);
  });

  it(`says when more than ${searchReads.matchesMax.toLocaleString('en-GB')} match, and asks for another word`, async () => {
    apiDb.products.push(
      ...Array.from({ length: searchReads.matchesMax + 1 }, (_, n) => make.product({ title: `Twill ${n + 1}` })),
    );
    renderRoute('/search?q=twill');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(
      await main().findByText('More than 1,000 matches for “twill”, best first. Add a word to narrow them.'),
    ).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Search results pages' }));
    expect(pages.getByRole('link', { name: /100/ })).toHaveAttribute('href', '/search?q=twill&page=100');
  });

  it('pages the matches by 10, with the words kept in every page link', async () => {
    apiDb.products.push(...Array.from({ length: 12 }, (_, n) => make.product({ title: `Twill ${n + 1}` })));
    renderRoute('/search?q=twill&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(await main().findByText('12 matches for “twill”, best first')).toBeInTheDocument();
    expect(main().getAllByRole('article')).toHaveLength(2);
    const pages = within(screen.getByRole('navigation', { name: 'Search results pages' }));
    expect(pages.getByRole('link', { name: /1/ })).toHaveAttribute('href', '/search?q=twill');
  });

  it('is one GET form, so a search works before the page has its code and its address can be shared', async () => {
    renderRoute('/search?q=gots');
    await screen.findByRole('heading', { level: 1, name: 'Search' });
    const form = (await main().findByRole('search')) as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('maxlength', '200');
  });
});
