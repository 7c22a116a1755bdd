import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { uploadHashOf, variantFileName } from '@texbridge/shared/images/responsive';
import { pageQrReads, specSheetReads } from '@texbridge/shared/resources/public-reads';
import { productsResource, type Product } from '@texbridge/shared/resources/products';
import { productFields } from '@texbridge/shared/resources/product-fields';
import { contactFields, type Contact } from '@texbridge/shared/resources/contacts';
import { DEFAULT_LOCALE, type Locale } from '@texbridge/shared/locales/locales';
import { readingQuery } from '@texbridge/shared/locales/locale-query';
import { inLocale, type Translations } from '@texbridge/shared/locales/translations';
import { errorBody, idParams } from '@texbridge/shared/schemas/common';
import type { AppContext } from '../app-context.ts';
import { contacts, products } from '../platform/database/schema.ts';
import { createStore } from '../platform/database/store.ts';
import { notFound } from '../platform/contract-routes.ts';
import { drawSpecSheet } from './spec-sheet-pool.ts';
import { keptSheets, sheetFileName } from './spec-sheet-store.ts';
import type { FileStore } from '../media/storage/file-store.ts';
import { stepLimit } from '../platform/plugins/rate-limit.ts';

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

type ProductRow = Product & { updatedAt: Date; translations: Translations };
type ContactRow = Contact & { updatedAt: Date; translations: Translations };

/** A sheet's language: `?locale=`, the default without one. */
const sheetQuery = readingQuery.pick({ locale: true });

/**
 * A file's name as a download offers it: the English title's letters and digits for every browser, and the
 * title in the sheet's language for those that read RFC 6266's `filename*`.
 */
function contentDisposition(english: string, title: string) {
  const ascii =
    english
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'product';
  const plain = `inline; filename="${ascii}.pdf"`;
  return title === english ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(`${title.slice(0, 80)}.pdf`)}`;
}

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
  answer: (
    product: ProductRow,
    request: FastifyRequest<{ Querystring: { locale?: Locale } }>,
    reply: FastifyReply,
  ) => Promise<FastifyReply>,
  /** Refusals besides the 404, by status: each documented with the API's error body. */
  refusals: number[] = [],
  /** The query it reads, if any. */
  querystring?: typeof sheetQuery,
) {
  app.get<{ Params: { id: string }; Querystring: { locale?: Locale } }>(
    path,
    {
      config: { access: 'public' },
      schema: {
        tags: [name],
        summary,
        params: idParams,
        ...(querystring && { querystring }),
        response: { 404: errorBody, ...Object.fromEntries(refusals.map((status) => [status, errorBody])) },
      },
    },
    async (request, reply) => {
      const product = await store.get(request.params.id);
      if (!product) throw notFound(productsResource, request.params.id);
      return answer(product, request, reply);
    },
  );
}

/**
 * docs/spec-sheet.md: what the API draws from a product.
 * - `GET /products/{id}/sheet.pdf`: its spec sheet. Each is drawn once per version of its product and of
 *   the contact record (their `updatedAt`), in the sheet pool's thread, and kept in the file store for every
 *   instance; drawing one costs the client one of its SHEET_DRAW_LIMIT_MAX draws a minute.
 * - `GET /products/{id}/qr.svg`: a QR code of its page's address (`SITE_URL`), for a buyer to scan in
 *   WeChat. A product's address never changes, so browsers may keep it a day.
 */
export async function productFileRoutes(app: FastifyInstance, { config, database, files }: AppContext) {
  const productStore = createStore<ProductRow>(database.db, products, { expose: ['updatedAt', 'translations'] });
  const contactStore = createStore<ContactRow>(database.db, contacts, { expose: ['updatedAt', 'translations'] });
  const pageOf = (product: Product) => `${config.siteUrl}/products/${encodeURIComponent(product._id)}`;
  const sheets = keptSheets(files, app.log);
  const coldDraws = stepLimit(app, config, {
    name: 'sheet-draws',
    max: config.sheetDrawLimitMax,
    timeWindow: 60_000,
    refusal: (seconds) =>
      `Too many new spec sheets asked for from this address; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  });

  productFile(
    app,
    productStore,
    specSheetReads,
    "A product's specification sheet: one A4 page, as PDF",
    async (product, request, reply) => {
      const locale = request.query.locale ?? DEFAULT_LOCALE;
      const [contact] = await contactStore.list({ page: { limit: 1, offset: 0 } });
      const productUrl = pageOf(product);
      const name = sheetFileName({
        productId: product._id,
        productUpdatedAt: product.updatedAt,
        contactUpdatedAt: contact?.updatedAt,
        siteName: config.siteName,
        productUrl,
        locale,
      });
      // The sheet's thread gets the records as the buyer reads them, in their language.
      const { translations, updatedAt, ...own } = product;
      const read = inLocale(own, translations, productFields, locale);
      const draw = async () => {
        const { translations: contactTranslations, updatedAt: _contactUpdatedAt, ...contactOwn } = contact ?? {};
        return drawSpecSheet({
          product: read,
          contact: contact && inLocale(contactOwn as Contact, contactTranslations, contactFields, locale),
          image: await sheetImage(files, product.productImage),
          siteName: config.siteName,
          productUrl,
          generatedAt: updatedAt,
          locale,
        });
      };
      const bytes = await sheets(name, draw, () => coldDraws(request, reply));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(product.title, read.title))
        .header('cache-control', 'no-cache')
        .send(bytes);
    },
    // Past SHEET_DRAW_LIMIT_MAX new sheets a minute.
    [400, 429],
    sheetQuery,
  );

  productFile(
    app,
    productStore,
    pageQrReads,
    "A QR code of a product page's address, as SVG",
    async (product, _request, reply) => {
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
