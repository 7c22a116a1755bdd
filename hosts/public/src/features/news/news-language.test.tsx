// @vitest-environment node
// The news pages in each language as the render server makes them (docs/adding-a-language.md): the English
// exactly as docs/spec.md words it, the Chinese from the catalogue, a release date as each language writes it.
import { make } from '@texbridge/shared/testing/records';
import { render } from '../../entry-server.tsx';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { decodeHtml } from '../../testing/decode-html.ts';

const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: 'https://texbridge.example' };
const textOf = async (url: string) =>
  decodeHtml((await render(url, config)).html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('the news pages in each language', () => {
  it('say the release date as each language writes it: 01/12/2026 in English, 2026年12月1日 in Chinese', async () => {
    const item = make.news({ title: 'Mill visit in Gazipur', day: 1, month: 11, year: 2026 });
    apiDb.news.push(item);

    const english = await textOf('/news');
    expect(english).toContain('Released 01/12/2026');
    const chinese = await textOf('/zh/news');
    expect(chinese).toContain('发布于 2026年12月1日');
    expect(chinese).not.toContain('Released');

    expect(await textOf(`/news/${item._id}`)).toContain('01/12/2026');
    const detail = await textOf(`/zh/news/${item._id}`);
    expect(detail).toContain('2026年12月1日');
    expect(detail).not.toContain('01/12/2026');
  });

  it('say there is no news yet in the page’s language', async () => {
    expect(await textOf('/news')).toContain('No news has been published yet.');
    const chinese = await textOf('/zh/news');
    expect(chinese).toContain('暂无新闻。');
    expect(chinese).not.toContain('No news');
  });
});
