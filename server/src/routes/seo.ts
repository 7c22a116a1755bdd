import type { FastifyInstance } from 'fastify';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import type { AppContext } from '../app-context.ts';
import { news, products } from '../db/schema.ts';
import { createStore } from '../db/store.ts';

const STATIC_PAGES = [
  '/',
  '/about',
  '/products',
  '/news',
  '/contact',
  ...MENU_CATEGORIES.map(({ category }) => `/products/${category}`),
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/**
 * sitemap.xml and robots.txt for the public site. They are generated here, where the content is, and
 * the site's origin proxies both paths to the API (Vite in development, nginx in production).
 */
export async function seoRoutes(app: FastifyInstance, { config, database }: AppContext) {
  const productStore = createStore<{ _id: string }>(database.db, products);
  const newsStore = createStore<{ _id: string }>(database.db, news);

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: { tags: ['seo'], summary: 'Every public page of the site, for search engines' },
    },
    async (_request, reply) => {
      const [productRows, newsRows] = await Promise.all([
        productStore.list({ fields: ['_id'] }),
        newsStore.list({ fields: ['_id'] }),
      ]);
      const paths = [
        ...STATIC_PAGES,
        ...productRows.map((row) => `/products/${row._id}`),
        ...newsRows.map((row) => `/news/${row._id}`),
      ];
      const urls = paths.map((path) => `  <url><loc>${escapeXml(config.siteUrl + path)}</loc></url>`).join('\n');
      reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { tags: ['seo'], summary: 'Crawling rules for the public site' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8');
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /login',
        `Sitemap: ${config.siteUrl}/sitemap.xml`,
        '',
      ].join('\n');
    },
  );
}
