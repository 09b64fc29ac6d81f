import { saveBlob } from '../../api/download.ts';

/** How long the PDF's blob address stays valid: the tab may be printed from for that long. */
const KEEP_MS = 10 * 60_000;

/**
 * A tab for a PDF that is still being fetched, opened at the click itself: a tab opened after the fetch
 * would be a pop-up the browser blocks. Null when the browser refuses it anyway.
 */
export function openPdfTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Preparando el documento…';
    tab.document.body.textContent = 'Preparando el documento…';
  }
  return tab;
}

/**
 * Shows the PDF in that tab, in the browser's own viewer, whose 'Imprimir' (Ctrl+P) prints it; without a
 * tab (blocked, or closed meanwhile) it is saved as the download `filename`.
 */
export function showPdf(tab: Window | null, blob: Blob, filename: string) {
  if (!tab || tab.closed) {
    saveBlob(blob, filename);
    return;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), KEEP_MS);
}
