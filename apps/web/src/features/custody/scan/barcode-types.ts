// What scanning needs of a barcode reader, the browser's own or ZXing's: apart, so that neither reader
// imports the other for it.

/** What scanning needs of a BarcodeDetector. */
export interface BarcodeReader {
  detect(video: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
