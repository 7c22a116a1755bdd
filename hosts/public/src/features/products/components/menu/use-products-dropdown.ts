import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { ProductCategory } from '@texbridge/shared/constants';

interface OpenState {
  /** The location the dropdown was opened on: any navigation closes it. */
  locationKey: string;
  /** Opened by a click or key, not just by hovering: it stays open when the pointer leaves. */
  pinned: boolean;
  category: ProductCategory | null;
  categoryPinned: boolean;
}

const opened = (locationKey: string, pinned: boolean): OpenState => ({
  locationKey,
  pinned,
  category: null,
  categoryPinned: false,
});

/**
 * The Products dropdown's state: a disclosure that hover opens and a click pins, one category flyout
 * at a time, closed by Escape (focus back on the button), a click or focus outside, or a route change.
 */
export function useProductsDropdown(
  containerRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
) {
  const { key } = useLocation();
  const [state, setState] = useState<OpenState | null>(null);
  const current = state?.locationKey === key ? state : null;
  const open = current !== null;

  const close = useCallback(() => setState(null), []);
  const update = (change: (state: OpenState) => OpenState | null) =>
    setState((previous) => (previous?.locationKey === key ? change(previous) : previous));

  // Hover opens and leaving closes (unless pinned); focus moving elsewhere closes.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onEnter = () => setState((previous) => (previous?.locationKey === key ? previous : opened(key, false)));
    const onLeave = () => setState((previous) => (previous?.pinned ? previous : null));
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !container.contains(next)) setState(null);
    };
    container.addEventListener('mouseenter', onEnter);
    container.addEventListener('mouseleave', onLeave);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      container.removeEventListener('mouseenter', onEnter);
      container.removeEventListener('mouseleave', onLeave);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [containerRef, key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setState(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = containerRef.current?.contains(document.activeElement) ?? false;
      setState(null);
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, containerRef, buttonRef]);

  return {
    open,
    activeCategory: current?.category ?? null,
    close,
    /** A click (or Enter/Space): opens pinned; pins a hover-opened menu; closes a pinned one. */
    toggle: () => {
      if (!current) setState(opened(key, true));
      else if (!current.pinned) update((s) => ({ ...s, pinned: true }));
      else setState(null);
    },
    openPinned: () => setState(current ? { ...current, pinned: true } : opened(key, true)),
    hoverCategory: (category: ProductCategory) =>
      update((s) => (s.category === category ? s : { ...s, category, categoryPinned: false })),
    /** ArrowRight on a category row: its flyout opens and stays open. */
    openCategory: (category: ProductCategory) => update((s) => ({ ...s, category, categoryPinned: true })),
    toggleCategory: (category: ProductCategory) =>
      update((s) =>
        s.category === category && s.categoryPinned
          ? { ...s, category: null, categoryPinned: false }
          : { ...s, category, categoryPinned: true },
      ),
    /** Focus moving onto another row closes the flyout it left. */
    focusRow: (category: ProductCategory | null) =>
      update((s) => (s.category === null || s.category === category ? s : { ...s, category: null })),
  };
}
