import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { pageQrReads } from '@texbridge/shared/resources/public-reads';
import { productsResource, type Product } from '@texbridge/shared/resources/products';
import { errorBody, idParams } from '@texbridge/shared/schemas/common';
import type { AppContext } from '../app-context.ts';
import { products } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { notFound } from '../lib/resource.ts';

/**
 * docs/spec-sheet.md, "Share links": `GET /products/{id}/qr.svg`, public, a QR code of the product page's
 * address (`SITE_URL`), for a buyer to scan in WeChat. A product's address never changes, so browsers
 * may keep it a day.
 */
export async function pageQrRoutes(app: FastifyInstance, { config, database }: AppContext) {
  const store = createStore<Product>(database.db, products);
  // Typed by hand: an SVG is no JSON schema's, so the zod type provider's reply types do not fit it.
  app.get<{ Params: { id: string } }>(
    pageQrReads.path,
    {
      config: { access: 'public' },
      schema: {
        tags: [pageQrReads.name],
        summary: "A QR code of a product page's address, as SVG",
        params: idParams,
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await store.get(id))) throw notFound(productsResource, id);
      const svg = await QRCode.toString(`${config.siteUrl}/products/${encodeURIComponent(id)}`, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
        color: { dark: '#1f2a4d', light: '#ffffff' },
      });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
