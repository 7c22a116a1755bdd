// @vitest-environment node
// The About Us page in each language as the render server makes it (docs/adding-a-language.md).
import { render } from '../../entry-server.tsx';
import { API } from '../../testing/handlers.ts';
import { decodeHtml } from '../../testing/decode-html.ts';

const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: 'https://texbridge.example' };
const textOf = async (url: string) =>
  decodeHtml((await render(url, config)).html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('About Us in each language', () => {
  it('says its line and its empty story in the page’s language, the link to Contact Us inside the sentence', async () => {
    const english = await textOf('/about');
    expect(english).toContain('Sourcing fibre, yarn, fabrics, dyes & chemicals, and garments from Dhaka.');
    expect(english).toContain('Our story is being written. In the meantime, please contact us to talk to the team.');

    const { html } = await render('/zh/about', config);
    const chinese = await textOf('/zh/about');
    expect(chinese).toContain('立足达卡，采购纤维、纱线、面料、染料与化工品及成衣。');
    expect(chinese).toContain('我们的故事正在撰写中。在此期间，欢迎 联系我们 ，与我们的团队交流。');
    expect(html).toMatch(/<a [^>]*href="\/zh\/contact"[^>]*>联系我们<\/a>/);
    expect(chinese).not.toContain('Our story');
  });
});
