import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A phone, or a tablet: a finger for a pointer, or a screen too narrow for a desk. There a QR code on the
 * screen cannot be scanned by the device showing it, so copying the link comes first (docs/spec-sheet.md).
 */
export const PHONE_QUERY = '(pointer: coarse), (max-width: 639px)';

const button =
  'inline-flex min-h-11 cursor-pointer items-center rounded-full bg-white px-4 font-semibold text-indigo-900 ring-1 ring-ecru-300 hover:bg-ecru-100';

type Status = '' | 'Link copied' | 'The link could not be copied: copy it from the address bar';

/**
 * Sharing a page from the browser (docs/spec-sheet.md, "Share links"): the system's share sheet
 * (navigator.share) where there is one, copying the address (navigator.clipboard) otherwise, and both on a
 * phone, the copy first. Rendered only once the page's code runs: without it there is nothing to press that
 * would do nothing. What the copy did is said in a status line that screen readers announce. Meant for a
 * flex row that wraps: the status takes a line of its own at the row's end.
 */
export function SharePage({ title, url }: { title: string; url: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('');
  if (!hydrated) return null;
  const canShare = typeof navigator.share === 'function';
  const canCopy = typeof navigator.clipboard?.writeText === 'function';
  const phone = window.matchMedia(PHONE_QUERY).matches;

  const copy = () => {
    // Emptied first, so that a second copy is announced again.
    setStatus('');
    return navigator.clipboard.writeText(url).then(
      () => setStatus('Link copied'),
      () => setStatus('The link could not be copied: copy it from the address bar'),
    );
  };
  const share = () =>
    navigator.share({ title, url }).catch((error: unknown) => {
      // Closing the sheet is the visitor's choice; any other failure falls back to the copy.
      if ((error as { name?: string }).name !== 'AbortError' && canCopy) void copy();
    });

  const copyButton = canCopy && (phone || !canShare) && (
    <button type="button" onClick={() => void copy()} className={button}>
      Copy link
    </button>
  );
  const shareButton = canShare && (
    <button type="button" onClick={() => void share()} className={button}>
      Share…
    </button>
  );
  return (
    <>
      {copyButton}
      {shareButton}
      {/* There before anything is copied, so that what it then says is announced; a line of its own, last. */}
      <p role="status" className="order-last basis-full text-sm font-semibold text-indigo-900">
        {status}
      </p>
    </>
  );
}
