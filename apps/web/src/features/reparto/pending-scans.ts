import { useState } from 'react';
import type { ScanFocus } from '../custody/scan/scan-focus.ts';
import { pendingFor } from '../custody/scan/scan-outbox.ts';

// The van's departure and the route's closing count the scans: those still in the device's outbox must reach
// the server before either is asked.

const pendingText = (count: number, before: string) =>
  `${count === 1 ? 'Queda 1 escaneo pendiente' : `Quedan ${count} escaneos pendientes`} de envío: ` +
  `espere a que se envíen (con conexión) antes de ${before}`;

/**
 * `guard(then)` runs `then` once no scan of `scanPath` waits in the outbox, else says how many wait;
 * `checking` while the outbox is read. The scan field keeps the focus meanwhile.
 */
export function usePendingScansGuard(
  scanPath: string,
  focus: ScanFocus,
  before: string,
  /** The page's message modal (rendered by the caller). */
  notices: { showError: (error: unknown, title: string) => void },
) {
  const [checking, setChecking] = useState(false);
  const guard = async (then: () => void) => {
    // The field keeps reading while a dialog is on its way; the dialog gives the focus back on closing.
    focus.focusField();
    setChecking(true);
    const left = await pendingFor(scanPath).finally(() => setChecking(false));
    if (left.length > 0)
      notices.showError(new Error(pendingText(left.length, before)), 'Escaneos pendientes');
    else then();
  };
  return { checking, guard };
}
