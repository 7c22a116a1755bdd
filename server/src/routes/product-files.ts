import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { Lru } from 'toad-cache';
import sharp from 'sharp';
import { uploadHashOf, variantFileName } from '@texbridge/shared/images/responsive';
import { pageQrReads, specSheetReads } from '@texbridge/shared/resources/public-reads';
import { productsResource, type Product } from '@texbridge/shared/resources/products';
import type { Contact } from '@texbridge/shared/resources/contacts';
import { errorBody, idParams } from '@texbridge/shared/schemas/common';
import type { AppContext } from '../app-context.ts';
import { contacts, products } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { notFound } from '../lib/resource.ts';
import { renderSpecSheet, warmUpSheets } from '../lib/spec-sheet.ts';
import type { FileStore } from '../lib/storage/file-store.ts';

/** Sheets kept, by product and version: about 40 KB each. */
const SHEETS_KEPT = 200;

/**
 * The product's image as a JPEG for the sheet (PDF has no WebP), 480 px wide: about 160 dpi in its box.
 * Made from the upload's 480 px copy when the upload pipeline has made it, else from the upload itself.
 * An image stored elsewhere, or missing, leaves the sheet without one.
 */
async function sheetImage(files: FileStore, url: string): Promise<Buffer | undefined> {
  const hash = uploadHashOf(url);
  if (!hash) return undefined;
  for (const name of [variantFileName(hash, 480), `${hash}.webp`]) {
    // A store out of reach is a 503, not a sheet drawn (and kept) without its image.
    const bytes = await files.get(name);
    if (bytes) return sharp(bytes).resize({ width: 480, withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer();
  }
  return undefined;
}

type ProductRow = Product & { updatedAt: Date };

/**
 * A file drawn from one product, public, at `path` (`/products/:id/…`): a 404 naming the id when there is
 * no such product, else `answer`'s. Typed by hand: a PDF or an SVG is no JSON schema's, so the zod type
 * provider's reply types do not fit them.
 */
function productFile(
  app: FastifyInstance,
  store: ReturnType<typeof createStore<ProductRow>>,
  { path, name }: { path: string; name: string },
  summary: string,
  answer: (product: ProductRow, reply: FastifyReply) => Promise<FastifyReply>,
) {
  app.get<{ Params: { id: string } }>(
    path,
    { config: { access: 'public' }, schema: { tags: [name], summary, params: idParams, response: { 404: errorBody } } },
    async (request, reply) => {
      const product = await store.get(request.params.id);
      if (!product) throw notFound(productsResource, request.params.id);
      return answer(product, reply);
    },
  );
}

/**
 * docs/spec-sheet.md: what the API draws from a product.
 * - `GET /products/{id}/sheet.pdf`: its spec sheet. Each is made once per version of its product and of
 *   the contact record (their `updatedAt`), and kept in memory until either changes.
 * - `GET /products/{id}/qr.svg`: a QR code of its page's address (`SITE_URL`), for a buyer to scan in
 *   WeChat. A product's address never changes, so browsers may keep it a day.
 */
export async function productFileRoutes(app: FastifyInstance, { config, database, files }: AppContext) {
  const productStore = createStore<ProductRow>(database.db, products, { expose: ['updatedAt'] });
  const contactStore = createStore<Contact & { updatedAt: Date }>(database.db, contacts, { expose: ['updatedAt'] });
  const pageOf = (product: Product) => `${config.siteUrl}/products/${encodeURIComponent(product._id)}`;
  const made = new Lru<Promise<Buffer>>(SHEETS_KEPT);
  // A warm-up that fails costs nothing: the first real sheet then fails the same way, and says why.
  app.addHook('onListen', async () => void setImmediate(() => void warmUpSheets().catch(() => {})));

  productFile(
    app,
    productStore,
    specSheetReads,
    "A product's specification sheet: one A4 page, as PDF",
    async (product, reply) => {
      const [contact] = await contactStore.list({ page: { limit: 1, offset: 0 } });
      const version = `${product._id}:${product.updatedAt.getTime()}:${contact?.updatedAt.getTime() ?? 0}`;
      let sheet = made.get(version);
      if (!sheet) {
        sheet = (async () =>
          renderSpecSheet({
            product,
            contact,
            image: await sheetImage(files, product.productImage),
            siteName: config.siteName,
            productUrl: pageOf(product),
            generatedAt: product.updatedAt,
          }))();
        made.set(version, sheet);
        // A sheet that failed is made again next time, not kept.
        sheet.catch(() => made.delete(version));
      }
      const bytes = await sheet;
      const name =
        product.title
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 80) || 'product';
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .header('cache-control', 'no-cache')
        .send(bytes);
    },
  );

  productFile(
    app,
    productStore,
    pageQrReads,
    "A QR code of a product page's address, as SVG",
    async (product, reply) => {
      const svg = await QRCode.toString(pageOf(product), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
        color: { dark: '#1f2a4d', light: '#ffffff' },
      });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
