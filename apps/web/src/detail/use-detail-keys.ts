import { useEffect, useRef, type RefObject } from 'react';

type Keys = { previous: () => void; next: () => void; cancel: () => void; save: () => void };

const typing = (el: Element | null) =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el as HTMLElement | null)?.isContentEditable;

/**
 * Detail keyboard (SPEC section 2): arrows move between items, Esc cancels, Ctrl+S saves, only
 * while focus is in the page body (not the header, sidebar or a dialog). Arrows are left to a
 * text box that has focus, where they move the caret.
 */
export function useDetailKeys(body: RefObject<HTMLElement | null>, keys: Keys): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const inBody = active === document.body || (active !== null && body.current?.contains(active));
      if (!inBody || document.querySelector('[role="dialog"]')) return;
      const k = latest.current;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        k.save();
      } else if (event.key === 'Escape') {
        // Esc on an open dropdown (a picker) closes that dropdown, not the form.
        if (active?.getAttribute('aria-expanded') === 'true') return;
        k.cancel();
      } else if (!typing(active) && (event.key === 'ArrowLeft' || event.key === 'ArrowUp')) {
        event.preventDefault();
        k.previous();
      } else if (!typing(active) && (event.key === 'ArrowRight' || event.key === 'ArrowDown')) {
        event.preventDefault();
        k.next();
      }
    };
    // Capture: seen before a picker handles the key (and closes its dropdown).
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [body]);
}
