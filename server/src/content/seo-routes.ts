import type { FastifyInstance } from 'fastify';
import { max } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { alternatesOf } from '@texbridge/shared/locales/alternates';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../platform/database/client.ts';
import {
  aboutSections,
  contacts,
  news,
  privacySections,
  products,
  reviews,
  sliders,
} from '../platform/database/schema.ts';
import { createStore, type ResourceTable } from '../platform/database/store.ts';

type Table = ResourceTable & PgTable;

/**
 * The site's fixed pages with the tables whose records they show. Every page's header and footer show
 * the contact record's head office (hosts/public/src/app/router.tsx), so it counts for each.
 */
const STATIC_PAGES: { path: string; tables: Table[] }[] = [
  { path: '/', tables: [sliders, aboutSections, products, news, reviews, privacySections] },
  { path: '/about', tables: [aboutSections] },
  { path: '/products', tables: [products] },
  { path: '/news', tables: [news] },
  { path: '/contact', tables: [] },
];

/** When the newest record of `table` was last saved, or undefined for an empty table. */
async function lastSaved(db: Db, table: Table): Promise<Date | undefined> {
  const [row] = await db.select({ at: max(table.updatedAt) }).from(table);
  return (row?.at as Date | null) ?? undefined;
}

const latest = (dates: (Date | undefined)[]) =>
  dates.reduce<Date | undefined>((newest, date) => (date && (!newest || date > newest) ? date : newest), undefined);

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/**
 * sitemap.xml and robots.txt for the public site. They are generated here, where the content is, and
 * the site's origin proxies both paths to the API (Vite in development, nginx in production).
 */
export async function seoRoutes(app: FastifyInstance, { config, database }: AppContext) {
  // Each record's own lastmod is when it was last saved (a deletion changes no other record's date).
  type Saved = { _id: string; updatedAt: Date };
  const productStore = createStore<Saved & { category: string }>(database.db, products, { expose: ['updatedAt'] });
  const newsStore = createStore<Saved>(database.db, news, { expose: ['updatedAt'] });

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: { tags: ['seo'], summary: 'Every public page of the site, for search engines' },
    },
    async (_request, reply) => {
      const db = database.db;
      const [productRows, newsRows, contactSaved] = await Promise.all([
        productStore.list({ fields: ['_id', 'updatedAt', 'category'] }),
        newsStore.list({ fields: ['_id', 'updatedAt'] }),
        lastSaved(db, contacts),
      ]);
      const staticPages = await Promise.all(
        STATIC_PAGES.map(async ({ path, tables }) => ({
          path,
          lastmod: latest([contactSaved, ...(await Promise.all(tables.map((table) => lastSaved(db, table))))]),
        })),
      );
      const pages = [
        ...staticPages,
        ...MENU_CATEGORIES.map(({ category }) => ({
          path: `/products/${category}`,
          lastmod: latest([
            contactSaved,
            ...productRows.filter((row) => row.category === category).map((row) => row.updatedAt),
          ]),
        })),
        ...productRows.map((row) => ({ path: `/products/${row._id}`, lastmod: latest([contactSaved, row.updatedAt]) })),
        ...newsRows.map((row) => ({ path: `/news/${row._id}`, lastmod: latest([contactSaved, row.updatedAt]) })),
      ];
      // Each page in every language (docs/adding-a-language.md), each naming all of them, itself included.
      const urls = pages
        .flatMap(({ path, lastmod }) => {
          const when = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
          const alternates = alternatesOf(path);
          const links = alternates
            .map(
              (alternate) =>
                `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(config.siteUrl + alternate.path)}"/>`,
            )
            .join('');
          return alternates
            .filter(({ hreflang }) => hreflang !== 'x-default')
            .map((own) => `  <url><loc>${escapeXml(config.siteUrl + own.path)}</loc>${when}${links}</url>`);
        })
        .join('\n');
      reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
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
