import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { make } from '@texbridge/shared/testing/records';
import { PHONE_QUERY } from '../../../components/ui/share-page.tsx';
import { apiDb } from '../../../testing/api-db.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ProductShare } from './product-share.tsx';

const product = make.product({ title: 'Organic Slub Yarn 30/1', category: 'yarn' });
const page = `https://texbridge.example/products/${product._id}`;

interface Offers {
  share?: unknown;
  clipboard?: unknown;
  phone?: boolean;
}

/** What this browser offers, set after Testing Library's user-event has put in its own clipboard. */
function browserOffers({ share, clipboard, phone = false }: Offers) {
  const matchMedia = window.matchMedia;
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: phone && query === PHONE_QUERY })) as never;
  onTestFinished(() => {
    window.matchMedia = matchMedia;
    // The shared DOM's navigator as it was: no share sheet, and user-event's clipboard for the next file.
    delete (navigator as { share?: unknown }).share;
    delete (navigator as { clipboard?: unknown }).clipboard;
  });
}

/** The product's page in a browser that offers `offers`: read when the page has loaded, after this. */
function openProduct(offers: Offers, whatsapp = '+8801711000707') {
  apiDb.products.push(product);
  apiDb.contacts.push(make.contact({ whatsapp }));
  const utils = renderRoute(`/products/${product._id}`);
  browserOffers(offers);
  return utils;
}

/** The share row, once the page is there. */
async function shareRow() {
  await screen.findByRole('heading', { level: 1, name: product.title });
  return screen.getByText('Share', { selector: 'p' }).parentElement!;
}

/** The share row's controls, in the order they come, by their words. */
const controlsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('a, button, summary')].map((control) => control.textContent!.replace(/\s+/g, ' ').trim());

describe("a product page's share links", () => {
  it('writes on WhatsApp to the desk the footer lists, the contact record’s number', async () => {
    openProduct({}, '+8801711000707');
    await screen.findByRole('heading', { level: 1, name: product.title });
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp us about it (opens in a new tab)' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/8801711000707\?text=/);
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: '+8801711000707 on WhatsApp (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://wa.me/8801711000707',
    );
  });

  it('shares the page through the system’s share sheet where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const { user } = openProduct({ share, clipboard: { writeText: vi.fn(() => Promise.resolve()) } });
    // A wide screen with a mouse: the sheet alone, which can copy too.
    expect(controlsOf(await shareRow())).toEqual([
      'Share…',
      'WhatsApp us about it (opens in a new tab)',
      'WeChat QR code: show a QR code of this page',
    ]);
    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: product.title, url: page });
  });

  it('copies the link where there is no share sheet, and says so to everyone', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = openProduct({ clipboard: { writeText } });
    const row = await shareRow();
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    const status = within(row).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(page);
    // The live region was there before, so the words are announced.
    expect(status).toHaveTextContent('Link copied');
  });

  it('on a phone, offers the copy first, then the sheet, and the QR code last, folded, for another phone', async () => {
    openProduct({ share: vi.fn(), clipboard: { writeText: vi.fn() }, phone: true });
    expect(controlsOf(await shareRow())).toEqual([
      'Copy link',
      'Share…',
      'WhatsApp us about it (opens in a new tab)',
      'WeChat QR code: show a QR code of this page',
    ]);
    const wechat = screen.getByText('WeChat').closest('details')!;
    expect(wechat).not.toHaveAttribute('open');
    expect(within(wechat).getByText(/^For another phone to scan in WeChat/)).toBeInTheDocument();
  });

  it('shows no share or copy button in the server’s HTML, where pressing it would do nothing', () => {
    // Even where the browser would offer both, once the page's code runs.
    browserOffers({ share: vi.fn(), clipboard: { writeText: vi.fn() } });
    const html = renderToString(<ProductShare product={product} whatsapp="+8801711000707" />);
    expect(html).toContain('WhatsApp us about it');
    expect(html).not.toMatch(/Copy link|Share…|<button/);
  });
});
