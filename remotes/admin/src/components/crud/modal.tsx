import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { buttonStyles } from '../ui/button-styles.ts';
import { CloseIcon } from '../ui/icons.tsx';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs, innermost last: a confirmation over a form takes the keys (Escape, Tab) for itself. */
const openDialogs: HTMLElement[] = [];

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that describes the dialog (a confirmation's question). */
  describedBy?: string;
  /** While a save is under way, Escape and the close button do nothing. */
  busy?: boolean;
  /** What gets focus on open; by default the first field or button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** 'xl' for what needs room side by side, such as a record's history. */
  size?: 'sm' | 'lg' | 'xl';
}

/**
 * An accessible modal dialog, rendered while mounted: labelled by its title, focus moved in and kept in
 * (Tab cycles), Escape closes, focus returns to what opened it, the page behind does not scroll.
 * (A custom element rather than <dialog>: jsdom, which the tests run on, has no showModal().)
 */
export function Modal({
  title,
  onClose,
  children,
  role = 'dialog',
  describedBy,
  busy,
  initialFocus,
  size = 'lg',
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, busy });
  useEffect(() => {
    latest.current = { onClose, busy };
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current!;
    (initialFocus?.current ?? focusables(root).find((element) => !element.dataset.modalClose) ?? root).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    openDialogs.push(root);
    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!latest.current.busy) latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) return event.preventDefault();
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(root), 1);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening (the dialog's lifetime is its mount): `initialFocus` is a ref and never changes.
  }, [initialFocus]);

  return createPortal(
    <div className="tb-admin fixed inset-0 z-[200] flex items-start justify-center overflow-y-auto bg-indigo-950/60 p-3 backdrop-blur-[2px] sm:items-center sm:p-6">
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`my-auto w-full ${{ sm: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-5xl' }[size]} rounded-2xl bg-ecru-50 shadow-2xl ring-1 ring-ecru-300 focus:outline-none`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-solid border-ecru-200 px-5 py-4">
          <h2 id={titleId} className="font-display text-xl font-semibold text-indigo-950">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            data-modal-close="true"
            disabled={busy}
            onClick={onClose}
            className={buttonStyles.icon}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="px-5 py-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
