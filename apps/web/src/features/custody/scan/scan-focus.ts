import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';

// A keyboard-wedge scanner types into whatever has the focus: a scanning screen that lost it (a dialog
// closed, a notice dismissed, a button pressed) swallows the next read. The screen's code field therefore
// takes the focus back whenever nothing else that takes typing holds it, and says whether it is ready.

const openDialog = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/** Something else that takes typing (the seal's field, a dialog's reason) keeps the focus. */
const typingElsewhere = (field: HTMLElement | null) => {
  const active = document.activeElement;
  if (!active || active === field || active === document.body) return false;
  return active.matches('input, textarea, select, [contenteditable="true"]');
};

export interface ScanFocus {
  field: RefObject<HTMLInputElement | null>;
  /** True while the camera reads (a phone's keyboard popping up would cover it). */
  camera: RefObject<boolean>;
  /** The field takes the focus (also before a dialog opens: the dialog gives it back when it closes). */
  focusField: () => void;
}

/** The focus of one scanning screen: made by the page when parts beside the panel (the seal) use it. */
export function useScanFocus(): ScanFocus {
  const field = useRef<HTMLInputElement>(null);
  const camera = useRef(false);
  const focusField = useCallback(() => {
    if (!camera.current) field.current?.focus();
  }, []);
  return useMemo(() => ({ field, camera, focusField }), [focusField]);
}

/**
 * Keeps the focus on the field: at first, when the window comes back, when the focus falls to nothing (a
 * notice's button removed, a click on the page's background) and when the last dialog leaves the page
 * (whatever opened it). Answers whether the field holds the focus, for the 'listo para escanear' sign.
 */
export function useKeptFocus({ field, camera }: ScanFocus): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const take = () => {
      if (camera.current || openDialog() || typingElsewhere(field.current)) return;
      field.current?.focus();
    };
    let timer = 0;
    const soon = () => {
      window.clearTimeout(timer);
      // After the browser moved the focus (and a closing dialog returned it) to where it lands.
      timer = window.setTimeout(take, 30);
    };
    const fellToNothing = () =>
      window.setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) take();
      }, 0);
    let dialogs = openDialog();
    const watch = new MutationObserver(() => {
      const now = openDialog();
      if (dialogs && !now) soon();
      dialogs = now;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const mark = () => setReady(document.activeElement === field.current && field.current !== null);
    take();
    mark();
    window.addEventListener('focus', take);
    document.addEventListener('focusout', fellToNothing);
    document.addEventListener('focusin', mark);
    document.addEventListener('focusout', mark);
    return () => {
      window.clearTimeout(timer);
      watch.disconnect();
      window.removeEventListener('focus', take);
      document.removeEventListener('focusout', fellToNothing);
      document.removeEventListener('focusin', mark);
      document.removeEventListener('focusout', mark);
    };
  }, [field, camera]);
  return ready;
}
