import { saveBlob } from './download.ts';

/** How long the hidden frame and its blob stay: the print dialog may stay open that long. */
const KEEP_MS = 10 * 60_000;

/**
 * Opens a PDF straight into the browser's print dialog: the PDF is loaded in a hidden frame of this page
 * (the CSP allows blob: frames) and that frame prints. On touch devices, whose browsers print neither a
 * frame nor a PDF inside one, and wherever the frame refuses to print, the PDF is saved as the download
 * `filename`, which the phone's viewer opens and prints or shares.
 */
export function printPdf(blob: Blob, filename: string) {
  if (window.matchMedia?.('(pointer: coarse)').matches) {
    saveBlob(blob, filename);
    return;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  frame.title = filename;
  frame.dataset.print = filename;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none: a frame that is not rendered does not load its PDF viewer.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.addEventListener('load', () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      saveBlob(blob, filename);
    }
  });
  frame.src = url;
  document.body.appendChild(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, KEEP_MS);
}
