import type { Product } from '@texbridge/shared/resources/products';
import { pageQrPath } from '@texbridge/shared/resources/public-reads';
import { paths } from '../../../config/paths.ts';
import { assetUrl, runtimeConfig } from '../../../config/runtime.ts';

const pill =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full bg-white px-4 font-semibold text-indigo-900 ring-1 ring-ecru-300 hover:bg-ecru-100';

/**
 * docs/spec-sheet.md, "Share links": a WhatsApp message to the agency naming the product and its page
 * (`whatsapp`, the contact record's number, when it has one), and the page's address as a QR code to scan
 * in WeChat.
 * Plain links and a <details>, so both work before the page's code arrives; WhatsApp opens in a new tab,
 * as the footer's links to it do.
 */
export function ProductShare({ product, whatsapp }: { product: Product; whatsapp: string | undefined }) {
  const page = `${runtimeConfig().siteUrl ?? ''}${paths.products.detail.getHref(product._id)}`;
  const message = `${product.title}: ${page}`;
  return (
    <div className="mt-6 flex flex-wrap items-start gap-3">
      <p className="flex min-h-11 items-center text-sm font-semibold tracking-widest text-charcoal-500 uppercase">
        Share
      </p>
      {whatsapp && (
        <a
          href={`https://wa.me/${whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={pill}
        >
          WhatsApp us about it <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
      <details className="group">
        <summary className={`${pill} list-none [&::-webkit-details-marker]:hidden`}>
          WeChat <span className="sr-only">: show a QR code of this page</span>
        </summary>
        <figure className="mt-3 w-48 rounded-2xl bg-white p-3 ring-1 ring-ecru-200">
          <img
            src={assetUrl(pageQrPath(product._id))}
            alt={`QR code of ${page}`}
            width={168}
            height={168}
            loading="lazy"
            className="size-42"
          />
          <figcaption className="mt-2 text-sm text-charcoal-700">Scan in WeChat to open or share this page.</figcaption>
        </figure>
      </details>
    </div>
  );
}
