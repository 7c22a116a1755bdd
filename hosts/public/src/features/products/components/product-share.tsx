import type { Product } from '@texbridge/shared/resources/products';
import { pageQrPath } from '@texbridge/shared/resources/public-reads';
import { SharePage } from '../../../components/ui/share-page.tsx';
import { paths } from '../../../config/paths.ts';
import { assetUrl, runtimeConfig } from '../../../config/runtime.ts';

const pill =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full bg-white px-4 font-semibold text-indigo-900 ring-1 ring-ecru-300 hover:bg-ecru-100';
/** What a phone or tablet shows instead (share-page.tsx's PHONE_QUERY, as CSS): it cannot scan its own screen. */
const onDesk = 'max-sm:hidden pointer-coarse:hidden';
const onPhone = 'hidden max-sm:inline pointer-coarse:inline';

/**
 * docs/spec-sheet.md, "Share links": the page itself, by the system's share sheet or its copied link (once
 * the page's code runs; on a phone the copy first); a WhatsApp message to the agency's WhatsApp desk
 * (`whatsapp`, the contact record's number, which the footer lists) naming the product and its page; and
 * the page's address as a QR code to scan in WeChat, behind a disclosure, which on a phone says it is for
 * another phone to scan. WhatsApp and the QR code are plain HTML, so they work before the page's code
 * arrives; WhatsApp opens in a new tab, as the footer's links to it do.
 */
export function ProductShare({ product, whatsapp }: { product: Product; whatsapp: string | undefined }) {
  const page = `${runtimeConfig().siteUrl ?? ''}${paths.products.detail.getHref(product._id)}`;
  const message = `${product.title}: ${page}`;
  return (
    <div className="mt-6 flex flex-wrap items-start gap-3">
      <p className="flex min-h-11 items-center text-sm font-semibold tracking-widest text-charcoal-500 uppercase">
        Share
      </p>
      <SharePage title={product.title} url={page} />
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
          WeChat<span className={onPhone}>&nbsp;QR code</span>
          <span className="sr-only">: show a QR code of this page</span>
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
          <figcaption className="mt-2 text-sm text-charcoal-700">
            <span className={onDesk}>Scan in WeChat to open or share this page.</span>
            <span className={onPhone}>
              For another phone to scan in WeChat. To send it from this one, copy the link and paste it in a chat.
            </span>
          </figcaption>
        </figure>
      </details>
    </div>
  );
}
