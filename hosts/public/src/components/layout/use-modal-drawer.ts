import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const focusablesIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]'));

interface ModalDrawerOptions {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  /** Receives focus when the drawer opens. */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** Gets focus back when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * What a modal drawer owes its users while open: the page behind does not scroll, Tab stays inside,
 * Escape closes it, and on closing focus goes back to the control that opened it.
 */
export function useModalDrawer({ open, onClose, panelRef, initialFocusRef, returnFocusRef }: ModalDrawerOptions) {
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previousOverflow;
    };
  }, [open]);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      initialFocusRef.current?.focus();
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || panelRef.current?.contains(focused)) returnFocusRef.current?.focus();
  }, [open, panelRef, initialFocusRef, returnFocusRef]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(panel);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      const focused = document.activeElement;
      const outside = !panel.contains(focused);
      if (event.shiftKey && (outside || focused === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || focused === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, panelRef]);
}
